import { useLingui } from '@lingui/react/macro'
import { SimplePage } from './simple-page'

export function BestVpnsPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Best VPNs`} />
}
export function EncryptedEmailPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Encrypted Email`} />
}
export function PasswordManagersPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Password Managers`} />
}
export function SecureCloudStoragePage() {
  const { t } = useLingui()
  return <SimplePage title={t`Secure Cloud Storage`} />
}
export function BlogPage() {
  const { t } = useLingui()
  return <SimplePage title={t`Blog`} />
}
