import { createFileRoute } from '@tanstack/react-router'
import { legalContent, loadLegalContent } from '~/components/pages/static-content-loaders'
import { StaticContent } from '~/components/static/static-content'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/affiliate-disclosure')({
  // The document's text (the `legal` catalog) for the server render and client-side
  // renders; a first visit hydrates without it (docs/decisions/006).
  loader: loadLegalContent,
  head: (ctx) => pageHead('/{-$lang}/affiliate-disclosure', ctx),
  component: Page,
})

/** Static content: the server's HTML, never hydrated (static-content.tsx). */
function Page() {
  return <StaticContent content={legalContent} render={(m) => <m.AffiliateDisclosurePage />} />
}
