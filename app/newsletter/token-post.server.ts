import { readForm } from '~/app-http/body'
import { redirect } from '~/app-http/redirect'
import { pagePost, type PostedPage } from '~/app-http/page-post'
import { refPath } from '~/i18n/slugs'
import { getStore } from './store.server'
import type { NewsletterStore } from './store'
import { STORE_TIMEOUT_MS } from './newsletter.server'
import { INTENT_FIELD, ONE_CLICK_FIELD, ONE_CLICK_VALUE, TOKEN_PARAM, type TokenResult } from './token-links'
import { OUTCOME_PARAM } from './newsletter-outcome'
import { TOKEN_PATTERN } from './tokens.server'
import { errorForLog } from '~/lib/log'
import { plainText as plain } from '~/app-http/plain-text'

/**
 * POST on the confirm and unsubscribe pages (docs/decisions/009). Returns null for anything
 * else, which the app handles as usual.
 * - The page's button (a form posting to the page's own URL, `?token=` included):
 *   runs confirm(token) / unsubscribe(token), then 303 to the page with
 *   `?newsletter=<result>`, shown in the page's language. Refresh-safe.
 * - RFC 8058 one-click (`List-Unsubscribe=One-Click` posted by a mailbox provider
 *   to the List-Unsubscribe URL): unsubscribes and answers with a short text.
 * Invalid, used or expired tokens are results, never errors; nothing here answers 5xx
 * except a one-click POST while the database is unreachable (503, to be retried).
 */
export async function handleTokenPost(
  request: Request,
  deps: {
    store?: NewsletterStore
    /** The body's fields, when the caller has read them (app/server.ts). */ form?: URLSearchParams | null
    /** The page posted to, when the caller has asked `pagePost` (app/server.ts). */ page?: PostedPage | null
  } = {},
): Promise<Response | null> {
  const page = deps.page !== undefined ? deps.page : pagePost(request)
  if (!page) return null
  const url = new URL(request.url)
  const kind =
    page.routeId === '/{-$lang}/newsletter/confirm' ? 'confirm' : page.routeId === '/{-$lang}/newsletter/unsubscribe' ? 'unsubscribe' : null
  if (!kind) return null

  const form = deps.form !== undefined ? deps.form : await readForm(request)
  if (form === null) return plain(413, 'Payload Too Large')
  const token = url.searchParams.get(TOKEN_PARAM) ?? form.get(TOKEN_PARAM) ?? ''
  const oneClick = kind === 'unsubscribe' && form.get(ONE_CLICK_FIELD) === ONE_CLICK_VALUE
  // Anything else posted here (the footer's subscription form) is not ours.
  if (!oneClick && form.get(INTENT_FIELD) !== kind) return null

  let result: TokenResult
  // A string that cannot be one of our tokens never reaches the database.
  if (!TOKEN_PATTERN.test(token)) {
    result = 'invalid-link'
  } else {
    try {
      const store = deps.store ?? getStore()
      const signal = AbortSignal.timeout(STORE_TIMEOUT_MS)
      const answer = kind === 'confirm' ? await store.confirm(token, signal) : await store.unsubscribe(token, signal)
      result = answer === 'invalid' ? 'invalid-link' : answer
    } catch (error) {
      console.error(`Newsletter ${kind} failed:`, errorForLog(error))
      result = 'failed'
    }
  }

  if (oneClick) {
    if (result === 'failed') return plain(503, 'Service Unavailable', { 'retry-after': '300' })
    if (result === 'invalid-link') return plain(400, 'Unknown unsubscribe link')
    return plain(200, 'Unsubscribed')
  }
  return redirect(303, `${refPath(page, page.lang)}?${OUTCOME_PARAM}=${result}`) ?? plain(500, 'Internal Server Error')
}
