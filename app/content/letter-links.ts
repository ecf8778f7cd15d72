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
 * mail program would read as another header (`?bcc=`, `%0A`, `,`). The permanent
 * representations' addresses are of many domains; the MEPs' are held to the Parliament's
 * (isMepAddress, below).
 */
const PLAIN_ADDRESS = /^[A-Za-z0-9][A-Za-z0-9._'+-]*@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/

export function assertPlainAddress(address: string): string {
  if (!PLAIN_ADDRESS.test(address)) throw new Error(`not a plain e-mail address: ${JSON.stringify(address)}`)
  return address
}

/** The domain of every MEP's address, in lower case as the Parliament's register writes it. */
export const MEP_DOMAIN = 'europarl.europa.eu'

/**
 * An MEP's address: a plain address (above) at the Parliament's own domain, exactly — not a
 * domain that merely starts with it (`x@europarl.europa.eu.example.org`), not another case of
 * it. A letter to an MEP goes nowhere else, whatever the data says. The same rule in
 * `npm run content:check` (app/content/meps/check.ts), which the build runs (vite.config.ts),
 * in the importer (scripts/import-meps.ts) and where the letters are built
 * (app/components/act/parliament-side.tsx: assertMepAddress).
 */
export function isMepAddress(address: string): boolean {
  return PLAIN_ADDRESS.test(address) && address.slice(address.indexOf('@') + 1) === MEP_DOMAIN
}

export function assertMepAddress(address: string): string {
  if (!isMepAddress(address)) throw new Error(`not a plain address at @${MEP_DOMAIN}: ${JSON.stringify(address)}`)
  return address
}

/**
 * The one encoding of a letter for a link: subject and body percent-encoded for a URL's query
 * (RFC 3986; the body's CRLF becomes %0D%0A, as RFC 6068 wants for `mailto:`). Every link below
 * carries exactly these strings, so the plain text beside the buttons, the `mailto:` link and the
 * webmail links say the same.
 */
function encodedLetter(letter: Letter): { subject: string; body: string } {
  return { subject: encodeURIComponent(letter.subject), body: encodeURIComponent(letter.body) }
}

const mailto = (address: string, subject: string, body?: string): string =>
  `mailto:${assertPlainAddress(address)}?subject=${subject}${body === undefined ? '' : `&body=${body}`}`

/** A `mailto:` URL to one recipient with a subject and a body (RFC 6068). */
export function mailtoHref(address: string, letter: Letter): string {
  const { subject, body } = encodedLetter(letter)
  return mailto(address, subject, body)
}

/** The `mailto:` link of a letter: with the body when it fits MAILTO_MAX_LENGTH, else with the subject only. */
export function letterMailto(address: string, letter: Letter): { href: string; hasBody: boolean } {
  const { subject, body } = encodedLetter(letter)
  const full = mailto(address, subject, body)
  if (full.length <= MAILTO_MAX_LENGTH) return { href: full, hasBody: true }
  return { href: mailto(address, subject), hasBody: false }
}

/**
 * The compose windows of the two big webmail services, filled in: plain links the visitor opens in
 * a new tab, nothing requested before the click. Links rather than a form to each service: a page
 * holds up to 96 MEPs' letters, some in two languages, and a form's fields cost the browser far more
 * to build and style than a link's address costs in bytes (measured: a page of 76 MEPs spent seconds
 * of a throttled phone's CPU on styling text areas and buttons it never showed).
 */
export function webmailLinks(address: string, letter: Letter): { gmail: string; outlook: string } {
  const to = encodeURIComponent(assertPlainAddress(address))
  const { subject, body } = encodedLetter(letter)
  return {
    gmail: `https://mail.google.com/mail/?view=cm&fs=1&to=${to}&su=${subject}&body=${body}`,
    outlook: `https://outlook.live.com/mail/0/deeplink/compose?to=${to}&subject=${subject}&body=${body}`,
  }
}
