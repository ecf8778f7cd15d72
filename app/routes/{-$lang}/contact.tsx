import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '~/components/pages/contact-page'
import { getContactAddresses } from '~/contact/contact.functions'

export const Route = createFileRoute('/{-$lang}/contact')({
  // Mailbox addresses come from server configuration; they do not change during a visit.
  loader: () => getContactAddresses(),
  staleTime: Infinity,
  component: ContactPage,
})
