import { createFileRoute } from '@tanstack/react-router'
import { SecureCloudStoragePage } from '~/components/pages/coming-soon-pages'

export const Route = createFileRoute('/{-$lang}/secure-cloud-storage')({
  component: SecureCloudStoragePage,
})
