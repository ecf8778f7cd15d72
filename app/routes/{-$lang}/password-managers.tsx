import { createFileRoute } from '@tanstack/react-router'
import { PasswordManagersPage } from '~/components/pages/coming-soon-pages'

export const Route = createFileRoute('/{-$lang}/password-managers')({
  component: PasswordManagersPage,
})
