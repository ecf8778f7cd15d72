import { expect, test, type APIResponse } from '@playwright/test'
import { startOwnServer, type OwnServer } from './own-server'
import { StubServer } from './stub-server'

// Traffic spikes (server/site-server.ts): a page with parameters the app does not read
// is the prerendered page, byte for byte; an unknown path is the prerendered not-found
// page of its language; what stays dynamic is bounded and answers 503 when it is full.
// Speed is measured by `npm run bench`, not here.

const SAME_HEADERS = [
  'etag',
  'content-type',
  'cache-control',
  'content-security-policy',
  'content-language',
  'strict-transport-security',
  'x-frame-options',
]

async function expectSamePage(tracked: APIResponse, plain: APIResponse) {
  expect(tracked.status()).toBe(200)
  expect(plain.status()).toBe(200)
  expect(await tracked.body()).toEqual(await plain.body())
  for (const name of SAME_HEADERS) expect(tracked.headers()[name], name).toBe(plain.headers()[name])
}

test.describe('query strings the app does not read', () => {
  for (const [path, query] of [
    ['/', '?utm_source=share&utm_medium=social&fbclid=IwAR0Zx-1'],
    ['/de/beste-vpns', '?gclid=Cj0KCQ&gclid=second'],
    ['/nl', '?mc_eid=abc123&ref=mastodon'],
    ['/fr/meilleurs-vpns', '?q=chiffrement%20de%20bout%20en%20bout'],
    ['/privacy-policy', '?utm_campaign=%E2%9C%93%20ok&x=%zz&&='],
    ['/nl/contact', '?newsletterx=success'],
  ] as const) {
    test(`${path}${query} is the prerendered page with its ETag`, async ({ request }) => {
      await expectSamePage(await request.get(path + query), await request.get(path))
    })
  }

  test('a conditional request with a tracking parameter gets 304', async ({ request }) => {
    const etag = (await request.get('/nl')).headers().etag!
    const response = await request.get('/nl?fbclid=1', { headers: { 'if-none-match': etag } })
    expect(response.status()).toBe(304)
  })

  test('canonical stays without the query', async ({ request }) => {
    const html = await (await request.get('/de/beste-vpns?gclid=1')).text()
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/chatcontrol\.info\/de\/beste-vpns"\/>/)
  })

  test('the newsletter result the app reads still shows (no-JavaScript 303 target)', async ({ page }) => {
    const response = await page.goto('/nl?utm_source=x&newsletter=success#newsletter')
    expect(response!.status()).toBe(200)
    await expect(page.locator('#newsletter [role="status"]')).toContainText(/./)
  })
})

test.describe('unknown paths: the prerendered not-found page of the prefix’s language', () => {
  for (const [path, lang, title, goBack] of [
    ['/no-such-page-1', 'en', 'Page Not Found', 'Go Back'],
    ['/nl/bestaat-niet-2', 'nl', 'Pagina niet gevonden', 'Ga terug'],
    ['/de/gibt-es-nicht-3', 'de', 'Seite nicht gefunden', 'Zurück'],
    ['/fr/introuvable-4?utm_source=x', 'fr', 'Page introuvable', 'Retour'],
    ['/wp-login.php', 'en', 'Page Not Found', 'Go Back'],
    ['/nl/.env', 'nl', 'Pagina niet gevonden', 'Ga terug'],
  ] as const) {
    test(`${path} → 404 in ${lang}`, async ({ page, request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      expect(response.headers()['content-language']).toBe(lang)
      expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-")
      expect(await response.text()).toContain(`<html lang="${lang}"`)

      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
      await expect(page.getByText(title)).toBeVisible()
      const back = page.getByRole('link', { name: goBack, exact: true })
      await expect(back).toHaveAttribute('href', lang === 'en' ? '/' : `/${lang}`)
    })
  }

  test('Go Back links to the same-origin page the visitor came from, escaped; never to another site', async ({ request, baseURL }) => {
    const from = `${baseURL}/nl/beste-vpns?a="<b>"&c=1`
    const html = await (await request.get('/nl/oeps', { headers: { referer: from } })).text()
    expect(html).toContain('href="/nl/beste-vpns?a=%22%3Cb%3E%22&amp;c=1" data-go-back=""')
    const other = await (await request.get('/nl/oeps', { headers: { referer: 'https://evil.example/nl/beste-vpns' } })).text()
    expect(other).toContain('href="/nl" data-go-back=""')
  })
})

test.describe('the dynamic part is bounded', () => {
  let server: OwnServer
  let db: StubServer
  test.beforeAll(async () => {
    test.setTimeout(90_000)
    // A database that never answers holds a newsletter post in its slot (for its 5 s
    // timeout): the one slot is taken, one request may wait, the rest are refused.
    db = await StubServer.start('hang')
    server = await startOwnServer({
      SUPABASE_URL: db.url,
      SUPABASE_SERVER_KEY: 'stub-server-key',
      DYNAMIC_CONCURRENCY: '1',
      DYNAMIC_QUEUE: '1',
      DYNAMIC_QUEUE_WAIT_MS: '300',
    })
  })
  test.afterAll(async () => {
    await server?.dispose()
    await db?.down()
  })

  test('requests beyond the queue get 503 with Retry-After; pages keep answering; nothing crashes', async () => {
    const post = fetch(`${server.url}/nl`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=slow%40example.org',
      redirect: 'manual',
    })
    await expect.poll(() => db.requests.length, { timeout: 20_000 }).toBeGreaterThan(0)
    // The slot is taken: one request waits in the queue (and gives up), the next finds it full.
    // Requests only the app answers: a server route, the language switch.
    const waiting = fetch(`${server.url}/sitemap.xml`)
    await new Promise((r) => setTimeout(r, 50))
    const refused = await fetch(`${server.url}/language?lang=fr&path=/nl`, { redirect: 'manual' })
    for (const response of [refused, await waiting]) {
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(await response.text()).toMatch(/retry/i)
    }
    // The prerendered pages, the not-found page and the health check never wait for a slot.
    expect((await fetch(`${server.url}/nl?fbclid=1`)).status).toBe(200)
    expect((await fetch(`${server.url}/nl/bestaat-niet`)).status).toBe(404)
    expect([200, 503]).toContain((await fetch(`${server.url}/healthz`)).status)
    // The post itself ends as docs/product.md#error-catalogue says for a failing store: back to the form.
    expect((await post).status).toBe(303)
    const result = await fetch(`${server.url}/nl?newsletter=error`)
    expect(result.status).toBe(200)
    expect(result.headers.get('etag'), 'a prerendered variant, not a render').toBeTruthy()
    expect(server.output()).not.toMatch(/Unhandled|Fatal/)
  })
})
