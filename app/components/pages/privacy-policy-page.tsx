import { useLingui } from '@lingui/react/macro'
import { SimplePage } from './simple-page'

export function PrivacyPolicyPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Privacy Policy`} />
}
