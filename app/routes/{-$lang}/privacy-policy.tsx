import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPolicyPage } from '~/components/pages/privacy-policy-page'
import { pageHead } from '~/seo/page-head'
import { loadLegalCatalog } from '~/i18n/lingui'

export const Route = createFileRoute('/{-$lang}/privacy-policy')({
  beforeLoad: loadLegalCatalog,
  head: (ctx) => pageHead('/{-$lang}/privacy-policy', ctx),
  component: PrivacyPolicyPage,
})
