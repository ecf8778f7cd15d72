import { assertProductionConfig, getConfig } from '~/config.server'
import type { ContactAddresses, ControllerIdentity } from './contact.schema'

/** The three public mailboxes (docs/product.md#contact), from CONTACT_EMAIL_* in the environment. */
export function contactAddresses(): ContactAddresses {
  const config = getConfig()
  return {
    general: config.CONTACT_EMAIL_GENERAL,
    tools: config.CONTACT_EMAIL_TOOLS,
    press: config.CONTACT_EMAIL_PRESS,
  }
}

/**
 * The data controller (GDPR Art. 13(1)(a)), from CONTROLLER_* in the environment.
 * Read while the build prerenders the privacy and contact pages: a production build
 * without them stops here instead of baking the example values into the pages.
 */
export function controllerIdentity(): ControllerIdentity {
  assertProductionConfig()
  const config = getConfig()
  return { name: config.CONTROLLER_NAME, address: config.CONTROLLER_ADDRESS, email: config.CONTROLLER_EMAIL }
}
