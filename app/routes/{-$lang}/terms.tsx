import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '~/components/pages/terms-page'
import { pageHead } from '~/seo/page-head'
import { loadLegalCatalog } from '~/i18n/lingui'

export const Route = createFileRoute('/{-$lang}/terms')({
  beforeLoad: loadLegalCatalog,
  head: (ctx) => pageHead('/{-$lang}/terms', ctx),
  component: TermsPage,
})
