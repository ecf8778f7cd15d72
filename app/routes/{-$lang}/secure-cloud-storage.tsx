import { createFileRoute } from '@tanstack/react-router'
import { SecureCloudStoragePage } from '~/components/pages/coming-soon-pages'
import { pageHead } from '~/seo/page-head'

export const Route = createFileRoute('/{-$lang}/secure-cloud-storage')({
  head: (ctx) => pageHead('/{-$lang}/secure-cloud-storage', ctx),
  component: SecureCloudStoragePage,
})
