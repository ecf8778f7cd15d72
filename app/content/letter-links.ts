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

/** The `mailto:` link of a letter: with the body when it fits MAILTO_MAX_LENGTH, else with the subject only. */
export function letterMailto(address: string, letter: Letter): { href: string; hasBody: boolean } {
  const full = mailtoHref(address, letter)
  if (full.length <= MAILTO_MAX_LENGTH) return { href: full, hasBody: true }
  return { href: `mailto:${address}?subject=${encodeURIComponent(letter.subject)}`, hasBody: false }
}

/**
 * The compose windows of the two big webmail services. The page sends a letter there with a plain
 * GET form (letter-options.tsx) whose fields are the address, the subject and the letter's text
 * area: the text is in the page once, not again in two long links. Each service reads its own
 * fields and ignores the other's (Gmail: `to`, `su`, `body` with `view=cm`; Outlook.com: `to`,
 * `subject`, `body`). The page's Content-Security-Policy allows forms to these origins only
 * (app/http/security-headers.ts).
 */
export const WEBMAIL = {
  gmail: { action: 'https://mail.google.com/mail/', fixed: { view: 'cm', fs: '1' } },
  outlook: { action: 'https://outlook.live.com/mail/0/deeplink/compose', fixed: {} },
} as const

export const WEBMAIL_ORIGINS: readonly string[] = Object.values(WEBMAIL).map((service) => new URL(service.action).origin)

/** The fields of the webmail form, besides the text area `body`: both services' names for the subject. */
export function webmailFields(address: string, letter: Letter): Record<string, string> {
  return { ...WEBMAIL.gmail.fixed, to: assertPlainAddress(address), su: letter.subject, subject: letter.subject }
}
