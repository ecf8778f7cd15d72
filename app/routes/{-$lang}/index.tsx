import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/components/pages/home-page'
import { loadHomeStrings } from '~/components/pages/page-strings'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/')({
  // The static sections' strings, for the server render and for client-side renders;
  // a first visit hydrates without them (docs/decisions/006).
  loader: loadHomeStrings,
  head: (ctx) => pageHead('/{-$lang}', ctx),
  component: HomePage,
})
