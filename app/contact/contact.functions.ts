import { createServerFn } from '@tanstack/react-start'

import type { ContactAddresses, ControllerIdentity } from './contact.schema'

/**
 * The contact page's mailbox addresses, from server configuration (CONTACT_EMAIL_*),
 * never from client code. The route loader calls this during the server render —
 * which, with the pages prerendered, happens at build time, so the build must see
 * the same CONTACT_EMAIL_* as the running server — and on client-side navigation the
 * browser asks our own server for them.
 */
export const getContactAddresses = createServerFn({ method: 'GET' }).handler(async (): Promise<ContactAddresses> => {
  const { contactAddresses } = await import('./contact.server')
  return contactAddresses()
})

/** The data controller's identity (CONTROLLER_*), baked into the prerendered pages exactly like the mailboxes. */
export const getControllerIdentity = createServerFn({ method: 'GET' }).handler(async (): Promise<ControllerIdentity> => {
  const { controllerIdentity } = await import('./contact.server')
  return controllerIdentity()
})
