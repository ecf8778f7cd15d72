import { PRIVACY_POLICY } from '~/content/legal/privacy-policy'
import { LegalDocument } from './legal/legal-document'

export function PrivacyPolicyPage() {
  return <LegalDocument content={PRIVACY_POLICY} />
}
