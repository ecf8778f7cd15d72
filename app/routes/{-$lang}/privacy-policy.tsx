import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '~/components/pages/privacy-policy-page'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/privacy-policy')({
  head: (ctx) => pageHead('/{-$lang}/privacy-policy', ctx),
  component: PrivacyPolicyPage,
})
