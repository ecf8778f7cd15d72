import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '~/components/pages/contact-page'

export const Route = createFileRoute('/{-$lang}/contact')({
  component: ContactPage,
})
