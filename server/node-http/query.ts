// Which query strings change a page. A page's URL carries parameters the app never
// reads — utm_*, fbclid, gclid, mc_eid, ref, the JSON-LD search action's q, and the
// newsletter links' token, which only the page's form posts back — and a shared link
// carries a unique one per click: those requests get the page's prerendered bytes
// (server/fast-path.ts), so a viral link costs what a page costs.
// The one parameter a page shows is `newsletter`, the result of a form posted without
// JavaScript (app/newsletter/newsletter-post.server.ts, token-post.server.ts). Each
// result a page can show is prerendered too, as a variant of that page
// (scripts/prerender-extra.ts), so the whole no-JavaScript flow costs pages as well.
import { defaultParseSearch } from '@tanstack/react-router'
import { NEWSLETTER_OUTCOMES, OUTCOME_PARAM, type NewsletterOutcome } from '../../app/newsletter/newsletter-outcome'
import { TOKEN_RESULTS, type TokenResult } from '../../app/newsletter/token-links'
import { findByPublicPath, isTokenPage } from '../../app/i18n/slugs'

type ResultValue = NewsletterOutcome | TokenResult
/** A prerendered variant of a page: its name in file names. */
export type PageVariant = `newsletter-${ResultValue}`

const RESULT_VALUES: ReadonlySet<string> = new Set<string>([...NEWSLETTER_OUTCOMES, ...TOKEN_RESULTS])

/**
 * The variants of the page at `path`: every page shows the footer form's results; the
 * newsletter's token pages (isTokenPage, app/i18n/slugs.ts) also show the
 * confirm/unsubscribe results.
 */
export function pageVariants(path: string): Array<{ variant: PageVariant; query: string }> {
  const page = findByPublicPath(path)
  if (!page) return []
  const values: readonly ResultValue[] = isTokenPage(page.routeId) ? [...NEWSLETTER_OUTCOMES, ...TOKEN_RESULTS] : NEWSLETTER_OUTCOMES
  return values.map((value) => ({ variant: `newsletter-${value}` as const, query: `?${OUTCOME_PARAM}=${value}` }))
}

/** The file a variant of the page at `path` is prerendered to, relative to dist/client. */
export function variantFile(path: string, variant: PageVariant): string {
  return `${path === '/' ? '' : path}/index.${variant}.html`
}

/**
 * Which prerendered document answers a page with this query string (with or without its
 * `?`): `''` the page itself, or the name of the variant that shows a result. The value
 * is read as the router reads it (its default search parser, JSON values included), so
 * the bytes match what the app would render and hydrate: one `newsletter` value that is
 * a known result shows it; none, an unknown one or a repeated one (an array to the
 * router) shows none, which is the page itself. The server falls back to the page when
 * the page has no such variant (a token result on a page without the token form).
 */
export function pageVariantFor(search: string): '' | PageVariant {
  // Most queries are tracking parameters: without the name (or an escape that could spell
  // it) there is nothing to parse.
  if (search === '' || search === '?' || (!search.includes(OUTCOME_PARAM.slice(1)) && !search.includes('%'))) return ''
  const value: unknown = (defaultParseSearch(search) as Record<string, unknown>)[OUTCOME_PARAM]
  return typeof value === 'string' && RESULT_VALUES.has(value) ? `newsletter-${value as ResultValue}` : ''
}
