// Which query strings change a page. A page's URL carries parameters the app never
// reads — utm_*, fbclid, gclid, mc_eid, ref, the JSON-LD search action's q, and the
// newsletter links' token, which only the page's form posts back — and a shared link
// carries a unique one per click: those requests get the page's prerendered bytes
// (server/site-server.ts), so a viral link costs what a page costs.
// The one parameter a page shows is `newsletter`, the result of a form posted without
// JavaScript (app/newsletter/newsletter-post.server.ts, token-post.server.ts). Each
// result a page can show is prerendered too, as a variant of that page
// (scripts/prerender-extra.ts), so the whole no-JavaScript flow costs pages as well.
import { NEWSLETTER_OUTCOMES, OUTCOME_PARAM, type NewsletterOutcome } from '../newsletter/newsletter-outcome'
import { TOKEN_RESULTS, type TokenResult } from '../newsletter/token-links'
import { findByPublicPath, isNoindex } from '../i18n/slugs'

type ResultValue = NewsletterOutcome | TokenResult
/** A prerendered variant of a page: its name in file names. */
export type PageVariant = `newsletter-${ResultValue}`

const RESULT_VALUES: ReadonlySet<string> = new Set<string>([...NEWSLETTER_OUTCOMES, ...TOKEN_RESULTS])

/**
 * The variants of the page at `path`: every page shows the footer form's results; the
 * newsletter's token pages (the noindex pages of the slug table) also show the
 * confirm/unsubscribe results.
 */
export function pageVariants(path: string): Array<{ variant: PageVariant; query: string }> {
  const page = findByPublicPath(path)
  if (!page) return []
  const values: readonly ResultValue[] = isNoindex(page.routeId) ? [...NEWSLETTER_OUTCOMES, ...TOKEN_RESULTS] : NEWSLETTER_OUTCOMES
  return values.map((value) => ({ variant: `newsletter-${value}` as const, query: `?${OUTCOME_PARAM}=${value}` }))
}

/** The file a variant of the page at `path` is prerendered to, relative to dist/client. */
export function variantFile(path: string, variant: PageVariant): string {
  return `${path === '/' ? '' : path}/index.${variant}.html`
}

/**
 * How the server answers a page with this query string (with or without its `?`):
 * `''` the page itself, a variant name for a prerendered variant (if the page has
 * it), or null when only the app can answer it (a result value no page knows, or the
 * parameter given twice).
 */
export function pageVariantFor(search: string): '' | PageVariant | null {
  if (search === '' || search === '?') return ''
  const results = new URLSearchParams(search).getAll(OUTCOME_PARAM)
  if (results.length === 0) return ''
  const value = results[0]!
  return results.length === 1 && RESULT_VALUES.has(value) ? (`newsletter-${value}` as PageVariant) : null
}
