import { createFileRoute } from '@tanstack/react-router'
import { ConfirmPage } from '~/components/pages/newsletter-token-page'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/newsletter/confirm')({
  head: (ctx) => pageHead('/{-$lang}/newsletter/confirm', ctx),
  component: ConfirmPage,
})
