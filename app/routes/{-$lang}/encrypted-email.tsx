import { createFileRoute } from '@tanstack/react-router'
import { EncryptedEmailPage } from '~/components/pages/coming-soon-pages'

export const Route = createFileRoute('/{-$lang}/encrypted-email')({
  component: EncryptedEmailPage,
})
