/**
 * The newsletter's token pages (docs/decisions/009): shared by the pages and the server's
 * POST handler (token-post.server.ts).
 *
 * A GET of `…/newsletter/confirm?token=…` only shows a page with a button (mail
 * scanners follow links); the button POSTs to the same URL, query string included,
 * and the server answers with a 303 to the same page with `?newsletter=<result>`.
 */
import type { Lang } from '~/i18n/languages'
import { publicPath } from '~/i18n/slugs'
export const TOKEN_PARAM = 'token'

/** Results of the two pages; names distinct from the footer form's outcomes. */
export const TOKEN_RESULTS = ['confirmed', 'unsubscribed', 'used', 'expired', 'invalid-link', 'failed'] as const
export type TokenResult = (typeof TOKEN_RESULTS)[number]

export function isTokenResult(value: unknown): value is TokenResult {
  return typeof value === 'string' && (TOKEN_RESULTS as readonly string[]).includes(value)
}

/** RFC 8058: the body a mailbox provider POSTs for a one-click unsubscribe. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe'
export const ONE_CLICK_VALUE = 'One-Click'

/** The pages' button sends `intent=confirm` or `intent=unsubscribe`. */
export const INTENT_FIELD = 'intent'

/** A mail's link to the confirm or unsubscribe page in the subscriber's language (absolute, on SITE_URL). */
export function tokenLink(siteUrl: string, page: 'confirm' | 'unsubscribe', lang: Lang, token: string): string {
  const path = publicPath(page === 'confirm' ? '/{-$lang}/newsletter/confirm' : '/{-$lang}/newsletter/unsubscribe', lang)
  return `${siteUrl}${path}?${TOKEN_PARAM}=${encodeURIComponent(token)}`
}
