import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '~/components/pages/contact-page'
import { getContactAddresses, getControllerIdentity } from '~/contact/contact.functions'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/contact')({
  head: (ctx) => pageHead('/{-$lang}/contact', ctx),
  // Mailbox addresses and the controller's identity come from server configuration;
  // they do not change during a visit.
  loader: async () => {
    const [addresses, controller] = await Promise.all([getContactAddresses(), getControllerIdentity()])
    return { addresses, controller }
  },
  staleTime: Infinity,
  component: ContactPage,
})
