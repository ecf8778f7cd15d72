import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '~/components/pages/home-page'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/')({
  head: (ctx) => pageHead('/{-$lang}', ctx),
  component: HomePage,
})
