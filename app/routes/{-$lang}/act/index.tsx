import { createFileRoute } from '@tanstack/react-router'
import { ActIndexPage } from '~/components/act-shell/act-index-page'
import { loadActContent } from '~/components/pages/static-content-loaders'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/act/')({
  // The action pages' strings and code for the server render and client-side renders;
  // a first visit hydrates without them (docs/decisions/006).
  loader: loadActContent,
  head: (ctx) => pageHead('/{-$lang}/act', ctx),
  component: ActIndexPage,
})
