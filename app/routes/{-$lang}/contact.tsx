import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '~/components/pages/contact-page'
import { getContactAddresses } from '~/contact/contact.functions'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/contact')({
  head: (ctx) => pageHead('/{-$lang}/contact', ctx),
  // Mailbox addresses come from server configuration; they do not change during a visit.
  loader: () => getContactAddresses(),
  staleTime: Infinity,
  component: ContactPage,
})
