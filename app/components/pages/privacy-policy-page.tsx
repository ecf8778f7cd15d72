import { getRouteApi } from '@tanstack/react-router'
import { PRIVACY_POLICY } from '~/content/legal/privacy-policy'
import { ControllerDetails } from './controller-details'
import { LegalDocument } from './legal/legal-document'

const route = getRouteApi('/{-$lang}/privacy-policy')

export function PrivacyPolicyPage() {
  // The controller's identity comes from server configuration (the route's loader).
  const controller = route.useLoaderData()
  return <LegalDocument content={PRIVACY_POLICY} slots={{ controller: <ControllerDetails controller={controller} /> }} />
}
