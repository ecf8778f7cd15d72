import { createFileRoute } from '@tanstack/react-router'
import { UnsubscribePage } from '~/components/pages/newsletter-token-page'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/newsletter/unsubscribe')({
  head: (ctx) => pageHead('/{-$lang}/newsletter/unsubscribe', ctx),
  component: UnsubscribePage,
})
