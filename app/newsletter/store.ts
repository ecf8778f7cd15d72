import type { Locale } from '~/i18n/languages'

/** One newsletter subscription as stored (table `chat_control`). */
export interface Subscription {
  /** Normalised by `normaliseEmail`. */
  email: string
  /** The language of the page the visitor subscribed from. */
  language: Locale
  /** SHA-256 of the confirmation link's token (tokens.server.ts). */
  confirmTokenHash: string
}

/** What a confirmation link did (SQL function confirm(token), supabase/migrations/). */
const CONFIRM_RESULTS = ['confirmed', 'used', 'expired', 'invalid'] as const
export type ConfirmResult = (typeof CONFIRM_RESULTS)[number]
/** What an unsubscribe link did (SQL function unsubscribe(token)). */
const UNSUBSCRIBE_RESULTS = ['unsubscribed', 'used', 'invalid'] as const
export type UnsubscribeResult = (typeof UNSUBSCRIBE_RESULTS)[number]

/** The SQL function's answer, checked against the values it may return. */
function oneOf<T extends string>(values: readonly T[], fn: string, value: unknown): T {
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T
  throw new Error(`Unexpected answer of ${fn}(): ${String(value)}`)
}
export const asConfirmResult = (value: unknown): ConfirmResult => oneOf(CONFIRM_RESULTS, 'confirm', value)
export const asUnsubscribeResult = (value: unknown): UnsubscribeResult => oneOf(UNSUBSCRIBE_RESULTS, 'unsubscribe', value)

/**
 * Where subscriptions go. Two adapters: Supabase (production, when configured) and
 * embedded PGlite (default). Both enforce the rules of supabase/migrations/.
 */
export interface NewsletterStore {
  readonly kind: 'supabase' | 'pglite'
  /**
   * Adds a pending subscriber, or gives a pending one whose last link is at least an
   * hour old this new link: 'created', and the caller mails the link. Anything else
   * (a confirmed address, a link sent within the hour) is 'duplicate': nothing is
   * stored and nothing must be mailed. Throws on any other failure, or when `signal`
   * aborts first.
   */
  add(subscription: Subscription, signal: AbortSignal): Promise<'created' | 'duplicate'>
  /** Runs confirm(token) (anon may execute it). */
  confirm(token: string, signal: AbortSignal): Promise<ConfirmResult>
  /** Runs unsubscribe(token) (anon may execute it). */
  unsubscribe(token: string, signal: AbortSignal): Promise<UnsubscribeResult>
  /**
   * Opens the store at server start-up (embedded PGlite: the folder's lock, the
   * operator socket and the daily retention sweep). Optional: Supabase needs none.
   */
  start?(): Promise<unknown>
  /** True when the store answers (GET /healthz). */
  healthy(): Promise<boolean>
  /** Releases the database (server shutdown). */
  close(): Promise<void>
}

/** Postgres "unique_violation": the address is already subscribed. */
export const UNIQUE_VIOLATION = '23505'
