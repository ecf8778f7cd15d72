// "Is this request a form posted to a page?" — answered here and nowhere else
// (docs/decisions/027-one-http-room-per-side.md). A page's methods are GET, HEAD and POST
// (PAGE_METHODS, ./methods.ts): the Node server lets a POST to a page through to the app
// (server/fast-path.ts), and the app's server entry (app/server.ts) asks `pagePost` which page it
// was, then hands the page to the form handlers (app/newsletter/token-post.server.ts,
// app/newsletter/newsletter-post.server.ts), which ask the same function when called alone.
import { sanitizePathname } from '~/i18n/rewrite'
import { resolvePublicPath, type PathResolution } from '~/i18n/slugs'

/** A page of the slug table, resolved from the path a form was posted to. */
export type PostedPage = Extract<PathResolution, { kind: 'page' }>

/**
 * The page of the slug table a POST is sent to, or null when the request is not a POST or its
 * path is not a page. The path is sanitised first, as the router does with a malformed escape
 * (app/i18n/rewrite.ts), so the handlers and the router agree on the page.
 */
export function pagePost(request: Request): PostedPage | null {
  if (request.method !== 'POST') return null
  const page = resolvePublicPath(sanitizePathname(new URL(request.url).pathname))
  return page.kind === 'page' ? page : null
}
