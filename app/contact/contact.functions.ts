import { createServerFn } from '@tanstack/react-start'

export interface ContactAddresses {
  general: string
  tools: string
  press: string
}

/**
 * The contact page's mailbox addresses. They live in server configuration so an
 * operator can change them without a rebuild; the route loader calls this during
 * the server render, and only on client-side navigation does the browser ask our
 * own server for them.
 */
export const getContactAddresses = createServerFn({ method: 'GET' }).handler(
  async (): Promise<ContactAddresses> => {
    const { contactAddresses } = await import('./contact.server')
    return contactAddresses()
  },
)
