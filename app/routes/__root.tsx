import type { ReactNode } from 'react'
import { createRootRouteWithContext, HeadContent, Scripts, useRouter } from '@tanstack/react-router'
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { activateLocale, loadCatalog } from '~/i18n/lingui'
import { localeOfPath } from '~/i18n/slugs'
import { getLanguage, isLang, DEFAULT_LANG } from '~/i18n/languages'
import { PRE_PAINT_SCRIPT } from '~/i18n/pre-paint'
import { SiteLayout } from '~/components/layout/site-layout'
import { NotFoundPage } from '~/components/layout/not-found-page'
import { AppError } from '~/components/layout/app-error'
import { siteHead } from '~/seo/site-head'
import { OgLocaleAlternates } from '~/seo/og-locale-alternates'
import stylesheet from '~/styles.css?url'

export interface RouterContext {
  i18n: I18n
  /** SITE_URL, absolute, without trailing slash (docs/decisions/004). */
  siteUrl: string
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The language of every page — including not-found pages — is the one of its URL.
  beforeLoad: async ({ location, context, preload }) => {
    const locale = localeOfPath(location.pathname)
    // A preload (hovering a link) only warms the catalog; the page keeps its language.
    if (preload) await loadCatalog(locale)
    else await activateLocale(context.i18n, locale)
    return { locale }
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
  const { i18n } = useLingui()
  const locale = isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG
  const nonce = useRouter().options.ssr?.nonce
  return (
    // The pre-paint script may mark <html> pending before React hydrates.
    <html lang={getLanguage(locale).tag} suppressHydrationWarning>
      <head>
        {/* Allowed by its hash in a prerendered page, by the response's nonce in one rendered per request. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />
        <HeadContent />
        <OgLocaleAlternates locale={locale} />
      </head>
      <body>
        <SiteLayout>{children}</SiteLayout>
        <Scripts />
      </body>
    </html>
  )
}
