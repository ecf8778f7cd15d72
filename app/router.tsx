import { createRouter } from '@tanstack/react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import { routeTree } from './routeTree.gen'
import { createI18n } from './i18n/lingui'
import { localeRewrite } from './i18n/rewrite'
import { isLocale, DEFAULT_LOCALE } from './i18n/languages'
import { AppError } from './components/layout/app-error'
import { getSiteUrl } from './seo/site-url'

/**
 * Spec §9 Data fetching: 3 retries, exponential backoff capped at 30 s, GC after 5 min
 * — in the browser. On the server every request has its own client that dies with
 * the request; a 5-minute GC timer there kept each render's queries (and all they
 * reference) alive for 5 minutes: ~70 KB per server render, hundreds of MB under load
 * (scripts/loadtest.mjs). Infinity means no timer: TanStack Query's server default.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: typeof window === 'undefined' ? Infinity : 5 * 60 * 1000,
      },
    },
  })
}

export function getRouter() {
  // In the browser the catalog of the page's language is already loaded (client.tsx).
  const initial = typeof document === 'undefined' ? DEFAULT_LOCALE : document.documentElement.lang
  const i18n = createI18n(isLocale(initial) ? initial : DEFAULT_LOCALE)
  const queryClient = createQueryClient()
  const context = { i18n, queryClient, siteUrl: getSiteUrl() }
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
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultErrorComponent: AppError,
    Wrap: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </QueryClientProvider>
    ),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
