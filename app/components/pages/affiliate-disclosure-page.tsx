import { useLingui } from '@lingui/react/macro'
import { SimplePage } from './simple-page'

export function AffiliateDisclosurePage() {
  const { t } = useLingui()
  return <SimplePage title={t`Affiliate Disclosure`} />
}
