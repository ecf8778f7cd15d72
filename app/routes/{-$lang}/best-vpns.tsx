import { createFileRoute } from '@tanstack/react-router'
import { BestVpnsPage } from '~/components/pages/coming-soon-pages'

export const Route = createFileRoute('/{-$lang}/best-vpns')({
  component: BestVpnsPage,
})
