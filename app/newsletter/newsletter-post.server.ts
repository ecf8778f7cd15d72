import { getConfig } from '~/config.server'
import { readForm } from '~/app-http/body'
import { redirect } from '~/app-http/redirect'
import { pagePost, type PostedPage } from '~/app-http/page-post'
import { refPath } from '~/i18n/slugs'
import { attemptSubscription, requestClientAddress, RATE_LIMIT_RETRY_AFTER, type SubscribeDeps } from './newsletter.server'
import { NEWSLETTER_ANCHOR, OUTCOME_PARAM, type NewsletterOutcome } from './newsletter-outcome'
import { errorForLog } from '~/lib/log'
import { plainText as plain } from '~/app-http/plain-text'

const FORM_TYPE = 'application/x-www-form-urlencoded'

/**
 * Another site's page must not be able to subscribe its visitors' addresses here.
 * Browsers say where a form post comes from (Sec-Fetch-Site, else Origin); clients
 * that send neither (old browsers, curl) are let through.
 */
function isCrossSite(request: Request, url: URL): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = request.headers.get('origin')
  if (!origin) return false
  return origin !== url.origin && origin !== getConfig().SITE_URL
}

/**
 * The newsletter form without JavaScript: a url-encoded POST to the page it is
 * on. Stores the subscription, then 303 back to the same page (a path from the slug
 * table, never one taken from the request) with `?newsletter=<outcome>`, which
 * the form shows in the page's language. Returns null for requests that are not
 * a POST to a page, which the app handles as usual. Never answers 5xx.
 */
export async function handleNewsletterPost(
  request: Request,
  options: {
    clientAddress?: () => string
    deps?: SubscribeDeps
    /** The body's fields, when the caller has read them (app/server.ts). */ form?: URLSearchParams | null
    /** The page posted to, when the caller has asked `pagePost` (app/server.ts). */ page?: PostedPage | null
  } = {},
): Promise<Response | null> {
  const page = options.page !== undefined ? options.page : pagePost(request)
  if (!page) return null
  const url = new URL(request.url)

  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== FORM_TYPE) return plain(415, 'Unsupported Media Type')
  if (isCrossSite(request, url)) return plain(403, 'Forbidden')

  let outcome: NewsletterOutcome = 'error'
  try {
    const form = options.form !== undefined ? options.form : await readForm(request)
    if (form === null) return plain(413, 'Payload Too Large')
    const result = await attemptSubscription(
      {
        email: form.get('email') ?? '',
        language: page.lang,
        honeypot: form.get('website'),
        clientAddress: (options.clientAddress ?? requestClientAddress)(),
      },
      options.deps,
    )
    if (result === 'rate-limited') return plain(429, 'Too Many Requests', { 'retry-after': RATE_LIMIT_RETRY_AFTER })
    outcome = result
  } catch (error) {
    console.error('Newsletter form post failed:', errorForLog(error))
  }
  return (
    redirect(303, `${refPath(page, page.lang)}?${OUTCOME_PARAM}=${outcome}#${NEWSLETTER_ANCHOR}`) ?? plain(500, 'Internal Server Error')
  )
}
