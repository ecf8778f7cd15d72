import { request as httpRequest } from 'node:http'
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { readSubscriptions, startOwnServer, type OwnServer } from './own-server'
import { waitForHydration } from './helpers'

/**
 * Abuse (docs/product.md#newsletter-without-javascript, docs/decisions/007): oversized bodies (413), wrong content types (415/400), the
 * per-client rate limit (429), the CSRF check on server functions, the honeypot —
 * and never a 5xx. Against an own production server with TRUST_PROXY, so every
 * test is a different client (X-Forwarded-For) and its PGlite folder can be read
 * at the end.
 */
// Own servers start (and PGlite initialises) slowly on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const FORM = 'application/x-www-form-urlencoded'
let server: OwnServer
let api: APIRequestContext
let nextClient = 0
/** A client address of its own (TEST-NET-3), sent as the proxy's X-Forwarded-For. */
const newClient = () => `203.0.113.${++nextClient}`

/** The newsletter server function as the page calls it, captured from a real submission. */
let serverFn: { path: string; body: (email: string, website?: string) => string }
const stored: string[] = []
const notStored: string[] = []

function expectNo5xx(response: APIResponse, label: string) {
  expect(response.status(), label).toBeLessThan(500)
}

const postForm = (path: string, form: Record<string, string>, client = newClient(), headers: Record<string, string> = {}) =>
  api.post(path, { headers: { 'content-type': FORM, 'x-forwarded-for': client, ...headers }, data: new URLSearchParams(form).toString() })

/** Calls the server function as the page does; a header set to null is left out. */
const callServerFn = (data: string, client = newClient(), overrides: Record<string, string | null> = {}) => {
  const headers: Record<string, string> = {}
  const all = {
    'content-type': 'application/json',
    'sec-fetch-site': 'same-origin',
    'x-tsr-serverfn': 'true',
    'x-forwarded-for': client,
    ...overrides,
  }
  for (const [name, value] of Object.entries(all)) if (value !== null) headers[name] = value
  return api.post(serverFn.path, { headers, data })
}

test.beforeAll(async ({ playwright, browser }) => {
  test.setTimeout(120_000) // starting an own server (and PGlite) is slow on a busy machine
  server = await startOwnServer({ TRUST_PROXY: '1' })
  api = await playwright.request.newContext({ baseURL: server.url, maxRedirects: 0 })

  const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'x-forwarded-for': newClient() } })
  const page = await context.newPage()
  await page.goto('/')
  await waitForHydration(page)
  const template = 'template-capture@example.org'
  await page.locator('#newsletter-email').fill(template)
  const [call] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/_serverFn/') && r.method() === 'POST'),
    page.locator('#newsletter button[type="submit"]').click(),
  ])
  const captured = call.postData()!
  expect(captured).toContain(template)
  stored.push(template)
  serverFn = {
    path: new URL(call.url()).pathname,
    // The captured seroval payload with another address (and honeypot value).
    body: (email, website = '') =>
      captured.replace(JSON.stringify(template), JSON.stringify(email)).replace('{"t":1,"s":""}', JSON.stringify({ t: 1, s: website })),
  }
  await context.close()
})

test.afterAll(async () => {
  await api?.dispose()
  await server?.dispose()
})

test('oversized bodies are refused with 413', async () => {
  const overForm = await postForm('/', { email: 'a'.repeat(5000) + '@example.org' })
  expect(overForm.status()).toBe(413)
  const huge = await api.post('/nl', { headers: { 'content-type': FORM }, data: 'email=' + 'x'.repeat(200_000) })
  expect(huge.status()).toBe(413)
  const hugeFn = await callServerFn(serverFn.body('b'.repeat(200_000) + '@example.org'))
  expect(hugeFn.status()).toBe(413)
  const bigFn = await callServerFn(serverFn.body('c'.repeat(20_000) + '@example.org'))
  expect(bigFn.status()).toBe(413)

  // A chunked body declares no length: the limit is counted while reading.
  const chunked = await new Promise<number>((resolve, reject) => {
    const url = new URL('/de', server.url)
    const req = httpRequest(url, { method: 'POST', headers: { 'content-type': FORM, 'transfer-encoding': 'chunked' } }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.write('email=')
    for (let i = 0; i < 40; i++) req.write('y'.repeat(4096))
    req.end()
  })
  expect(chunked).toBe(413)
  expect((await api.get('/')).status()).toBe(200)
})

test('wrong content types get 415, undecodable server-function calls 400, unknown ones 404', async () => {
  for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
    const response = await api.post('/', { headers: { 'content-type': type }, data: 'email=x%40example.org' })
    expect(response.status(), `page POST as ${type}`).toBe(415)
  }
  const untyped = await api.fetch('/', { method: 'POST', data: Buffer.from('email=x%40example.org') })
  expect(untyped.status()).toBe(415)

  for (const type of ['text/plain', FORM, 'multipart/form-data; boundary=x']) {
    const response = await callServerFn('--x\r\n\r\nzzz', newClient(), { 'content-type': type })
    expect(response.status(), `server function as ${type}`).toBe(415)
  }
  for (const body of ['{not json', '{}', '[]', '{"t":{"t":99},"f":1,"m":[]}', 'null']) {
    const response = await callServerFn(body)
    expectNo5xx(response, `server function body ${body}`)
    expect(response.status(), `server function body ${body}`).toBeGreaterThanOrEqual(400)
  }
  // An unknown function id: refused before the framework sees it (tests/e2e/methods.spec.ts).
  const unknown = await api.post('/_serverFn/' + 'f'.repeat(64), {
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    data: serverFn.body('x@example.org'),
  })
  expect(unknown.status()).toBe(404)
})

