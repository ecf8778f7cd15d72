import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { rawRequest, type RawResponse } from './raw-http'
import { expectSecurityHeaders } from './security-headers'
import { ROOT, startOwnServer, type OwnServer } from './own-server'
import { StubServer } from './stub-server'

/**
 * Every method has a fixed-cost answer (docs/security.md, "Methods"), the attacks run
 * against the production server. Its dynamic pool has one slot, and a newsletter post to a
 * database that never answers holds it: whatever reached the app now would wait and get
 * 503. Odd methods on every kind of path get their 405, 204 or 404 at once instead — they
 * never reach the app, let alone a render. Calls to server functions that are not ours,
 * and undecodable calls to ours, add a bounded amount to the log; requests Node's parser
 * refuses are answered with our headers.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const PAGE_ALLOW = 'GET, HEAD, POST, OPTIONS'
const READ_ALLOW = 'GET, HEAD, OPTIONS'
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' }

let server: OwnServer
let db: StubServer
/** The app's server functions as the browser calls them: one GET, one POST. */
let getFn: string
let postFn: string
let asset: string

test.beforeAll(async () => {
  test.setTimeout(120_000)
  db = await StubServer.start('hang')
  server = await startOwnServer({
    SUPABASE_URL: db.url,
    SUPABASE_SERVER_KEY: 'stub-server-key',
    DYNAMIC_CONCURRENCY: '1',
    DYNAMIC_QUEUE: '64',
    DYNAMIC_QUEUE_WAIT_MS: '300',
  })
  // A hashed asset and the server functions' ids, as the browser's bundles call them.
  const assets = join(ROOT, process.env.DIST_DIR ?? 'dist', 'client', 'assets')
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
  asset = `/assets/${scripts[0]}`
  const ids = new Set(scripts.flatMap((name) => readFileSync(join(assets, name), 'utf8').match(/\b[0-9a-f]{64}\b/g) ?? []))
  for (const id of ids) {
    const status = (await fetch(`${server.url}/_serverFn/${id}`, { method: 'OPTIONS' })).headers.get('allow')
    if (status === 'GET, OPTIONS') getFn ??= `/_serverFn/${id}`
    if (status === 'POST, OPTIONS') postFn ??= `/_serverFn/${id}`
  }
  expect(getFn, 'a GET server function in the bundles').toBeTruthy()
  expect(postFn, 'a POST server function in the bundles').toBeTruthy()
})
test.afterAll(async () => {
  await server?.dispose()
  await db?.down()
})

type Case = [method: string, path: string, status: number, allow?: string]

/** Every kind of path, with the methods it does not have. */
const cases = (): Case[] => [
  // Prerendered pages, their variants, tracking links, a token page (its form posts: POST is a page's method).
  ...['/nl', '/nl?newsletter=success', '/?fbclid=1', '/de/beste-vpns', '/nl/nieuwsbrief/bevestigen?token=x'].flatMap((path): Case[] => [
    ['PUT', path, 405, PAGE_ALLOW],
    ['DELETE', path, 405, PAGE_ALLOW],
    ['PATCH', path, 405, PAGE_ALLOW],
    ['PROPFIND', path, 405, PAGE_ALLOW],
    ['OPTIONS', path, 204, PAGE_ALLOW],
  ]),
  // A redirect of the slug table has its page's methods.
  ['PUT', '/nl/', 405, PAGE_ALLOW],
  ['OPTIONS', '/en/best-vpns', 204, PAGE_ALLOW],
  // Unknown paths: the prerendered not-found page, whatever the method.
  ...['PUT', 'DELETE', 'POST', 'OPTIONS', 'PROPFIND', 'MKCOL'].map((m): Case => [m, '/wp-admin/setup.php', 404]),
  ['POST', '/nl/bestaat-niet', 404],
  // Files of the build, server routes, /healthz, the language switch: read only.
  ...['/favicon.ico', '/sitemap.xml', '/robots.txt', '/.well-known/security.txt', '/healthz', '/language?lang=fr&path=/nl'].flatMap(
    (path): Case[] => [
      ['POST', path, 405, READ_ALLOW],
      ['PUT', path, 405, READ_ALLOW],
      ['DELETE', path, 405, READ_ALLOW],
      ['OPTIONS', path, 204, READ_ALLOW],
    ],
  ),
  ['POST', '(asset)', 405, READ_ALLOW],
  ['PROPFIND', '(asset)', 405, READ_ALLOW],
  // Our server functions: their one method.
  ['POST', '(get fn)', 405, 'GET, OPTIONS'],
  ['HEAD', '(get fn)', 405, 'GET, OPTIONS'],
  ['OPTIONS', '(get fn)', 204, 'GET, OPTIONS'],
  ['GET', '(post fn)', 405, 'POST, OPTIONS'],
  ['DELETE', '(post fn)', 405, 'POST, OPTIONS'],
  // Server functions that are not ours: 404, whatever the method.
  ...['GET', 'POST', 'PUT', 'OPTIONS'].map((m): Case => [m, '/_serverFn/deadbeef', 404]),
  ['POST', '/_serverFn/', 404],
]

