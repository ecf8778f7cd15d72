import { getRequestIP, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import type { Locale } from '~/i18n/languages'
import { normaliseEmail } from './email'
import { clientKey, createRateLimiter, type RateLimiter } from './rate-limit.server'
import { getStore } from './store.server'
import type { NewsletterStore } from './store'
import { wakeOutboxSender } from './maintenance.server'
import type { NewsletterOutcome } from './newsletter-outcome'
import { errorForLog } from '~/http/log'

/** A store that does not answer within this time counts as a failure (docs/product.md#newsletter). */
export const STORE_TIMEOUT_MS = 5000

/** Generous for a person (typos, a second address), tight for a script. */
export const RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 }
const limiter = createRateLimiter(RATE_LIMIT)

export interface SubscribeRequest {
  email: unknown
  language: Locale
  /** The honeypot field: people never see it, form-filling bots do. */
  honeypot?: string | null
  clientKey: string
}

export interface SubscribeDeps {
  store?: NewsletterStore
  limiter?: RateLimiter
  timeoutMs?: number
  /** A confirmation mail may have been queued (default: wakes this server's outbox sender). */
  queued?: () => void
}

/**
 * A client over its limit: the visitor sees the 'error' message, the HTTP answer
 * is 429 (docs/product.md#newsletter-without-javascript) — told apart here only so both entry points can set that status.
 */
export type SubscribeResult = NewsletterOutcome | 'rate-limited'

/** Retry-After of a 429: the whole window, the longest a client may have to wait. */
export const RATE_LIMIT_RETRY_AFTER = String(RATE_LIMIT.windowMs / 1000)

/**
 * One newsletter subscription attempt, for the server function and the
 * no-JavaScript form handler alike. Never throws: every failure is 'error'.
 */
export async function subscribe(request: SubscribeRequest, deps: SubscribeDeps = {}): Promise<NewsletterOutcome> {
  const result = await attemptSubscription(request, deps)
  return result === 'rate-limited' ? 'error' : result
}

/** `subscribe`, telling a rate-limited attempt apart. Never throws. */
export async function attemptSubscription(request: SubscribeRequest, deps: SubscribeDeps = {}): Promise<SubscribeResult> {
  try {
    if (!(deps.limiter ?? limiter).attempt(request.clientKey)) return 'rate-limited'
    // A bot gets the answer it hoped for; nothing is stored.
    if (request.honeypot?.trim()) return 'success'
    const email = normaliseEmail(request.email)
    if (!email) return 'invalid'
    const store = deps.store ?? getStore()
    // The database decides (chat_control_subscribe in supabase/migrations/): a new or
    // pending address gets a link, queued in the same transaction and sent by the
    // outbox sender; a confirmed address or a mailbox over its limit gets nothing. The
    // answer is the same either way: nobody can learn whether an address is subscribed.
    await store.subscribe({ email, language: request.language }, AbortSignal.timeout(deps.timeoutMs ?? STORE_TIMEOUT_MS))
    ;(deps.queued ?? wakeOutboxSender)()
    return 'success'
  } catch (error) {
    // Logged without the address (personal data).
    console.error('Newsletter subscription failed:', errorForLog(error))
    return 'error'
  }
}

/**
 * The client's rate-limit key: the client's address as the Node server derived it from
 * the socket and, through trusted proxies only, X-Forwarded-For (TRUST_PROXY,
 * app/http/client-address.ts) — the same address geolocation and the logs use.
 */
export function requestClientKey(): string {
  return clientKey(getRequestIP())
}

/** The server function's answer to a rate-limited client: 429 with Retry-After. */
export function markRateLimited(): void {
  setResponseStatus(429)
  setResponseHeader('retry-after', RATE_LIMIT_RETRY_AFTER)
}

/** GET /healthz: does the configured store answer? */
export function newsletterStoreHealthy(): Promise<boolean> {
  return getStore().healthy()
}
