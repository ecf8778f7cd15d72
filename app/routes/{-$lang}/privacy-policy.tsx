import { createFileRoute } from '@tanstack/react-router'
import { legalContent, loadLegalContent } from '~/components/pages/static-content-loaders'
import { StaticContent } from '~/components/static/static-content'
import { getControllerIdentity } from '~/contact/contact.functions'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/privacy-policy')({
  // The document's text (the `legal` catalog) for the server render and client-side
  // renders; a first visit hydrates without it (docs/decisions/006). The controller's
  // identity comes from server configuration, like the contact page's mailboxes
  // (baked into the prerendered page at build time).
  loader: async (ctx) => {
    const [, controller] = await Promise.all([loadLegalContent(ctx), getControllerIdentity()])
    return controller
  },
  staleTime: Infinity,
  head: (ctx) => pageHead('/{-$lang}/privacy-policy', ctx),
  component: Page,
})

/** Static content: the server's HTML, never hydrated (static-content.tsx). */
function Page() {
  return <StaticContent content={legalContent} render={(m) => <m.PrivacyPolicyPage />} />
}