const resolve = (path: string) => (path === '(asset)' ? asset : path === '(get fn)' ? getFn : path === '(post fn)' ? postFn : path)

test('odd methods on every kind of path are answered at once, with Allow and our headers, while the app has no free slot', async () => {
  const held = fetch(`${server.url}/nl`, { method: 'POST', headers: FORM, body: 'email=held%40example.org', redirect: 'manual' })
  await expect.poll(() => db.requests.length, { timeout: 20_000 }).toBeGreaterThan(0)
  const started = Date.now()
  // Control: what the app answers now waits for the slot and is refused — the test can fail.
  const control = fetch(`${server.url}/sitemap.xml`)
  const formPost = fetch(`${server.url}/de`, { method: 'POST', headers: FORM, body: 'email=x%40example.org', redirect: 'manual' })

  const results = await Promise.all(
    cases().map(async ([method, path, status, allow]) => {
      const url = server.url + resolve(path)
      const response = await fetch(url, { method, redirect: 'manual', ...(method === 'POST' ? { headers: FORM, body: 'email=a' } : {}) })
      const body = method === 'HEAD' ? '' : await response.text()
      return { method, path, status, allow, response, body }
    }),
  )
  for (const { method, path, status, allow, response, body } of results) {
    const label = `${method} ${path}`
    expect(response.status, label).toBe(status)
    expect(response.headers.get('allow') ?? undefined, `${label}: Allow`).toBe(allow)
    const headers = Object.fromEntries(response.headers)
    expectSecurityHeaders(headers, label)
    // No render: a page rendered per request carries a nonce in its policy (server/app-path.ts).
    expect(headers['content-security-policy'], label).not.toContain('nonce-')
    if (status === 404 && !path.startsWith('/_serverFn')) {
      expect(headers['content-type'], label).toContain('text/html')
      if (method !== 'HEAD') expect(body, label).toContain('data-go-back')
    }
    if (status === 405 && method !== 'HEAD') expect(body, label).toBe('Method Not Allowed')
  }
  expect(Date.now() - started, 'every answer came at once, without waiting for the slot').toBeLessThan(5_000)
  expect((await control).status, 'the app path was busy all along').toBe(503)
  expect((await formPost).status, 'a form post is a page’s method: it goes to the app').toBe(503)
  expect((await held).status).toBe(303)
})

test('TRACE, and methods Node does not know, never reach the app (TRACE used to end the process)', async () => {
  const host = new URL(server.url).host
  for (const path of ['/nl', '/nope', '/sitemap.xml', getFn]) {
    const answer = await rawRequest(server.url, `TRACE ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
    expect(answer.status, `TRACE ${path}`).toBe(path === '/nope' ? 404 : 405)
    expectSecurityHeaders(answer.headers, `TRACE ${path}`)
  }
  const unknown = await rawRequest(server.url, `BREW /nl HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
  expect(unknown.status).toBe(400)
  expectSecurityHeaders(unknown.headers, 'BREW /nl')
  expect((await fetch(`${server.url}/nl`)).status, 'the server still answers').toBe(200)
})

/** Sends `total` requests, `concurrency` at a time; returns how many got each status. */
async function flood(total: number, concurrency: number, send: (i: number) => Promise<Response>): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {}
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const response = await send(next++)
        await response.arrayBuffer()
        statuses[response.status] = (statuses[response.status] ?? 0) + 1
      }
    }),
  )
  return statuses
}

