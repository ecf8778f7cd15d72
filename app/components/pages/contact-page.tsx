import { useLingui } from '@lingui/react/macro'
import { SimplePage } from './simple-page'

export function ContactPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Contact`} />
}
