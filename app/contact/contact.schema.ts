/*
 * What the contact server functions return (contact.functions.ts), shared with the server
 * module that reads it from the configuration (contact.server.ts) and the pages that show it —
 * one file set: functions, server, schema (README, "What lives where", app/contact).
 */

export interface ContactAddresses {
  general: string
  tools: string
  press: string
}

/** Who is responsible for the processing (GDPR Art. 13(1)(a)): name, postal address, email. */
export interface ControllerIdentity {
  name: string
  address: string
  email: string
}
