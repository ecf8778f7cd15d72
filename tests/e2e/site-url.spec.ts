import { expect, test } from '@playwright/test'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { readEnvironment } from '../../app/config.server'
import { feedPath } from '../../app/seo/feed-paths'
import { calendarPath, dataPath, embedPath, offlinePath } from '../../app/spread/paths'
import { buildIsStale, readBuildOrigin } from '../../server/build-origin'
import { ROOT, startOwnServer, type OwnServer } from './own-server'
import { rawRequest } from './raw-http'

/**
 * Without SITE_URL every absolute link points at the server that was started
 * (app/config.server.ts, siteOrigin): `npm start` on another port than the run's build was
 * made for serves that build rewritten to its own address (server/build-origin.ts,
 * docs/decisions/024-the-origin-of-a-build.md) — no second build — and says once that SITE_URL
 * is unset. `npm run serve` refuses such a build in one line, a production start refuses to
 * start without SITE_URL, and no request header moves a link anywhere else.
 */

const DIST_DIR = readEnvironment(['DIST_DIR']).DIST_DIR
/** The origin the run's build was made for (playwright.config.ts: the shared server's SITE_URL). */
const BUILT = readBuildOrigin(resolve(ROOT, DIST_DIR))!
const HOSTILE = 'evil.example'

/** What a server printed when it refused to start: startOwnServer's error ends with the process's output. */
async function refusal(start: Promise<OwnServer>): Promise<string[]> {
  const error = await start.then(
    () => {
      throw new Error('the server started')
    },
    (reason: Error) => reason,
  )
  expect(error.message).toMatch(/exited with 1; its last output:\n/)
  return error.message.split('its last output:\n')[1]!.split('\n').filter(Boolean)
}

/** A GET whose Host, X-Forwarded-Host and Forwarded name another site, as any client may send. */
const hostileGet = (base: string, path: string) =>
  rawRequest(
    base,
    `GET ${path} HTTP/1.1\r\nHost: ${HOSTILE}\r\nX-Forwarded-Host: ${HOSTILE}\r\nX-Forwarded-Proto: https\r\n` +
      `X-Forwarded-Port: 443\r\nForwarded: host=${HOSTILE};proto=https\r\nConnection: close\r\n\r\n`,
  )

/** Pages, the not-found page, a page's variant, a shared link's query, dynamic routes, feeds and spread files. */
const ATTACKED = [
  '/',
  '/nl',
  '/act',
  '/act/germany',
  '/nl?newsletter=success',
  '/de?utm_source=x&fbclid=y',
  '/no-such-page',
  '/sitemap.xml',
  '/robots.txt',
  '/site.webmanifest',
  '/.well-known/security.txt',
  feedPath('en'),
  calendarPath('en'),
  dataPath('updates'),
  embedPath('en', 'tracker'),
]

