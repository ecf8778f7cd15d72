import type { Locale } from '~/i18n/languages'

/** One newsletter subscription as stored (table `chat_control`). */
export interface Subscription {
  /** Normalised by `normaliseEmail`. */
  email: string
  /** The language of the page the visitor subscribed from. */
  language: Locale
}

/**
 * Where subscriptions go. Two adapters: Supabase (production, when configured) and
 * embedded PGlite (default). Both enforce the rules of supabase/migrations/.
 */
export interface NewsletterStore {
  readonly kind: 'supabase' | 'pglite'
  /**
   * Adds a subscriber. A second subscription of the same address is reported as
   * 'duplicate' and stores nothing. Throws on any other failure, or when `signal`
   * aborts first.
   */
  add(subscription: Subscription, signal: AbortSignal): Promise<'created' | 'duplicate'>
  /** True when the store answers (GET /healthz). */
  healthy(): Promise<boolean>
  /** Releases the database (server shutdown). */
  close(): Promise<void>
}

/** Postgres "unique_violation": the address is already subscribed. */
export const UNIQUE_VIOLATION = '23505'