const logBytes = () => Buffer.byteLength(server.output())
const LOG_BUDGET = 100 * 1024

test('10,000 calls to server functions that are not ours: 404 each, at most 100 KB of log', async () => {
  const before = logBytes()
  const statuses = await flood(10_000, 32, (i) =>
    fetch(`${server.url}/_serverFn/${i.toString(16).padStart(64, 'f')}${i % 10 === 0 ? 'x'.repeat(4000) : ''}`, {
      method: i % 2 ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
      ...(i % 2 ? { body: '{"t":10,"i":0}' } : {}),
    }),
  )
  const added = logBytes() - before
  expect(statuses).toEqual({ 404: 10_000 })
  expect(added, `${added} bytes of log`).toBeLessThanOrEqual(LOG_BUDGET)
  // Ours still answer.
  expect((await fetch(server.url + getFn, { headers: SAME_ORIGIN })).status).toBe(200)
})

test('undecodable calls to our own server functions: 400 each, the framework’s stack traces bounded', async () => {
  const before = logBytes()
  const statuses = await flood(1_500, 4, (i) =>
    i % 2
      ? fetch(server.url + postFn, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...SAME_ORIGIN },
          body: JSON.stringify({ t: 999, x: i }),
        })
      : fetch(`${server.url}${getFn}?payload=${encodeURIComponent(JSON.stringify({ t: 999, i }))}`, { headers: SAME_ORIGIN }),
  )
  const added = logBytes() - before
  expect(statuses).toEqual({ 400: 1_500 })
  expect(added, `${added} bytes of log`).toBeLessThanOrEqual(LOG_BUDGET)
  // The framework did log them (this is what the budget bounds), and the cut is said.
  expect(server.output()).toMatch(/bytes of error output left out|SerovalDeserializationError/)
})

const expectParserAnswer = (answer: RawResponse, status: number, label: string) => {
  expect(answer.status, label).toBe(status)
  expectSecurityHeaders(answer.headers, label)
  expect(answer.headers.connection, label).toBe('close')
}

test('a malformed request line or header: 400 with our headers, then the connection closes', async () => {
  for (const head of [
    'GET /nl HTTP/1.1 junk\r\nHost: x\r\n\r\n',
    'GET /nl HTTP/9.9\r\nHost: x\r\n\r\n',
    'GET /nl\tHTTP/1.1\r\nHost: x\r\n\r\n',
    'GET /nl HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n',
    'GET /nl HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
    '\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03',
  ])
    expectParserAnswer(await rawRequest(server.url, head), 400, JSON.stringify(head))
})

test('oversized headers: 431 with our headers, then the connection closes', async () => {
  const answer = await rawRequest(server.url, `GET /nl HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
  expectParserAnswer(answer, 431, 'a 20 KB header')
  const many = Array.from({ length: 400 }, (_, i) => `X-H${i}: ${'b'.repeat(50)}\r\n`).join('')
  expectParserAnswer(await rawRequest(server.url, `GET /nl HTTP/1.1\r\nHost: x\r\n${many}\r\n`), 431, '400 headers')
  expect((await fetch(`${server.url}/nl`)).status, 'the server still answers').toBe(200)
})

test('a parser error behind an answer on the same connection never writes into that answer', async () => {
  const answer = await rawRequest(server.url, 'PUT /nl HTTP/1.1\r\nHost: x\r\n\r\nGET /x HTTP/1.1 junk\r\n\r\n')
  // The first answer whole, then the connection closes: no 400 written after or inside it.
  expect(answer.status).toBe(405)
  expect(answer.body).toBe('Method Not Allowed')
})
