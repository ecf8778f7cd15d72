import { createRouter } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { CSP_NONCE_HEADER } from './app-http/csp-nonce'
import { I18nProvider } from '@lingui/react'
import { routeTree, type FileRoutesByTo } from './routeTree.gen'
import { createI18n } from './i18n/lingui'
import { FallbackText } from './i18n/fallback'
import { localeRewrite } from './i18n/rewrite'
import type { CountryRouteId, PageRouteId } from './i18n/slugs'
// A type only: the list's values stay on the server side.
import type { SERVER_ROUTES } from './app-http/routes'
import { DEFAULT_LANG } from './i18n/languages'
import { bootLang } from './boot/boot-lang'
import { AppError } from './components/layout/app-error'
import { getSiteUrl } from './seo/site-url'

/**
 * The nonce of this response's Content-Security-Policy, drawn by the Node server
 * (server/app-path.ts); undefined in the browser, while prerendering and on the dev server.
 */
const responseNonce = createIsomorphicFn()
  .server(() => getRequestHeader(CSP_NONCE_HEADER) || undefined)
  .client(() => undefined)

// The slug table (app/i18n/slugs.ts) against the route tree generated from app/routes/: a page
// route without its translated slugs, or slugs of a route that is gone, is a compile error here.
type GeneratedPageRouteId = Exclude<Extract<keyof FileRoutesByTo, `/{-$lang}${string}`>, CountryRouteId>
const _SLUG_TABLE_MATCHES_ROUTES: [Exclude<GeneratedPageRouteId, PageRouteId> | Exclude<PageRouteId, GeneratedPageRouteId>] extends [never]
  ? true
  : Exclude<GeneratedPageRouteId, PageRouteId> | Exclude<PageRouteId, GeneratedPageRouteId> = true

// The app's server routes (app/app-http/routes.ts, which the Node server reads to tell the app's
// paths from unknown ones) against the route tree's routes that are not pages: a server route
// added under app/routes/ but not listed there, or listed but gone, is a compile error here.
type GeneratedServerRoute = Exclude<keyof FileRoutesByTo, `/{-$lang}${string}`>
type ListedServerRoute = (typeof SERVER_ROUTES)[number]
const _SERVER_ROUTES_MATCH_ROUTES: [
  Exclude<GeneratedServerRoute, ListedServerRoute> | Exclude<ListedServerRoute, GeneratedServerRoute>,
] extends [never]
  ? true
  : Exclude<GeneratedServerRoute, ListedServerRoute> | Exclude<ListedServerRoute, GeneratedServerRoute> = true

export function getRouter() {
  // In the browser the catalog of the page's language is already loaded (client.tsx); on
  // the server the root route activates the request's language before rendering.
  const i18n = createI18n(bootLang() ?? DEFAULT_LANG)
  const context = { i18n, siteUrl: getSiteUrl() }
  // The app boots when the visitor starts to use a control (app/boot/intent.ts), often
  // far down the page. The router's first render in the browser (hydration) would reset
  // the scroll to the top as after a navigation; it keeps the page where the visitor
  // is instead. Every later render (navigations) restores or resets as usual.
  let hydrating = typeof document !== 'undefined'
  return createRouter({
    routeTree,
    context,
    // SITE_URL is server configuration: it reaches the browser with the router's
    // dehydrated state, before any route runs (docs/decisions/004).
    dehydrate: () => ({ siteUrl: context.siteUrl }),
    hydrate: (data: { siteUrl: string }) => {
      context.siteUrl = data.siteUrl
    },
    rewrite: localeRewrite,
    // The router's own inline scripts (hydration, dehydrated state) carry the nonce.
    ssr: { nonce: responseNonce() },
    scrollRestoration: () => {
      if (!hydrating) return true
      hydrating = false
      return false
    },
    defaultPreload: 'intent',
    defaultErrorComponent: AppError,
    // TanStack Query is loaded on demand, outside React context (app/lib/query.ts).
    // Every <Trans>: English text on a page of a partly translated language says so (lang="en", app/i18n/fallback.tsx).
    Wrap: ({ children }) => (
      <I18nProvider i18n={i18n} defaultComponent={FallbackText}>
        {children}
      </I18nProvider>
    ),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
