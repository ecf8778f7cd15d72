import type { ReactNode } from 'react'
import { createRootRouteWithContext, HeadContent, Scripts, useRouter } from '@tanstack/react-router'
import type { I18n } from '@lingui/core'
import { activateLocale, loadCatalog } from '~/i18n/lingui'
import { langOfPath } from '~/i18n/slugs'
import { getLanguage } from '~/i18n/languages'
import { LangProvider } from '~/i18n/use-lang'
import { PRE_PAINT_SCRIPT } from '~/boot/pre-paint'
import { SiteLayout } from '~/components/layout/site-layout'
import { NotFoundPage } from '~/components/layout/not-found-page'
import { AppError } from '~/components/layout/app-error'
import { siteHead } from '~/seo/site-head'
import { OgLocaleAlternates } from '~/seo/og-locale-alternates'
import stylesheet from '~/styles.css?url'

export interface RouterContext {
  /** Lingui, activated in the page's language by beforeLoad below. */
  i18n: I18n
  /** SITE_URL, absolute, without trailing slash (docs/decisions/004). */
  siteUrl: string
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // THE place that decides a page's language, on the server and in the browser
  // (docs/decisions/018-one-owner-for-the-language.md): the `{-$lang}` segment of the
  // router's path, English without one — for every page, not-found pages included (a
  // path that matches no route has no `{-$lang}` match, and the root's own params never
  // hold a child's). Everything else receives it: `context.lang` (heads, loaders), the
  // LangProvider below (components: useLang), the Lingui instance activated here.
  beforeLoad: async ({ location, context, preload }) => {
    const lang = langOfPath(location.pathname)
    // A preload (hovering a link) only warms the catalog; the page keeps its language.
    if (preload) await loadCatalog(lang)
    else await activateLocale(context.i18n, lang)
    return { lang }
  },
  head: (ctx) => {
    const site = siteHead(ctx)
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'color-scheme', content: 'light dark' },
        ...site.meta,
      ],
      links: [{ rel: 'stylesheet', href: stylesheet }, ...site.links],
    }
  },
  shellComponent: RootDocument,
  notFoundComponent: NotFoundPage,
  errorComponent: AppError,
})

function RootDocument({ children }: { children: ReactNode }) {
  const lang = Route.useRouteContext({ select: (context) => context.lang })
  const nonce = useRouter().options.ssr?.nonce
  return (
    // The pre-paint script may mark <html> pending before React hydrates.
    <html lang={getLanguage(lang).tag} suppressHydrationWarning>
      <head>
        {/* Allowed by its hash in a prerendered page, by the response's nonce in one rendered per request. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />
        <HeadContent />
        <OgLocaleAlternates lang={lang} />
      </head>
      <body>
        <LangProvider lang={lang}>
          <SiteLayout>{children}</SiteLayout>
        </LangProvider>
        <Scripts />
      </body>
    </html>
  )
}
