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

/** docs/product.md#newsletter-validation: the only check shown to the visitor before sending — not empty, has an "@". */
export function passesFormCheck(value: string): boolean {
  return value.trim().length > 0 && value.includes('@')
}
