import { OPS_COUNTERS } from '~/app-http/ops-counters'
import { getRequestIP, setResponseHeader, setResponseStatus } from '@tanstack/react-start/server'
import { isLang, type Lang } from '~/i18n/languages'
import { normaliseEmail } from './email'
import { createRateLimiter, type RateLimiter } from './rate-limit.server'
import { getConfig } from '~/config.server'
import { getStore } from './store.server'
import type { NewsletterStore } from './store'
import { wakeOutboxSender } from './maintenance.server'
import type { NewsletterOutcome } from './newsletter-outcome'
import { errorForLog } from '~/lib/log'

/** A store that does not answer within this time counts as a failure (docs/product.md#newsletter). */
export const STORE_TIMEOUT_MS = 5000

/**
 * Generous for a person (typos, a second address), tight for a script: 20 attempts per
 * IPv4 address or IPv6 /64 in 10 minutes — the window the privacy policy names — and more
 * for the wider IPv6 networks (NEWSLETTER_ATTEMPTS_PER_*, app/config.server.ts).
 */
export const RATE_LIMIT = { limit: 20, windowMs: 10 * 60 * 1000 }
let limiter: RateLimiter | undefined
function configuredLimiter(): RateLimiter {
  const config = getConfig()
  limiter ??= createRateLimiter({
    windowMs: RATE_LIMIT.windowMs,
    limit: {
      ipv4: config.NEWSLETTER_ATTEMPTS_PER_IPV4,
      ipv6_64: config.NEWSLETTER_ATTEMPTS_PER_IPV6_64,
      ipv6_56: config.NEWSLETTER_ATTEMPTS_PER_IPV6_56,
      ipv6_48: config.NEWSLETTER_ATTEMPTS_PER_IPV6_48,
    },
  })
  return limiter
}

export interface SubscribeRequest {
  email: unknown
  /** Checked here against the languages this server is built with (app/i18n/languages.ts). */
  language: Lang
  /** The honeypot field: people never see it, form-filling bots do. */
  honeypot?: string | null
  /** The client's IP address (app/app-http/client-address.ts); the limiter counts its networks. */
  clientAddress: string
}

export interface SubscribeDeps {
  store?: NewsletterStore
  limiter?: RateLimiter
  timeoutMs?: number
  /** A confirmation mail may have been queued (default: wakes this server's outbox sender). */
  queued?: () => void
  /**
   * Mails of clients that are not quiet queued per hour over all servers (default:
   * CONFIRMATION_MAILS_PER_HOUR − CONFIRMATION_MAILS_RESERVE; undefined: no cap).
   */
  hourlyCap?: number
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
    const { allowed, quiet } = (deps.limiter ?? configuredLimiter()).attempt(request.clientAddress)
    if (!allowed) {
      OPS_COUNTERS.rateLimited++
      return 'rate-limited'
    }
    // A bot gets the answer it hoped for; nothing is stored.
    if (request.honeypot?.trim()) return 'success'
    // The database accepts any two- or three-letter code (20261125030000_newsletter_language_format.sql):
    // which languages exist is this list. Neither entry point can send another; refused all the same.
    if (!isLang(request.language)) return 'error'
    const email = normaliseEmail(request.email)
    if (!email) return 'invalid'
    const store = deps.store ?? getStore()
    // The database decides (chat_control_subscribe in supabase/migrations/): a new or
    // pending mailbox gets a link, queued in the same transaction and sent by the
    // outbox sender; a confirmed mailbox, a mailbox over its limit, or a client that is not
    // quiet once the hour's cap is reached gets nothing. The answer is the same either
    // way: nobody can learn whether an address is subscribed.
    const hourlyCap = 'hourlyCap' in deps ? deps.hourlyCap : defaultHourlyCap()
    await store.subscribe({ email, language: request.language, quiet, hourlyCap }, AbortSignal.timeout(deps.timeoutMs ?? STORE_TIMEOUT_MS))
    ;(deps.queued ?? wakeOutboxSender)()
    return 'success'
  } catch (error) {
    // Logged without the address (personal data).
    console.error('Newsletter subscription failed:', errorForLog(error))
    return 'error'
  }
}

/** The share of the hourly confirmation-mail budget that clients that are not quiet may fill. */
function defaultHourlyCap(): number {
  const config = getConfig()
  return config.CONFIRMATION_MAILS_PER_HOUR - config.CONFIRMATION_MAILS_RESERVE
}

/**
 * The client's address as the Node server derived it from the socket and, through
 * trusted proxies only, X-Forwarded-For (TRUST_PROXY, app/app-http/client-address.ts) — the
 * same address geolocation and the logs use.
 */
export function requestClientAddress(): string {
  return getRequestIP() ?? ''
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
