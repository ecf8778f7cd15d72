import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { ROOT } from './own-server'
import { rawGet, rawSend, type RawResponse } from './raw-http'

/**
 * Validators and conditional requests, as a cache or a checker such as REDbot sees them, on
 * raw sockets (no client that merges or decodes anything): each representation has its own
 * entity tag (brotli, gzip and identity bodies are different bytes), If-None-Match is
 * compared as RFC 9110 §13.1.2 says (weak comparison, lists, `*`), a 304 carries no header
 * that describes a body, HEAD sends exactly what GET sends, and `Vary` names a field once.
 * server/node-http/conditional.ts, server/fast-path.ts, server/app-path.ts.
 */

const ENCODINGS = ['br', 'gzip', 'identity'] as const
/** Documents of the build answered from memory (server/fast-path.ts). */
const DOCUMENTS = ['/', '/nl', '/de/datenschutz', '/feed.xml', '/nl/feed.xml', '/fr/feed.xml']
/** The app's server routes (app/app-http/routes.ts), answered through server/app-path.ts. */
const SERVER_ROUTES = ['/robots.txt', '/sitemap.xml', '/site.webmanifest', '/.well-known/security.txt', '/.well-known/security-policy.txt']
/** Headers that describe a body: none of them on a 304 (RFC 9110 §15.4.5). */
const BODY_HEADERS = ['content-type', 'content-length', 'content-encoding', 'content-language', 'transfer-encoding']

/** A hashed stylesheet and script and two public files of the build, found on the home page. */
async function staticFiles(baseURL: string): Promise<string[]> {
  const html = (await rawGet(baseURL, '/', { 'accept-encoding': 'identity' })).body
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1]
  // The page's boot script names the app's entry module (scripts/defer-boot.ts).
  const js = /\/assets\/[\w-]+\.js/.exec(html)?.[0]
  expect(css, 'a stylesheet under /assets/').toBeTruthy()
  expect(js, 'a script under /assets/').toBeTruthy()
  return [css!, js!, '/favicon.svg', '/favicon.ico']
}

const get = (baseURL: string, path: string, encoding: string, extra: Record<string, string> = {}) =>
  rawGet(baseURL, path, { 'accept-encoding': encoding, ...extra })

/** Every `Vary` line; one at most, each field name once. */
function expectOneVary(response: RawResponse, label: string) {
  const vary = response.lines.filter(([name]) => name === 'vary').map(([, value]) => value)
  expect(vary.length, `${label}: Vary lines ${JSON.stringify(vary)}`).toBeLessThanOrEqual(1)
  const names = (vary[0] ?? '').split(',').map((n) => n.trim().toLowerCase())
  expect(new Set(names).size, `${label}: Vary: ${vary[0]}`).toBe(names.length)
}

function expectNotModified(response: RawResponse, etag: string, label: string) {
  expect(response.status, label).toBe(304)
  expect(response.headers.etag, `${label}: the 304 names the representation's tag`).toBe(etag)
  for (const name of BODY_HEADERS) expect(response.headers[name], `${label}: ${name} on a 304`).toBeUndefined()
  expect(response.body, label).toBe('')
  expectOneVary(response, label)
}

test('pages and feeds: each encoding its own entity tag, and its own 304', async ({ baseURL }) => {
  for (const path of DOCUMENTS) {
    const tags = new Map<string, string>()
    for (const encoding of ENCODINGS) {
      const response = await get(baseURL!, path, encoding)
      expect(response.status, `${path} ${encoding}`).toBe(200)
      expect(response.headers['content-encoding'], `${path} ${encoding}`).toBe(encoding === 'identity' ? undefined : encoding)
      expect(response.headers.etag, `${path} ${encoding}: a strong tag`).toMatch(/^"[^"]+"$/)
      tags.set(encoding, response.headers.etag!)
    }
    expect(new Set(tags.values()).size, `${path}: ${JSON.stringify([...tags])}`).toBe(ENCODINGS.length)
    for (const encoding of ENCODINGS) {
      const etag = tags.get(encoding)!
      expectNotModified(await get(baseURL!, path, encoding, { 'if-none-match': etag }), etag, `${path} ${encoding} 304`)
    }
    // Another encoding's tag is another representation: the body is sent.
    const other = await get(baseURL!, path, 'br', { 'if-none-match': tags.get('gzip')! })
    expect(other.status, `${path}: br asked with the gzip tag`).toBe(200)
    expect(other.headers.etag).toBe(tags.get('br'))
  }
})

