import { createFileRoute } from '@tanstack/react-router'
import { StaticIsland } from '~/components/island/static-island'
import { legalIsland, loadLegalIsland } from '~/components/pages/legal-island'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/privacy-policy')({
  // The document and its text (the `legal` catalog), for the server render and for
  // client-side navigations; a first visit hydrates without them (docs/decisions/006).
  loader: loadLegalIsland,
  head: (ctx) => pageHead('/{-$lang}/privacy-policy', ctx),
  component: () => <StaticIsland island={legalIsland} render={(m) => <m.PrivacyPolicyPage />} />,
})
