import { createFileRoute } from '@tanstack/react-router'
import { AffiliateDisclosurePage } from '~/components/pages/affiliate-disclosure-page'
import { pageHead } from '~/seo/page-head'
import { loadLegalCatalog } from '~/i18n/lingui'

export const Route = createFileRoute('/{-$lang}/affiliate-disclosure')({
  beforeLoad: loadLegalCatalog,
  head: (ctx) => pageHead('/{-$lang}/affiliate-disclosure', ctx),
  component: AffiliateDisclosurePage,
})
