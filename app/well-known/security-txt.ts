import { LANGUAGES } from '~/i18n/languages'

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability in this site.
 * Contacts and expiry come from the configuration (SECURITY_CONTACT, SECURITY_EXPIRES,
 * validated in app/config.server.ts); see docs/product.md#security-contact.
 */

export const SECURITY_TXT_PATH = '/.well-known/security.txt'
/** docs/security.md as the site serves it: the threat model and how to report (the `Policy:` field). */
const SECURITY_POLICY_PATH = '/.well-known/security-policy.txt'

/** Without SECURITY_EXPIRES the file expires this long after the current UTC day (RFC 9116 §2.5.5: less than a year). */
export const DEFAULT_EXPIRY_DAYS = 180

const DAY_MS = 24 * 60 * 60 * 1000

/** Today's UTC midnight plus DEFAULT_EXPIRY_DAYS: the same value all day, so caches agree. */
export function defaultExpiry(now: Date): Date {
  const midnight = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  return new Date(midnight + DEFAULT_EXPIRY_DAYS * DAY_MS)
}

export interface SecurityTxtInput {
  /** `mailto:` or `https:` URIs, most preferred first. */
  contacts: readonly string[]
  expires: Date
  /** SITE_URL without a trailing slash. */
  siteUrl: string
}

/** The file's text: one field per line, CRLF-free (RFC 9116 §4 allows LF), ending in a newline. */
export function buildSecurityTxt({ contacts, expires, siteUrl }: SecurityTxtInput): string {
  return [
    ...contacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${expires.toISOString()}`,
    `Policy: ${siteUrl}${SECURITY_POLICY_PATH}`,
    `Preferred-Languages: ${LANGUAGES.map((l) => l.tag).join(', ')}`,
    `Canonical: ${siteUrl}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n')
}
