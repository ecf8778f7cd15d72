import type { Letter } from './letters.ts'

/**
 * The ways a visitor sends a letter of the "Act now" pages (docs/product.md#act-now), all plain
 * links in the server's HTML: a `mailto:` link for their own mail program (RFC 6068), and compose
 * links of the two big webmail services for a visitor without one. Nothing is requested before
 * the visitor clicks, and our server never sees a letter. The page also shows the letter as plain
 * text beside its buttons (app/components/act/letter-options.tsx): the same subject and body in
 * every form.
 */

/**
 * The longest `mailto:` link we hand out, counted as the browser reads the `href` (percent-encoded).
 * Longer links fail in some mail programs: Outlook on Windows and Chrome's handoff to it cut or
 * refuse links of about 2,000 characters and more. A letter in Greek or Bulgarian takes six
 * characters a letter once encoded: when the body does not fit, the link carries the address and
 * the subject only, and the page says to paste the body from the text beside it.
 */
export const MAILTO_MAX_LENGTH = 2000

/**
 * A plain address, one recipient: no query, no second address, no encoded character, nothing a
 * mail program would read as another header (`?bcc=`, `%0A`, `,`). The MEPs' addresses are
 * further held to the Parliament's domain by `npm run content:check` (app/content/meps/check.ts).
 */
const PLAIN_ADDRESS = /^[A-Za-z0-9][A-Za-z0-9._'+-]*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/

export function assertPlainAddress(address: string): string {
  if (!PLAIN_ADDRESS.test(address)) throw new Error(`not a plain e-mail address: ${JSON.stringify(address)}`)
  return address
}

/** A `mailto:` URL to one recipient with a subject and a body (RFC 6068: percent-encoded, CRLF as %0D%0A). */
export function mailtoHref(address: string, letter: Letter): string {
  return `mailto:${assertPlainAddress(address)}?subject=${encodeURIComponent(letter.subject)}&body=${encodeURIComponent(letter.body)}`
}

/** Every way to send one letter to one address. */
export interface LetterLinks {
  /** The `mailto:` link: with the body when it fits MAILTO_MAX_LENGTH, else with the subject only. */
  mailto: string
  /** False when the body had to stay out of the `mailto:` link (the visitor pastes it). */
  mailtoHasBody: boolean
  /** Gmail's compose window, filled in (https://mail.google.com/mail/?view=cm). */
  gmail: string
  /** Outlook.com's compose window, filled in (its "deeplink/compose" address). */
  outlook: string
}

export function letterLinks(address: string, letter: Letter): LetterLinks {
  const full = mailtoHref(address, letter)
  const mailtoHasBody = full.length <= MAILTO_MAX_LENGTH
  const to = encodeURIComponent(address)
  const subject = encodeURIComponent(letter.subject)
  const body = encodeURIComponent(letter.body)
  return {
    mailto: mailtoHasBody ? full : `mailto:${address}?subject=${subject}`,
    mailtoHasBody,
    gmail: `https://mail.google.com/mail/?view=cm&fs=1&to=${to}&su=${subject}&body=${body}`,
    outlook: `https://outlook.live.com/mail/0/deeplink/compose?to=${to}&subject=${subject}&body=${body}`,
  }
}