/**
 * Sends attempts (303 = accepted) until the first 429 and returns how many were
 * accepted; the limit itself is the newsletter's business (RATE_LIMIT).
 */
async function acceptedBeforeLimit(attempt: (i: number) => Promise<APIResponse>, accepted: (i: number) => void): Promise<number> {
  for (let i = 0; i < 500; i++) {
    const response = await attempt(i)
    if (response.status() === 429) {
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0)
      return i
    }
    expectNo5xx(response, `attempt ${i}`)
    accepted(i)
  }
  throw new Error('no 429 after 500 attempts from one client')
}

test('a client over the rate limit gets 429, on both paths', async ({ browser }) => {
  // The no-JavaScript form: every attempt accepted (303) until the limit, then 429.
  const client = newClient()
  const limit = await acceptedBeforeLimit(
    async (i) => {
      const response = await postForm('/fr', { email: `limit-${i}@example.org` }, client)
      if (response.status() !== 429) expect(response.headers().location).toBe('/fr?newsletter=success#newsletter')
      return response
    },
    (i) => stored.push(`limit-${i}@example.org`),
  )
  expect(limit, 'a person can retry a few times').toBeGreaterThanOrEqual(3)
  notStored.push(`limit-${limit}@example.org`)
  expect((await postForm('/fr', { email: 'limit-again@example.org' }, client)).status()).toBe(429)
  notStored.push('limit-again@example.org')

  // The limit is per client: another address is not affected.
  expect((await postForm('/fr', { email: 'other-client@example.org' })).status()).toBe(303)
  stored.push('other-client@example.org')

  // Addresses a client puts in front of X-Forwarded-For do not make it a new client:
  // the proxy's own (last) entry counts.
  const proxySeen = newClient()
  const spoofed = await acceptedBeforeLimit(
    (i) => postForm('/', { email: `spoof-${i}@example.org` }, `10.0.${i % 256}.1, ${proxySeen}`),
    (i) => stored.push(`spoof-${i}@example.org`),
  )
  expect(spoofed).toBe(limit)
  notStored.push(`spoof-${spoofed}@example.org`)

  // The server function: the same limit, then 429, and the visitor sees the
  // failure toast with the address kept in the field.
  const fnClient = newClient()
  for (let i = 0; i < limit; i++) {
    const response = await callServerFn(serverFn.body(`fn-limit-${i}@example.org`), fnClient)
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('success')
    stored.push(`fn-limit-${i}@example.org`)
  }
  const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'x-forwarded-for': fnClient } })
  const page = await context.newPage()
  await page.goto('/')
  await waitForHydration(page)
  await page.locator('#newsletter-email').fill('fn-limit-over@example.org')
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST'),
    page.locator('#newsletter button[type="submit"]').click(),
  ])
  expect(response.status()).toBe(429)
  expect(Number((await response.allHeaders())['retry-after'])).toBeGreaterThan(0)
  await expect(page.getByText('Subscription Failed')).toBeVisible({ timeout: 10_000 })
  await expect(page.locator('#newsletter-email')).toHaveValue('fn-limit-over@example.org')
  notStored.push('fn-limit-over@example.org')
  await context.close()
})

