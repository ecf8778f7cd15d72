import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/components/pages/home-page'
import { loadHomeIsland } from '~/components/pages/home-island'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/')({
  // The static sections' module and strings, for the server render and for client-side
  // navigations; a first visit hydrates without them (docs/decisions/006).
  loader: loadHomeIsland,
  head: (ctx) => pageHead('/{-$lang}', ctx),
  component: HomePage,
})
