import { AFFILIATE_DISCLOSURE } from '~/content/legal/affiliate-disclosure'
import { LegalDocument } from './legal/legal-document'

export function AffiliateDisclosurePage() {
  return <LegalDocument content={AFFILIATE_DISCLOSURE} />
}
