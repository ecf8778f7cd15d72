/**
 * Newsletter email rules, shared by the server function and the no-JavaScript
 * handler. The same pattern is enforced by the database (CHECK constraint in
 * supabase/migrations/), and a unit test proves the two agree, so an address the
 * app accepts is never refused by the database.
 */
export const MAX_EMAIL_LENGTH = 254

// The HTML living standard's "valid e-mail address", stricter in two ways: the
// domain needs a dot, and the local part starts with a letter, digit or "_" — so
// no stored value can start with "=", "+", "-" and run as a formula in a
// spreadsheet opened from the CSV export.
const LOCAL_PART = "[A-Za-z0-9_][A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{0,63}"
const LABEL = '[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const EMAIL_PATTERN_SOURCE = `^${LOCAL_PART}@${LABEL}(\\.${LABEL})+$`
const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE)

/**
 * The address as stored — trimmed, domain lower-cased (domains are
 * case-insensitive, local parts formally are not) — or null when it is not a
 * valid address.
 */
export function normaliseEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const trimmed = raw.trim()
  if (trimmed.length === 0 || trimmed.length > MAX_EMAIL_LENGTH) return null
  const at = trimmed.lastIndexOf('@')
  if (at < 1) return null
  const email = `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`
  return EMAIL_PATTERN.test(email) ? email : null
}

/** Domains whose mail server ignores dots in the local part: one Gmail mailbox has both names. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * The mailbox an address reaches, as one spelling: case and `+tag` folded for every
 * domain, and for Gmail the dots of the local part dropped and googlemail.com read as
 * gmail.com. The per-mailbox limits, the duplicate check and the erasure go by it
 * (chat_control_mailbox in supabase/migrations/, which stores its SHA-256; a unit test
 * keeps the two rules equal). Never used to rewrite or address a mail.
 */
export function mailboxOf(email: string): string {
  const at = email.lastIndexOf('@')
  const local = email.slice(0, at).replace(/\+.*$/s, '').toLowerCase()
  const domain = email.slice(at + 1).toLowerCase()
  return GMAIL_DOMAINS.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`
}

/** docs/product.md#newsletter-validation: the only check shown to the visitor before sending — not empty, has an "@". */
export function passesFormCheck(value: string): boolean {
  return value.trim().length > 0 && value.includes('@')
}
