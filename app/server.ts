import handler, { createServerEntry } from '@tanstack/react-start/server-entry'
import { resolvePublicPath } from './i18n/slugs'
import { sanitizePathname } from './i18n/rewrite'
import { healthResponse, registerHealthCheck } from './app-http/health.server'
import { languageSwitchResponse } from './app-http/language-switch.server'
import { handleNewsletterPost } from './newsletter/newsletter-post.server'
import { newsletterStoreHealthy } from './newsletter/newsletter.server'
import { handleTokenPost } from './newsletter/token-post.server'
import { guardServerFn, isServerFnPath } from './app-http/server-fn-guard.server'
import { SERVER_FUNCTIONS } from './app-http/server-functions.server'
import { HEALTH_PATH } from './app-http/routes'
import { REDIRECT_CACHE } from './app-http/cache'
import { redirect } from './app-http/redirect'
import { readForm } from './app-http/body'
import { pagePost } from './app-http/page-post'
import { assertProductionConfig, getConfig } from './config.server'
import { feedResponse } from './seo/feed.server'
import { homeSearchRedirect } from './search/search-query'

// Invalid configuration stops the server (and the build) here, not on a visitor's request;
// a public SITE_URL also needs the controller's identity (CONTROLLER_*).
getConfig()
assertProductionConfig()
registerHealthCheck('newsletter', newsletterStoreHealthy)

/**
 * For the production server (server/serve.ts), which imports this entry from the build:
 * start the newsletter's maintenance when it listens, finish started work and close the
 * stores when it stops. The build's renders import the entry too and start nothing.
 */
export { startNewsletter } from './newsletter/maintenance.server'
export { shutdown } from './app-http/shutdown.server'
/** Where the server's page-view and click counts go, and the app's numbers for its metrics (server/serve.ts). */
export { siteCounterSink, opsSnapshot } from '../server/ops.server'
/**
 * The app's server functions (URL path → method): the Node server answers a call to any
 * other id, or with another method, without reading its body (server/fast-path.ts).
 */
export const serverFunctions = SERVER_FUNCTIONS

/**
 * Server entry: answers the permanent redirects of the slug table (308) before the
 * router sees the request — the router alone would answer them with a 307. Every
 * Location goes through app/app-http/redirect.ts; the Node server (server/app-path.ts)
 * checks the app's answers again, the router's own redirects included.
 * Everything else, unknown paths included (→ 404 page), goes to TanStack Start.
 */
const entry = createServerEntry({
  async fetch(request, opts) {
    const url = new URL(request.url)
    const page = pagePost(request)
    if (page) {
      // A form posted to a page: its body is read once, here, and each handler gets the fields.
      const form = await readForm(request)
      // The confirm and unsubscribe pages' buttons, and RFC 8058 one-click unsubscribe.
      const tokenPage = await handleTokenPost(request, { form, page })
      if (tokenPage) return tokenPage
      // The newsletter form without JavaScript posts to the page it is on.
      const newsletter = await handleNewsletterPost(request, { form, page })
      if (newsletter) return newsletter
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (url.pathname === HEALTH_PATH) return healthResponse()
      const feed = await feedResponse(url.pathname)
      if (feed) return feed
      const languageSwitch = languageSwitchResponse(request, url)
      if (languageSwitch) return languageSwitch
      // A home page's `?q=` is a search: the search page answers it (app/search/search-query.ts).
      const search = homeSearchRedirect(url.pathname, url.search)
      const toSearch = search && redirect(303, search)
      if (toSearch) return toSearch
      const resolution = resolvePublicPath(url.pathname)
      if (resolution.kind === 'redirect') {
        const permanent =
          redirect(308, resolution.location + url.search, REDIRECT_CACHE) ?? redirect(308, resolution.location, REDIRECT_CACHE)
        if (permanent) return permanent
      }
    }
    return handler.fetch(request, opts)
  },
})

type Entry = typeof entry

/**
 * Outermost layer, before Start's request scope: a malformed escape (`/%E0%A4%A`,
 * `/%c0%af`) would be answered "400 Bad Request" with an empty body by Start. The
 * path is sanitised instead (docs/product.md#malformed-paths: a console warning), so the visitor gets the
 * router's 404 page in the prefix's language. Server-function calls are screened
 * first, so a malformed one is a 4xx and never a 5xx (app/app-http/server-fn-guard.server.ts).
 */
export default {
  fetch(request: Request, opts?: Parameters<Entry['fetch']>[1]) {
    const url = new URL(request.url)
    if (isServerFnPath(url.pathname)) return guardServerFn(request, SERVER_FUNCTIONS, async (screened) => entry.fetch(screened, opts))
    const clean = sanitizePathname(url.pathname)
    if (clean === url.pathname) return entry.fetch(request, opts)
    url.pathname = clean
    return entry.fetch(new Request(url, request), opts)
  },
} satisfies Entry
