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
    if (request.method === 'GET' || request.method === 'HEAD') {
      const url = new URL(request.url)
      if (url.pathname === '/healthz') return healthResponse()
      const resolution = resolvePublicPath(sanitizePathname(url.pathname))
      if (resolution.kind === 'redirect') {
        return new Response(null, {
          status: 308,
          headers: { location: resolution.location + url.search, 'cache-control': 'public, max-age=3600' },
        })
      }
    }
    return handler.fetch(request, opts)
  },
})
