import { useLingui } from '@lingui/react/macro'
import { SimplePage } from './simple-page'

export function TermsPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Terms of Service`} />
}
