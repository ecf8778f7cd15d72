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
/**
 * The site search's results (docs/product.md#search, docs/security.md "Site search"): kept by
 * no cache. They depend only on the URL, but the URL holds what the visitor typed — often a
 * person's name — which no shared cache should keep as a key, and a CDN configured to
 * drop query parameters from its keys (README, "Production") would otherwise answer one
 * query with another's results. Each search costs the server about a page (the index is
 * in memory), so nothing is gained by storing them.
 */
export const SEARCH_CACHE = 'private, no-store'
/**
 * Every answer of the app's server functions (app/app-http/server-fn-guard.server.ts): they
 * answer one visitor — the country of their address (app/geo/geo.functions.ts), their
 * subscription (app/newsletter/newsletter.functions.ts), their search — so no cache keeps
 * one, and a CDN that caches by default never hands one visitor's answer to the next.
 */
export const SERVER_FUNCTION_CACHE = 'private, no-store'
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
