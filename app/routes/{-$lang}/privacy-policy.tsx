import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '~/components/pages/privacy-policy-page'

export const Route = createFileRoute('/{-$lang}/privacy-policy')({
  component: PrivacyPolicyPage,
})
