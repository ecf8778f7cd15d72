import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/components/pages/home-page'
import { homeIsland } from '~/components/pages/home-island'
import { DEFAULT_LOCALE, isPrefixedLocale } from '~/i18n/languages'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/')({
  // The static sections' module and strings, for the server render and for client-side
  // navigations; a first visit hydrates without them (docs/decisions/006).
  loader: async ({ context, params }) => {
    await homeIsland.prepare(context.i18n, isPrefixedLocale(params.lang) ? params.lang : DEFAULT_LOCALE)
  },
  head: (ctx) => pageHead('/{-$lang}', ctx),
  component: HomePage,
})
