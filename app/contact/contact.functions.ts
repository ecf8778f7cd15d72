import { createServerFn } from '@tanstack/react-start'

export interface ContactAddresses {
  general: string
  tools: string
  press: string
}

/**
 * The contact page's mailbox addresses, from server configuration (CONTACT_EMAIL_*),
 * never from client code. The route loader calls this during the server render —
 * which, with the 40 pages prerendered, happens at build time, so the build must see
 * the same CONTACT_EMAIL_* as the running server — and on client-side navigation the
 * browser asks our own server for them.
 */
export const getContactAddresses = createServerFn({ method: 'GET' }).handler(async (): Promise<ContactAddresses> => {
  const { contactAddresses } = await import('./contact.server')
  return contactAddresses()
})
