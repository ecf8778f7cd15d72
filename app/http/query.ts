// Which query strings change a page. A page's URL carries parameters the app never
// reads — utm_*, fbclid, gclid, mc_eid, ref, the JSON-LD search action's q — and a
// shared link carries a unique one per click: those requests get the page's
// prerendered bytes (server/site-server.ts), so a viral link costs what a page costs.
// The parameters the app does read:
//   - `newsletter`, the no-JavaScript form's result after its 303
//     (app/newsletter/newsletter-post.server.ts): each valid result is prerendered
//     too, as a variant of every page (vite.config.ts), so it costs a page as well;
//   - `token`, the newsletter confirm/unsubscribe links: answered by the app.
import { NEWSLETTER_OUTCOMES, OUTCOME_PARAM, type NewsletterOutcome } from '../newsletter/newsletter-outcome'

export const TOKEN_PARAM = 'token'

export const APP_QUERY_PARAMS: ReadonlySet<string> = new Set([OUTCOME_PARAM, TOKEN_PARAM])

/** A prerendered variant of a page: its name in file names. */
export type PageVariant = `newsletter-${NewsletterOutcome}`
export const PAGE_VARIANTS: readonly { variant: PageVariant; query: string }[] = NEWSLETTER_OUTCOMES.map((outcome) => ({
  variant: `newsletter-${outcome}` as const,
  query: `?${OUTCOME_PARAM}=${outcome}`,
}))

/** The file a variant of the page at `path` is prerendered to, relative to dist/client. */
export function variantFile(path: string, variant: PageVariant): string {
  return `${path === '/' ? '' : path}/index.${variant}.html`
}

/**
 * How the server answers a page with this query string (with or without its `?`):
 * `''` the page itself, a variant name for a prerendered variant, or null when only
 * the app can answer it.
 */
export function pageVariantFor(search: string): '' | PageVariant | null {
  if (search === '' || search === '?') return ''
  const params = new URLSearchParams(search)
  if (params.has(TOKEN_PARAM)) return null
  const outcomes = params.getAll(OUTCOME_PARAM)
  if (outcomes.length === 0) return ''
  const outcome = outcomes[0]
  if (outcomes.length === 1 && (NEWSLETTER_OUTCOMES as readonly string[]).includes(outcome!)) return `newsletter-${outcome as NewsletterOutcome}`
  return null
}

/** True when the query string has a parameter the app reads. */
export function readsQuery(search: string): boolean {
  if (search === '' || search === '?') return false
  for (const key of new URLSearchParams(search).keys()) if (APP_QUERY_PARAMS.has(key)) return true
  return false
}