test.describe('SITE_URL unset: npm start on another port', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  let server: OwnServer
  let origin: string

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    // npm start rebuilds a build older than the sources: here that would be a second full build.
    if (buildIsStale(resolve(ROOT, DIST_DIR)))
      throw new Error(`the build in ${DIST_DIR} is older than the sources: run npm run build first`)
    server = await startOwnServer({ SITE_URL: '', NODE_ENV: '', TRUST_PROXY: '' }, { script: 'start' })
    origin = server.url
    expect(origin).not.toBe(BUILT)
  })
  test.afterAll(async () => server?.dispose())

  test('says once that SITE_URL is unset, where the links point, and that the build is served rewritten', () => {
    const lines = server.output().split('\n')
    expect(lines.filter((line) => line.includes('SITE_URL'))).toEqual([
      `SITE_URL is unset: links in pages, feeds and the sitemap point at ${origin}, this server; set SITE_URL to the public origin before deploying (docs/operating.md).`,
    ])
    expect(lines.filter((line) => line.includes('rewritten'))).toEqual([
      `The build in ${DIST_DIR} was made for ${BUILT}: its links are rewritten to ${origin} in memory (npm run build makes a build for this origin; docs/decisions/024-the-origin-of-a-build.md).`,
    ])
    expect(server.output()).not.toContain('Building the production bundle')
  })

  test('canonical, hreflang, Open Graph and JSON-LD name this server', async ({ request }) => {
    const html = await (await request.get(`${origin}/nl/actie`)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain(`<link rel="canonical" href="${origin}/nl/actie"/>`)
    const alternates = [...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])
    expect(alternates).toEqual(
      expect.arrayContaining([
        ['en', `${origin}/act`],
        ['nl', `${origin}/nl/actie`],
        ['x-default', `${origin}/act`],
      ]),
    )
    expect(head).toContain(`<meta property="og:url" content="${origin}/nl/actie"/>`)
    expect(head).toContain(`"@id":"${origin}/#website"`)
  })

  test('the sitemap and a feed link to this server', async ({ request }) => {
    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text()
    const locations = [...sitemap.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map((m) => m[1]!)
    expect(locations.length).toBeGreaterThan(100)
    for (const url of locations) expect(url.startsWith(`${origin}/`), url).toBe(true)

    const feed = await (await request.get(`${origin}${feedPath('nl')}`)).text()
    expect(feed).toContain(`<link rel="self" type="application/atom+xml" href="${origin}/nl/feed.xml"/>`)
    expect(feed).toContain(`<link rel="alternate" type="text/html" hreflang="nl" href="${origin}/nl/ontwikkelingen"/>`)
  })

  test('the embed code on /act, a share link and the calendar give this server’s address', async ({ request }) => {
    const act = await (await request.get(`${origin}/act`)).text()
    expect(act).toContain(`&lt;iframe src=&quot;${origin}/embed/en/tracker&quot;`)
    const country = await (await request.get(`${origin}/act/germany`)).text()
    expect(country).toContain(`?url=${encodeURIComponent(`${origin}/act/germany`)}`)
    expect(country).toContain(`&lt;iframe src=&quot;${origin}/embed/en/de&quot;`)

    const ics = (await (await request.get(`${origin}${calendarPath('en')}`)).text()).replace(/\r\n /g, '')
    expect(ics).toContain(`\r\nURL:${origin}/updates\r\n`)
    expect(ics).toContain(`\r\nSOURCE;VALUE=URI:${origin}${calendarPath('en')}\r\n`)
    expect(ics).toMatch(new RegExp(`\r\nURL;VALUE=URI:${origin}/updates#`))
  })

  test('nothing it serves names the origin the build was made for', async ({ request }) => {
    const traces = [BUILT, encodeURIComponent(BUILT)]
    for (const path of [
      ...ATTACKED,
      '/nl/actie',
      '/de/handeln/deutschland',
      dataPath('positions'),
      offlinePath('fr'),
      embedPath('de', 'DE'),
    ]) {
      const response = await request.get(`${origin}${path}`)
      const body = await response.text()
      for (const trace of traces) expect(body.includes(trace), `${path} names ${trace}`).toBe(false)
      if (path === offlinePath('fr')) expect(body).toContain(`${origin}/fr`)
    }
  })

  test(`a request naming another host (Host, X-Forwarded-Host: ${HOSTILE}) gets no link to it`, async () => {
    for (const path of ATTACKED) {
      const response = await hostileGet(origin, path)
      expect(response.status, path).toBeLessThan(500)
      expect(response.body.includes(HOSTILE), `${path}: body`).toBe(false)
      for (const [name, value] of response.lines) expect(value.includes(HOSTILE), `${path}: ${name}`).toBe(false)
    }
    expect((await hostileGet(origin, '/')).body).toContain(`<link rel="canonical" href="${origin}/"/>`)
    // The form without JavaScript: its 303 leads to a page of this site (the honeypot keeps the address out of the database).
    const form = 'email=visitor%40example.org&website=x'
    const posted = await rawRequest(
      origin,
      `POST /nl HTTP/1.1\r\nHost: ${HOSTILE}\r\nX-Forwarded-Host: ${HOSTILE}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${form.length}\r\nConnection: close\r\n\r\n`,
      form,
    )
    expect(posted.status).toBe(303)
    for (const [name, value] of posted.lines) expect(value.includes(HOSTILE), `POST: ${name}`).toBe(false)
  })
})

test(`with SITE_URL too, a request naming another host (Host, X-Forwarded-Host: ${HOSTILE}) gets no link to it`, async ({ baseURL }) => {
  for (const path of ATTACKED) {
    const response = await hostileGet(baseURL!, path)
    expect(response.status, path).toBeLessThan(500)
    expect(response.body.includes(HOSTILE), `${path}: body`).toBe(false)
    for (const [name, value] of response.lines) expect(value.includes(HOSTILE), `${path}: ${name}`).toBe(false)
  }
  expect((await hostileGet(baseURL!, '/sitemap.xml')).body).toContain(`<loc>${BUILT}/</loc>`)
})

test.describe('refusals', () => {
  test.describe.configure({ timeout: 60_000 })
  // A folder the refused server never opens: no PGlite folder is made for it (tests/e2e/own-server.ts).
  const refused = { SITE_URL: '', TRUST_PROXY: '', PGLITE_DIR: join(tmpdir(), 'cc-site-url-never-opened') }

  test('npm run serve refuses a build made for another origin, in one line naming both and the command that fixes it', async () => {
    const lines = await refusal(startOwnServer({ ...refused, NODE_ENV: '' }))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      new RegExp(
        `^The build in ${DIST_DIR} was made for ${BUILT}, but this server's origin is http://127\\.0\\.0\\.1:\\d+ \\(SITE_URL is unset: the server's own address\\)\\. ` +
          `Run: .*HOST=127\\.0\\.0\\.1 PORT=\\d+ npm run build \\(or set SITE_URL=${BUILT} if that is the site's public origin\\)$`,
      ),
    )
  })

  test('a production start (NODE_ENV=production) without SITE_URL stops before it builds or serves anything', async () => {
    const lines = await refusal(startOwnServer({ ...refused, NODE_ENV: 'production' }, { script: 'start' }))
    expect(lines).toEqual([
      expect.stringMatching(
        /^SITE_URL is unset on a production start \(NODE_ENV=production\): links in pages, feeds, the sitemap and mails would point at http:\/\/127\.0\.0\.1:\d+, not at the public site\. .*docs\/operating\.md/,
      ),
    ])
  })
})
