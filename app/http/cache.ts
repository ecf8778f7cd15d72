// Cache rules, one place for the Node server and the static-host headers file.

/** Prerendered pages: shared caches may keep them 5 minutes, then revalidate (ETag). */
export const PAGE_CACHE = 'public, max-age=300, must-revalidate'
/** Assets under /assets/ have a content hash in their name: cached for a year. */
export const HASHED_ASSET_MAX_AGE = 31_536_000
// The value srvx's static middleware sends (server/app-path.ts), written into _headers as is.
export const HASHED_ASSET_CACHE = `max-age=${HASHED_ASSET_MAX_AGE}, immutable`
/** Other public files (icons, manifest): an hour. */
export const PUBLIC_FILE_MAX_AGE = 3600
/** HTML rendered per request (not-found pages, results with a query): never reused. */
export const DYNAMIC_HTML_CACHE = 'no-cache'
/** A response whose body depends on the request's Referer (the not-found page with Go Back filled in): never shared. */
export const REFERRER_DEPENDENT_CACHE = 'private, no-store'
/** The server routes' generated files (robots.txt, sitemap.xml, security.txt): an hour. */
export const SERVER_ROUTE_CACHE = 'public, max-age=3600'
/** The permanent redirects of the slug table. */
export const REDIRECT_CACHE = 'public, max-age=3600'

export const HASHED_ASSET_PREFIX = '/assets/'

/**
 * A tool's /go/ redirect (server/fast-path.ts): never stored, so each click reaches the
 * server (one count) and a changed link takes effect at once.
 */
export const GO_CACHE = 'no-store'
