import { TERMS } from '~/content/legal/terms'
import { LegalDocument } from './legal/legal-document'

export function TermsPage() {
  return <LegalDocument content={TERMS} />
}
