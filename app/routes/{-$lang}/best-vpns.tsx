import { createFileRoute } from '@tanstack/react-router'
import { BestVpnsPage } from '~/components/pages/coming-soon-pages'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/best-vpns')({
  head: (ctx) => pageHead('/{-$lang}/best-vpns', ctx),
  component: BestVpnsPage,
})
