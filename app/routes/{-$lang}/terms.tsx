import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '~/components/pages/terms-page'

export const Route = createFileRoute('/{-$lang}/terms')({
  component: TermsPage,
})