test('If-None-Match: weak tags, lists and * get a 304 without body headers, everywhere there is a validator', async ({ baseURL }) => {
  const paths = [...DOCUMENTS, ...SERVER_ROUTES, ...(await staticFiles(baseURL!))]
  for (const path of paths) {
    for (const encoding of ['br', 'identity']) {
      const label = `${path} ${encoding}`
      const first = await get(baseURL!, path, encoding)
      expect(first.status, label).toBe(200)
      const etag = first.headers.etag
      expect(etag, `${label}: a validator`).toMatch(/^(W\/)?"[^"]+"$/)
      const opaque = etag!.replace(/^W\//, '')
      for (const ifNoneMatch of [etag!, `W/${opaque}`, opaque, `"stale-1", ${etag}`, `"stale-1",W/${opaque} , "stale-2"`, '*'])
        expectNotModified(
          await get(baseURL!, path, encoding, { 'if-none-match': ifNoneMatch }),
          etag!,
          `${label} If-None-Match: ${ifNoneMatch}`,
        )
      const stale = await get(baseURL!, path, encoding, { 'if-none-match': '"stale-1", W/"stale-2"' })
      expect(stale.status, `${label}: tags that do not match`).toBe(200)
      expect(stale.headers['content-type'], label).toBeTruthy()
    }
  }
})

test('HEAD sends what GET sends, without the body', async ({ baseURL }) => {
  const paths = [
    ...DOCUMENTS,
    ...SERVER_ROUTES,
    ...(await staticFiles(baseURL!)),
    '/healthz',
    '/no-such-page',
    '/nl/bestaat-niet',
    '/en/contact',
    '/?utm_source=share',
  ]
  const comparable = (response: RawResponse) =>
    response.lines.filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)).sort(([a], [b]) => a.localeCompare(b))
  for (const path of paths) {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const label = `${path} ${encoding}`
      const got = await get(baseURL!, path, encoding)
      const head = await rawSend(baseURL!, 'HEAD', path, { 'accept-encoding': encoding })
      expect(head.status, label).toBe(got.status)
      expect(comparable(head), label).toEqual(comparable(got))
      expect(head.body, `${label}: no body`).toBe('')
      if (got.status === 200) expect(Number(head.headers['content-length']), `${label}: Content-Length`).toBeGreaterThan(0)
    }
  }
})

test('Vary names Accept-Encoding once, compressed or not', async ({ baseURL }) => {
  for (const path of [...DOCUMENTS, ...SERVER_ROUTES, ...(await staticFiles(baseURL!)), '/no-such-page']) {
    for (const encoding of ENCODINGS) {
      const response = await get(baseURL!, path, encoding)
      expectOneVary(response, `${path} ${encoding}`)
      if (response.headers['content-type']?.startsWith('text/'))
        expect(response.headers.vary, `${path} ${encoding}`).toMatch(/^accept-encoding$/i)
    }
  }
})

/** The ids of the server functions the browser's bundles call. */
function serverFunctionIds(): string[] {
  const assets = join(ROOT, process.env.DIST_DIR ?? 'dist', 'client', 'assets')
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'))
  return [...new Set(scripts.flatMap((name) => readFileSync(join(assets, name), 'utf8').match(/\b[0-9a-f]{64}\b/g) ?? []))]
}

test('server functions answer one visitor: Cache-Control private, no-store, the visitor-country call first', async ({ baseURL }) => {
  // As the browser's fetcher sends a GET server function without arguments
  // (@tanstack/start-client-core, serverFnFetcher), from a page of the site.
  const browser = {
    'x-tsr-serverfn': 'true',
    accept: 'application/x-tss-framed, application/x-ndjson, application/json',
    'sec-fetch-site': 'same-origin',
  }
  const answered: string[] = []
  let country: RawResponse | undefined
  for (const id of serverFunctionIds()) {
    const response = await rawGet(baseURL!, `/_serverFn/${id}`, browser)
    if (response.status !== 200) continue
    answered.push(id)
    if (/countryCode/.test(response.body)) country = response
    const cache = response.headers['cache-control'] ?? ''
    expect(cache, `/_serverFn/${id}: ${response.body.slice(0, 80)}`).toMatch(/\bprivate\b/)
    expect(cache, `/_serverFn/${id}`).toMatch(/\bno-store\b/)
    expect(response.headers.etag, `/_serverFn/${id}: no validator for a shared cache`).toBeUndefined()
  }
  expect(country, `the visitor-country function among the answers of ${answered.length} GET functions`).toBeDefined()
  expect(country!.headers['cache-control']).toBe('private, no-store')
})
