import { createFileRoute } from '@tanstack/react-router'
import { StaticIsland } from '~/components/island/static-island'
import { legalIsland, loadLegalIsland } from '~/components/pages/legal-island'
import { getControllerIdentity } from '~/contact/contact.functions'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/privacy-policy')({
  // The document and its text (the `legal` catalog), for the server render and for
  // client-side navigations; a first visit hydrates without them (docs/decisions/006).
  // The controller's identity comes from server configuration, like the contact
  // page's mailboxes (baked into the prerendered page at build time).
  loader: async (ctx) => {
    const [, controller] = await Promise.all([loadLegalIsland(ctx), getControllerIdentity()])
    return controller
  },
  staleTime: Infinity,
  head: (ctx) => pageHead('/{-$lang}/privacy-policy', ctx),
  component: () => <StaticIsland island={legalIsland} render={(m) => <m.PrivacyPolicyPage />} />,
})
