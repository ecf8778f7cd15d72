import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { resolvePublicPath } from './i18n/slugs'
import { sanitizePathname } from './i18n/rewrite'
import { healthResponse } from './health.server'

/**
 * Server entry: answers the permanent redirects of the slug table (308) before the
 * router sees the request — the router alone would answer them with a 307.
 * Everything else, unknown paths included (→ 404 page), goes to TanStack Start.
 */
export default createServerEntry({
  fetch(request, opts) {
    const url = new URL(request.url)
    // A malformed escape (`/%E0%A4%A`) would otherwise be answered "400 Bad Request" in
    // plain text; the router gets the sanitised path so the visitor sees the 404 page.
    const clean = sanitizePathname(url.pathname)
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (clean === '/healthz') return healthResponse()
      const resolution = resolvePublicPath(clean)
      if (resolution.kind === 'redirect') {
        return new Response(null, {
          status: 308,
          headers: { location: resolution.location + url.search, 'cache-control': 'public, max-age=3600' },
        })
      }
    }
    if (clean !== url.pathname) {
      url.pathname = clean
      return handler.fetch(new Request(url, request), opts)
    }
    return handler.fetch(request, opts)
  },
})
