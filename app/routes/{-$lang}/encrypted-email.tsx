import { createFileRoute } from '@tanstack/react-router'
import { EncryptedEmailPage } from '~/components/pages/coming-soon-pages'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/encrypted-email')({
  head: (ctx) => pageHead('/{-$lang}/encrypted-email', ctx),
  component: EncryptedEmailPage,
})