test('the CSRF check on server functions is kept', async ({ browser }) => {
  const body = serverFn.body('csrf-direct@example.org')
  const refusals: Array<Record<string, string | null>> = [
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
    { 'sec-fetch-site': null, origin: 'https://attacker.example' },
    { 'sec-fetch-site': null, origin: 'null' },
    { 'sec-fetch-site': null, referer: 'https://attacker.example/page' },
    { 'sec-fetch-site': null }, // no Sec-Fetch-Site, Origin or Referer at all
  ]
  for (const headers of refusals) {
    const response = await callServerFn(body, newClient(), headers)
    expect(response.status(), JSON.stringify(headers)).toBe(403)
  }
  notStored.push('csrf-direct@example.org')
  // The no-JavaScript form path has the same rule.
  expect((await postForm('/', { email: 'csrf-form@example.org' }, newClient(), { 'sec-fetch-site': 'cross-site' })).status()).toBe(403)
  expect((await postForm('/', { email: 'csrf-form@example.org' }, newClient(), { origin: 'https://attacker.example' })).status()).toBe(403)
  notStored.push('csrf-form@example.org')

  // A real browser on another site: an auto-submitting form and a fetch() to us.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClient() } })
  const page = await context.newPage()
  const attacker = 'http://attacker.test/'
  await context.route(attacker, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><form id="f" method="post" action="${server.url}/"><input name="email" value="csrf-browser@example.org"></form>`,
    }),
  )
  await page.goto(attacker)
  const [formResponse] = await Promise.all([
    page.waitForResponse((r) => r.url().startsWith(server.url)),
    page.evaluate(() => (document.getElementById('f') as HTMLFormElement).submit()),
  ])
  expect(formResponse.status()).toBe(403)
  const second = await context.newPage()
  await second.goto(attacker)
  const fetched = await second.evaluate(
    async ([url, data]) => {
      try {
        const r = await fetch(url, { method: 'POST', mode: 'no-cors', body: data, headers: { 'content-type': 'text/plain' } })
        return r.type
      } catch (error) {
        return String(error)
      }
    },
    [server.url + serverFn.path, serverFn.body('csrf-fetch@example.org')] as const,
  )
  expect(fetched).toBeTruthy()
  notStored.push('csrf-browser@example.org', 'csrf-fetch@example.org')
  await context.close()
})

test('a filled honeypot looks like a success and stores nothing', async () => {
  const form = await postForm('/de', { email: 'honeypot-form@example.org', website: 'https://spam.example' })
  expect(form.status()).toBe(303)
  expect(form.headers().location).toBe('/de?newsletter=success#newsletter')
  const fn = await callServerFn(serverFn.body('honeypot-fn@example.org', 'https://spam.example'))
  expect(fn.status()).toBe(200)
  expect(await fn.text()).toContain('success')
  notStored.push('honeypot-form@example.org', 'honeypot-fn@example.org')
})

test('odd requests never get a 5xx', async () => {
  const attempts: Array<Promise<[string, APIResponse]>> = []
  const send = (label: string, response: Promise<APIResponse>) => attempts.push(response.then((r) => [label, r]))
  for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
    for (const path of [
      '/',
      '/nl/beste-vpns',
      '/healthz',
      '/sitemap.xml',
      '/assets/x.js',
      serverFn.path,
      '/_serverFn/x',
      '/_serverFn//x',
      '/nope',
    ]) {
      send(`${method} ${path}`, api.fetch(path, { method, headers: { 'content-type': FORM }, data: 'email=a%40b.org' }))
    }
  }
  for (const data of [
    'email=%zz%',
    'email=a%40b.org&email=c%40d.org',
    '\u0000\u0001binary',
    '=&=&&==',
    'email=' + '%F0%9F%92%A9'.repeat(50),
  ]) {
    send(`form ${JSON.stringify(data)}`, api.post('/', { headers: { 'content-type': FORM, 'x-forwarded-for': newClient() }, data }))
  }
  send('GET server function', api.get(serverFn.path))
  send(
    'GET server function with garbage payload',
    api.get(`${serverFn.path}?payload=%7Bbad`, { headers: { 'sec-fetch-site': 'same-origin' } }),
  )
  send('server function with a non-string email', callServerFn(serverFn.body('x').replace('{"t":1,"s":"x"}', '{"t":2,"s":1}')))
  send('POST to the 404 page', postForm('/does-not-exist', { email: 'nf@example.org' }))
  send('POST to a malformed path', postForm('/%E0%A4%A', { email: 'mf@example.org' }))
  send('accept: application/json on a page', api.get('/nl', { headers: { accept: 'application/json' } }))
  send('very long query string', api.get('/?' + 'q='.repeat(3000)))
  for (const [label, response] of await Promise.all(attempts)) expectNo5xx(response, label)
  notStored.push('nf@example.org', 'mf@example.org')
})

test('after a clean shutdown the database holds exactly the accepted addresses', async () => {
  expect(await server.stop('SIGTERM')).toBe(0)
  const rows = (await readSubscriptions(server.dataDir)).map((r) => r.email)
  for (const email of stored) expect(rows, email).toContain(email)
  for (const email of notStored) expect(rows, email).not.toContain(email)
  expect(rows.filter((email) => email.startsWith('honeypot') || email.startsWith('csrf'))).toEqual([])
})
