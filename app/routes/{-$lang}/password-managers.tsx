import { createFileRoute } from '@tanstack/react-router'
import { PasswordManagersPage } from '~/components/pages/coming-soon-pages'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/password-managers')({
  head: (ctx) => pageHead('/{-$lang}/password-managers', ctx),
  component: PasswordManagersPage,
})
