import { beforeEach, describe, expect, it, vi } from 'vitest'
import { handleNewsletterPost } from '~/newsletter/newsletter-post.server'
import { BODY_LIMITS } from '~/app-http/body'

const MAX_FORM_BYTES = BODY_LIMITS.form
import { createRateLimiter } from '~/newsletter/rate-limit.server'
import type { NewSubscription } from '~/newsletter/store'
import { stubStore } from './newsletter-store-stub'

/** The no-JavaScript form path: url-encoded POST to a page → 303 back to that page. */
let rows: NewSubscription[]
let failing: boolean
const store = stubStore({
  async subscribe(row) {
    if (failing) throw new Error('down')
    rows.push(row)
  },
})

beforeEach(() => {
  rows = []
  failing = false
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

const FORM = 'application/x-www-form-urlencoded'
function post(path: string, body: BodyInit | null, headers: Record<string, string> = { 'content-type': FORM }) {
  return handleNewsletterPost(
    new Request(`http://127.0.0.1:4173${path}`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit),
    {
      clientAddress: () => '192.0.2.1',
      deps: { store, limiter: createRateLimiter({ limit: 100, windowMs: 60_000 }) },
    },
  )
}

describe('handleNewsletterPost', () => {
  it('stores the address with the language of the page and answers 303 to the same page', async () => {
    const response = await post('/fr/meilleurs-vpns', 'email=Lea%40Exemple.FR&website=')
    expect(response?.status).toBe(303)
    expect(response?.headers.get('location')).toBe('/fr/meilleurs-vpns?newsletter=success#newsletter')
    // A first attempt from its networks: quiet; the cap is CONFIRMATION_MAILS_PER_HOUR − CONFIRMATION_MAILS_RESERVE (defaults).
    expect(rows).toEqual([{ email: 'Lea@exemple.fr', language: 'fr', quiet: true, hourlyCap: 900 }])
  })

  it.each([
    ['/', 'en'],
    ['/nl', 'nl'],
    ['/de/datenschutz', 'de'],
    ['/contact', 'en'],
  ])('works on every page: %s (%s)', async (path, language) => {
    const response = await post(path, new URLSearchParams({ email: 'a@example.org' }).toString())
    expect(response?.headers.get('location')).toBe(`${path}?newsletter=success#newsletter`)
    expect(rows[0]?.language).toBe(language)
  })

  it('redirects with ?newsletter=invalid for an invalid address', async () => {
    const response = await post('/de', 'email=nicht-gueltig')
    expect(response?.headers.get('location')).toBe('/de?newsletter=invalid#newsletter')
    expect(rows).toHaveLength(0)
  })

  it('redirects with ?newsletter=error when the store fails — never a 5xx', async () => {
    failing = true
    const response = await post('/nl/contact', 'email=a%40example.org')
    expect(response?.status).toBe(303)
    expect(response?.headers.get('location')).toBe('/nl/contact?newsletter=error#newsletter')
  })

  it('ignores the query string of the request: the target is always the page path', async () => {
    const response = await post('/terms?next=https://evil.example/&newsletter=success', 'email=a%40example.org')
    expect(response?.headers.get('location')).toBe('/terms?newsletter=success#newsletter')
  })

  it.each(['//evil.example/', '/unknown-page', '/fr/best-vpns/', '/_serverFn/abc', '/healthz'])(
    'leaves %s to the app (not a page: no redirect built from it)',
    async (path) => {
      expect(await post(path, 'email=a%40example.org')).toBeNull()
    },
  )

  it('leaves other methods alone', async () => {
    const request = new Request('http://127.0.0.1/contact', { method: 'GET' })
    expect(await handleNewsletterPost(request)).toBeNull()
  })

  it.each(['application/json', 'multipart/form-data; boundary=x', 'text/plain'])('answers 415 to %s', async (type) => {
    const response = await post('/', 'email=a%40example.org', { 'content-type': type })
    expect(response?.status).toBe(415)
  })

  it('accepts a charset parameter on the form type', async () => {
    const response = await post('/', 'email=a%40example.org', { 'content-type': `${FORM}; charset=UTF-8` })
    expect(response?.status).toBe(303)
  })

  it(`answers 413 to a body over ${MAX_FORM_BYTES} bytes, declared or streamed`, async () => {
    const big = `email=a%40example.org&x=${'y'.repeat(MAX_FORM_BYTES)}`
    expect((await post('/', big))?.status).toBe(413)
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(1000)))
        controller.close()
      },
    })
    expect((await post('/', stream))?.status).toBe(413)
    expect(rows).toHaveLength(0)
  })

  it('refuses a post from another site (403), accepts same-origin ones', async () => {
    const cross = await post('/', 'email=a%40example.org', { 'content-type': FORM, 'sec-fetch-site': 'cross-site' })
    expect(cross?.status).toBe(403)
    const foreignOrigin = await post('/', 'email=a%40example.org', { 'content-type': FORM, origin: 'https://evil.example' })
    expect(foreignOrigin?.status).toBe(403)
    const same = await post('/', 'email=a%40example.org', {
      'content-type': FORM,
      'sec-fetch-site': 'same-origin',
      origin: 'http://127.0.0.1:4173',
    })
    expect(same?.status).toBe(303)
    expect(rows).toHaveLength(1)
  })

  it('lets the honeypot pass as success without storing', async () => {
    const response = await post('/', 'email=bot%40example.org&website=http%3A%2F%2Fspam')
    expect(response?.headers.get('location')).toBe('/?newsletter=success#newsletter')
    expect(rows).toHaveLength(0)
  })
})
