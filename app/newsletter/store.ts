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
export type ConfirmResult = 'confirmed' | 'used' | 'expired' | 'invalid'
/** What an unsubscribe link did (SQL function unsubscribe(token)). */
export type UnsubscribeResult = 'unsubscribed' | 'used' | 'invalid'
const CONFIRM_RESULTS: readonly string[] = ['confirmed', 'used', 'expired', 'invalid']
const UNSUBSCRIBE_RESULTS: readonly string[] = ['unsubscribed', 'used', 'invalid']
export function asConfirmResult(value: unknown): ConfirmResult {
  if (typeof value === 'string' && CONFIRM_RESULTS.includes(value)) return value as ConfirmResult
  throw new Error(`Unexpected answer of confirm(): ${String(value)}`)
}
export function asUnsubscribeResult(value: unknown): UnsubscribeResult {
  if (typeof value === 'string' && UNSUBSCRIBE_RESULTS.includes(value)) return value as UnsubscribeResult
  throw new Error(`Unexpected answer of unsubscribe(): ${String(value)}`)
}

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
