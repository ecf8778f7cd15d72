import { createFileRoute } from '@tanstack/react-router'
import { AffiliateDisclosurePage } from '~/components/pages/affiliate-disclosure-page'

export const Route = createFileRoute('/{-$lang}/affiliate-disclosure')({
  component: AffiliateDisclosurePage,
})
