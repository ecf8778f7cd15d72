import { createFileRoute } from '@tanstack/react-router'
import { AffiliateDisclosurePage } from '~/components/pages/affiliate-disclosure-page'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/affiliate-disclosure')({
  head: (ctx) => pageHead('/{-$lang}/affiliate-disclosure', ctx),
  component: AffiliateDisclosurePage,
})
