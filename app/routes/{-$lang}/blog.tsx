import { createFileRoute } from '@tanstack/react-router'
import { BlogPage } from '~/components/pages/coming-soon-pages'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/blog')({
  head: (ctx) => pageHead('/{-$lang}/blog', ctx),
  component: BlogPage,
})
