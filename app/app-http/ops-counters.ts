/**
 * Running totals of the app's own events, for the metrics endpoint (server/metrics.ts reads
 * them through the server entry's `opsSnapshot`, app/server.ts): plain numbers in this
 * process, never about a visitor, reset when the process starts.
 */
export const OPS_COUNTERS = {
  /** Newsletter sign-ups refused by the per-address limit (app/newsletter/rate-limit.server.ts). */
  rateLimited: 0,
  /** Confirmation mails the mail server accepted (app/newsletter/outbox-sender.server.ts). */
  mailsSent: 0,
  /** Confirmation mails the mail server did not accept (retried later). */
  mailsFailed: 0,
}
