import { getRequestIP } from '@tanstack/react-start/server'
import { getConfig } from '~/config.server'
import type { Locale } from '~/i18n/languages'
import { normaliseEmail } from './email'
import { clientKey, createRateLimiter, type RateLimiter } from './rate-limit.server'
import { getStore } from './store.server'
import type { NewsletterStore } from './store'
import type { NewsletterOutcome } from './newsletter-outcome'

/** A store that does not answer within this time counts as a failure (spec §8 toast). */
export const STORE_TIMEOUT_MS = 5000

/** Generous for a person (typos, a second address), tight for a script. */
export const RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 }
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
}

/**
 * One newsletter subscription attempt, for the server function and the
 * no-JavaScript form handler alike. Never throws: every failure is 'error'.
 */
export async function subscribe(request: SubscribeRequest, deps: SubscribeDeps = {}): Promise<NewsletterOutcome> {
  try {
    if (!(deps.limiter ?? limiter).attempt(request.clientKey)) return 'error'
    // A bot gets the answer it hoped for; nothing is stored.
    if (request.honeypot?.trim()) return 'success'
    const email = normaliseEmail(request.email)
    if (!email) return 'invalid'
    const store = deps.store ?? getStore()
    // 'created' and 'duplicate' look the same from outside: nobody can learn
    // whether an address is already subscribed.
    await store.add({ email, language: request.language }, AbortSignal.timeout(deps.timeoutMs ?? STORE_TIMEOUT_MS))
    return 'success'
  } catch (error) {
    // Logged without the address (personal data).
    console.error('Newsletter subscription failed:', error instanceof Error ? error.message : error)
    return 'error'
  }
}

/**
 * The client's rate-limit key: the socket address, or the first X-Forwarded-For
 * entry when TRUST_PROXY says a reverse proxy in front of us sets that header.
 */
export function requestClientKey(): string {
  return clientKey(getRequestIP({ xForwardedFor: getConfig().TRUST_PROXY }))
}

/** GET /healthz: does the configured store answer? */
export function newsletterStoreHealthy(): Promise<boolean> {
  return getStore().healthy()
}
