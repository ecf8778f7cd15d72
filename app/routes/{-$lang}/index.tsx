import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/components/pages/home-page'
import { loadHomeContent } from '~/components/pages/static-content-loaders'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/')({
  // The static sections' strings (and, in the browser, code) for the server render and
  // client-side renders; a first visit hydrates without them (docs/decisions/006).
  loader: loadHomeContent,
  head: (ctx) => pageHead('/{-$lang}', ctx),
  component: HomePage,
})
