import { createFileRoute } from '@tanstack/react-router'
import { loadUpdatesContent, updatesContent } from '~/components/pages/static-content-loaders'
import { StaticContent } from '~/components/static/static-content'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/updates')({
  // The record's text (the `updates` catalog) for the server render and client-side
  // renders; a first visit hydrates without it (docs/decisions/006).
  loader: loadUpdatesContent,
  head: (ctx) => pageHead('/{-$lang}/updates', ctx),
  component: Page,
})

/** Static content: the server's HTML, never hydrated (static-content.tsx). */
function Page() {
  return <StaticContent content={updatesContent} render={(m) => <m.UpdatesPage />} />
}
