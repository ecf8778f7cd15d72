import { getConfig } from '~/config.server'
import type { ContactAddresses } from './contact.functions'

/** The three public mailboxes (docs/product.md#contact), from CONTACT_EMAIL_* in the environment. */
export function contactAddresses(): ContactAddresses {
  const config = getConfig()
  return {
    general: config.CONTACT_EMAIL_GENERAL,
    tools: config.CONTACT_EMAIL_TOOLS,
    press: config.CONTACT_EMAIL_PRESS,
  }
}
