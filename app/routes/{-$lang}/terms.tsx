import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '~/components/pages/terms-page'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/terms')({
  head: (ctx) => pageHead('/{-$lang}/terms', ctx),
  component: TermsPage,
})
