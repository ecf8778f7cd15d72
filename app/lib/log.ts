// Log lines without personal data or floods (docs/security.md, "Logs"). Works in the
// browser too: the router's rewrite warns about malformed paths there as well.

const EMAIL = /[^\s<>"'(),;:[\]@]+@[^\s<>"'(),;:[\]@]+\.[^\s<>"'(),;:[\]@]+/g

/** `text` with every email address replaced by `<email>`. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL, '<email>')
}

/**
 * What may be logged of an error: its stack (or message), code and the server's reply,
 * with email addresses removed — nodemailer's SMTP errors repeat the recipient
 * (`550 5.1.1 <someone@example.org>: Recipient address rejected`), in the message and in
 * `response`.
 */
export function redactPersonalData(error: unknown, { stack = true } = {}): string {
  if (!(error instanceof Error)) return redactEmails(String(error))
  const details = error as Error & { code?: unknown; response?: unknown; responseCode?: unknown }
  const parts = [(stack && details.stack) || error.message]
  if (typeof details.code === 'string') parts.push(`code=${details.code}`)
  if (typeof details.responseCode === 'number') parts.push(`responseCode=${details.responseCode}`)
  if (typeof details.response === 'string' && !parts[0]!.includes(details.response)) parts.push(`response=${details.response}`)
  return redactEmails(parts.join(' '))
}

/** An error's message, code and server reply for a log line, without email addresses or stack. */
export const errorForLog = (error: unknown): string => redactPersonalData(error, { stack: false })

/** The longest value a log line repeats from a request (a path, a header). */
const MAX_LOGGED_VALUE = 200

/** `value` cut to MAX_LOGGED_VALUE characters, with how much was left out. */
export function truncateForLog(value: string): string {
  return value.length <= MAX_LOGGED_VALUE
    ? value
    : `${value.slice(0, MAX_LOGGED_VALUE)}… (${value.length - MAX_LOGGED_VALUE} more characters)`
}

/**
 * A warning that any client can trigger, at most `perMinute` lines a minute; the lines
 * left out are counted in the next one that is written.
 */
export function rateLimitedWarning(
  perMinute: number,
  write: (line: string) => void = (line) => console.warn(line),
): (line: string) => void {
  let windowStart = 0
  let written = 0
  let suppressed = 0
  return (line) => {
    const now = Date.now()
    if (now - windowStart >= 60_000) {
      windowStart = now
      written = 0
    }
    if (written >= perMinute) {
      suppressed++
      return
    }
    written++
    write(suppressed ? `${line} (${suppressed} similar warnings suppressed)` : line)
    suppressed = 0
  }
}
