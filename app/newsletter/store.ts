import { isLang, type Lang } from '~/i18n/languages'
import type { CountersStore } from '~/counters/counters-store'

/** A subscription as the web server asks for it: the database decides everything else. */
export interface NewSubscription {
  /** Normalised by `normaliseEmail`. */
  email: string
  /** The language of the page the visitor subscribed from. */
  language: Lang
  /**
   * No attempt from the client's networks within the rate-limit window
   * (rate-limit.server.ts): its mail is queued whatever the hourly cap and may use the
   * budget's reserve.
   */
  quiet?: boolean
  /**
   * Mails of clients that are not quiet queued per hour over all servers, beyond which
   * such a subscription queues nothing (CONFIRMATION_MAILS_PER_HOUR − CONFIRMATION_MAILS_RESERVE).
   */
  hourlyCap?: number
}

/** A confirmation mail claimed from the outbox (chat_control_outbox_claim in supabase/migrations/). */
export interface QueuedMail {
  id: number
  email: string
  language: Lang
  token: string
  attempts: number
}

interface ClaimOptions {
  /** At most this many mails in one claim. */
  max: number
  /** Mails that may leave per hour, counted over every server (CONFIRMATION_MAILS_PER_HOUR). */
  hourlyBudget: number
  /** A claimed mail is claimed again after this long if its server never settles it. */
  leaseSeconds: number
  /** This sender's token (one per sender): only the holder of a claim may settle it. */
  sender: string
  /** The part of the hourly budget left to quiet clients' mails (CONFIRMATION_MAILS_RESERVE). */
  reserve: number
}

export interface PurgeResult {
  pending: number
  unsubscribed: number
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

/** Rows of chat_control_outbox_claim, checked. */
export function asQueuedMails(rows: unknown): QueuedMail[] {
  if (!Array.isArray(rows)) throw new Error('Unexpected answer of chat_control_outbox_claim()')
  return rows.map((row: Record<string, unknown>) => {
    const { id, email, language, token, attempts } = row
    if (typeof email !== 'string' || typeof token !== 'string' || !isLang(language))
      throw new Error('Unexpected row of chat_control_outbox_claim()')
    return { id: Number(id), email, language, token, attempts: Number(attempts) }
  })
}

/** The row of chat_control_daily_purge(), or null when another caller ran it within the day. */
export function asPurgeResult(rows: unknown): PurgeResult | null {
  const row = Array.isArray(rows) ? (rows[0] as Record<string, unknown> | undefined) : undefined
  if (!row || row.pending_deleted == null) return null
  return { pending: Number(row.pending_deleted), unsubscribed: Number(row.unsubscribed_deleted) }
}

/**
 * Where subscriptions live. Three adapters — embedded PGlite (default), PostgreSQL over
 * DATABASE_URL, Supabase over HTTP — all calling the same SQL functions of
 * supabase/migrations/ as the server's role (docs/decisions/012-newsletter-rights-model.md);
 * tests/unit/db-store-contract.test.ts runs one contract against each.
 */
export interface NewsletterStore {
  readonly kind: 'supabase' | 'pglite' | 'postgres'
  /**
   * chat_control_subscribe: stores the subscription and queues its confirmation mail
   * in one transaction, or does nothing (already confirmed, mailbox limit reached).
   * Resolves the same way in every case, so no caller can learn an address's state.
   * Throws on a database failure, or when `signal` aborts first.
   */
  subscribe(subscription: NewSubscription, signal: AbortSignal): Promise<void>
  confirm(token: string, signal: AbortSignal): Promise<ConfirmResult>
  unsubscribe(token: string, signal: AbortSignal): Promise<UnsubscribeResult>
  /** Claims due confirmation mails (outbox-sender.server.ts). */
  claimMails(options: ClaimOptions): Promise<QueuedMail[]>
  /**
   * Right before the message leaves: renews the sender's lease on the mail, or false when
   * the sender no longer holds it (another took it after the lease, or its link was replaced).
   */
  holdMail(id: number, sender: string, leaseSeconds: number): Promise<boolean>
  /** The mail server accepted the message; false when `sender` no longer held the mail. */
  mailSent(id: number, sender: string): Promise<boolean>
  /** It did not: retried later with backoff (false when `sender` no longer held the mail). */
  mailFailed(id: number, sender: string): Promise<boolean>
  /** The retention clean-up, at most once a day over all servers. */
  dailyPurge(): Promise<PurgeResult | null>
  /** Confirmation mails not sent yet whose link has not expired (the metrics' outbox depth). */
  outboxDepth(): Promise<number>
  /** Opens the store at server start-up (migrations, PGlite's lock and operator socket). */
  start?(): Promise<unknown>
  /** True when the store answers (GET /healthz). */
  healthy(): Promise<boolean>
  /** Releases the database (server shutdown). */
  close(): Promise<void>
}

/**
 * The site's database as the adapters open it: the newsletter's store and the page counters'
 * (app/counters/counters-store.ts), one connection for both.
 */
export type SiteStore = NewsletterStore & CountersStore

/** Rejects as soon as `signal` aborts: a slow database must not hold a visitor's request. */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** Runs one statement as the server's role (chat_control_server) and returns its rows. */
export type ServerQuery = <T = Record<string, unknown>>(sql: string, params: unknown[]) => Promise<T[]>

/** The SQL calls shared by the PGlite and PostgreSQL adapters. */
export function sqlCalls(
  query: ServerQuery,
): Pick<
  NewsletterStore,
  'subscribe' | 'confirm' | 'unsubscribe' | 'claimMails' | 'holdMail' | 'mailSent' | 'mailFailed' | 'dailyPurge' | 'outboxDepth'
> {
  const settled = async (sql: string, params: unknown[]) => (await query<{ ok: boolean }>(sql, params))[0]?.ok === true
  return {
    async subscribe({ email, language, quiet = false, hourlyCap }, signal) {
      await abortable(query('select public.chat_control_subscribe($1, $2, $3, $4)', [email, language, quiet, hourlyCap ?? null]), signal)
    },
    async confirm(token, signal) {
      const rows = await abortable(query<{ result: string }>('select public.confirm($1) as result', [token]), signal)
      return asConfirmResult(rows[0]?.result)
    },
    async unsubscribe(token, signal) {
      const rows = await abortable(query<{ result: string }>('select public.unsubscribe($1) as result', [token]), signal)
      return asUnsubscribeResult(rows[0]?.result)
    },
    async claimMails({ max, hourlyBudget, leaseSeconds, sender, reserve }) {
      return asQueuedMails(
        await query('select * from public.chat_control_outbox_claim($1, $2, $3, $4, $5)', [
          max,
          hourlyBudget,
          leaseSeconds,
          sender,
          reserve,
        ]),
      )
    },
    holdMail: (id, sender, leaseSeconds) => settled('select public.chat_control_outbox_hold($1, $2, $3) as ok', [id, sender, leaseSeconds]),
    mailSent: (id, sender) => settled('select public.chat_control_outbox_sent($1, $2) as ok', [id, sender]),
    mailFailed: (id, sender) => settled('select public.chat_control_outbox_failed($1, $2) as ok', [id, sender]),
    async dailyPurge() {
      return asPurgeResult(await query('select * from public.chat_control_daily_purge()', []))
    },
    async outboxDepth() {
      return Number((await query<{ depth: string | number }>('select public.chat_control_outbox_depth() as depth', []))[0]?.depth ?? 0)
    },
  }
}
