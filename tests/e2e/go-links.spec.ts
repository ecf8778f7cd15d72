import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { AFFILIATE_LINKS, toolSlug } from '../../app/content/affiliate-links'
import { ALL_TOOLS } from '../../app/content/tools.ts'
import { PRERENDERED_PATHS } from '../../app/i18n/slugs'
import { LANGS } from '../../app/i18n/languages'
import { goRules, parseHeaders } from '../../server/static-host'
import { ROOT, startOwnServer, type OwnServer } from './own-server'
import { rawGet, rawRequest } from './raw-http'

/**
 * The tool buttons' first-party redirects (docs/security.md, "Affiliate links"): with a
 * configuration file of tracked links, every affiliate button on every page of the four
 * languages leads through its /go/ path to its configured link — read from the 302's
 * Location, no third-party site is loaded; any other /go/ path is the not-found page; a
 * changed link takes effect with a restart, the pages unchanged; a link that breaks the
 * rules stops the server with a message that names it.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 })

// The affiliate tools of app/content/tools.ts.
const affiliates = ALL_TOOLS.filter((tool) => tool.affiliate)
/** A tracked link per tool, query string and all; Surfshark's through a tracker host of its own. */
const tracked = (version: number): Record<string, unknown> =>
  Object.fromEntries(
    affiliates.map((tool) => {
      const slug = toolSlug(tool.name)
      const base = new URL(AFFILIATE_LINKS[tool.name]!)
      if (slug === 'surfshark')
        return [
          slug,
          { url: `https://go.tracker.example/c/${version}?offer=surfshark&sub=chatcontrol&aff_id=77`, allowHosts: ['go.tracker.example'] },
        ]
      return [slug, `${base.origin}${base.pathname}?aff_id=${version}00${slug.length}&utm_source=chatcontrol&utm_medium=affiliate`]
    }),
  )
const expected = (config: Record<string, unknown>, slug: string) => {
  const value = config[slug]!
  return typeof value === 'string' ? value : (value as { url: string }).url
}

const dir = mkdtempSync(join(tmpdir(), 'cc-go-'))
const file = join(dir, 'affiliate-links.json')
let server: OwnServer

test.beforeAll(async () => {
  writeFileSync(file, JSON.stringify(tracked(1)))
  server = await startOwnServer({ AFFILIATE_LINKS_FILE: file })
})
test.afterAll(async () => {
  await server?.dispose()
  rmSync(dir, { recursive: true, force: true })
})

/** Every tool card's button on a page: [tool name, href, rel, target]. */
function toolButtons(html: string): Array<{ tool: string; href: string; rel: string; target: string }> {
  const cards = html.split('<li data-tool="').slice(1)
  return cards.map((card) => {
    const tool = card.slice(0, card.indexOf('"'))
    const anchor = /<a [^>]*href="([^"]*)"[^>]*>/.exec(card)![0]
    const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(anchor)?.[1] ?? ''
    return { tool: tool.replace(/&amp;/g, '&'), href: attr('href'), rel: attr('rel'), target: attr('target') }
  })
}

test('every affiliate button on every tools page in four languages leads through /go/<tool> to its configured link', async ({
  request,
}) => {
  const config = tracked(1)
  const seen = new Map<string, number>()
  const languages = new Set<string>()
  for (const path of PRERENDERED_PATHS) {
    const response = await request.get(`${server.url}${path}`)
    expect(response.status(), path).toBe(200)
    const buttons = toolButtons(await response.text())
    if (!buttons.length) continue
    languages.add(response.headers()['content-language']!)
    for (const button of buttons) {
      const tool = { name: button.tool }
      expect(button.target, `${path} ${button.tool}`).toBe('_blank')
      if (!Object.hasOwn(AFFILIATE_LINKS, tool.name)) {
        // A pick that earns nothing: its own pricing page, a plain link (docs/product.md#outbound-links).
        expect(button.href, `${path} ${button.tool}`).toMatch(/^https:\/\/[^/]+\//)
        expect(button.rel.split(' ')).not.toContain('sponsored')
        continue
      }
      expect(button.href, `${path} ${button.tool}`).toBe(`/go/${toolSlug(tool.name)}`)
      expect(button.rel.split(' ').sort(), `${path} ${button.tool}`).toEqual(['noopener', 'noreferrer', 'sponsored'])
      seen.set(button.href, (seen.get(button.href) ?? 0) + 1)
    }
  }
  expect([...languages].sort()).toEqual([...LANGS].sort())
  expect([...seen.keys()].sort()).toEqual(affiliates.map((t) => `/go/${toolSlug(t.name)}`).sort())
  for (const [href] of seen) {
    const slug = href.slice('/go/'.length)
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await request.fetch(`${server.url}${href}`, { method, maxRedirects: 0 })
      expect(response.status(), `${method} ${href}`).toBe(302)
      const headers = response.headers()
      expect(headers.location, href).toBe(expected(config, slug))
      expect(headers['cache-control']).toBe('no-store')
      expect(headers['x-robots-tag']).toBe('noindex, nofollow')
      expect(headers['strict-transport-security']).toBeTruthy()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBeTruthy()
      expect(headers['content-security-policy']).toBeTruthy()
    }
  }
  // A query on the /go/ path is not passed on: the Location is the configured link exactly.
  const withQuery = await request.get(`${server.url}/go/nordvpn?to=https://evil.example/`, { maxRedirects: 0 })
  expect(withQuery.headers().location).toBe(expected(config, 'nordvpn'))
})

test('any other /go/ path is the not-found page: no open redirect, whatever the spelling or the method', async ({ request }) => {
  const attacks = [
    '/go/',
    '/go',
    '/go/unknown',
    '/go/mega', // a pick that earns nothing has no /go/ path
    '/go/NordVPN',
    '/go/NORDVPN',
    '/go/nordvpn/',
    '/go/nordvpn.',
    '/go/nordvpn..',
    '/go/nordvpn%2F',
    '/go/nordvpn%2f..%2fsurfshark',
    '/go/%6eordvpn',
    '/go/nordvpn%00',
    '/go//evil.example',
    '/go/%2F%2Fevil.example',
    '/go/\\\\evil.example',
    '/go/https://evil.example',
    '/go/n\u00f6rdvpn',
    '/go/nordvpn\u200b',
    '/go/../go/nordvpn',
    '//go/nordvpn',
    '/nl/go/nordvpn',
    `/go/${'a'.repeat(4000)}`,
  ]
  for (const path of attacks) {
    const response = await rawGet(server.url, path)
    expect([400, 404], path).toContain(response.status)
    expect(response.headers.location, path).toBeUndefined()
  }
  const notFound = await rawGet(server.url, '/go/unknown')
  expect(notFound.status).toBe(404)
  expect(notFound.body).toContain('<html')
  // Methods (app/app-http/methods.ts): GET and HEAD; OPTIONS says so; the rest are 405 with Allow.
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE']) {
    const response = await rawRequest(
      server.url,
      `${method} /go/nordvpn HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    )
    expect(response.status, method).toBe(405)
    expect(response.headers.allow, method).toBe('GET, HEAD, OPTIONS')
    expect(response.headers.location, method).toBeUndefined()
  }
  const options = await request.fetch(`${server.url}/go/nordvpn`, { method: 'OPTIONS' })
  expect(options.status()).toBe(204)
  expect(options.headers().allow).toBe('GET, HEAD, OPTIONS')
})

test('robots.txt keeps crawlers off /go/; the CDN files send /go/ to the server or to the configured links', async ({ request }) => {
  expect(await (await request.get(`${server.url}/robots.txt`)).text()).toMatch(/^Disallow: \/go\/$/m)
  const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text()
  expect(sitemap).not.toContain('/go/')
  const client = join(ROOT, process.env.DIST_DIR ?? 'dist', 'client')
  const headers = parseHeaders(readFileSync(join(client, '_headers'), 'utf8'))
  expect(headers.get('/go/*')).toEqual({ 'cache-control': 'no-store', 'x-robots-tag': 'noindex, nofollow' })
  // The build without GO_ORIGIN_URL: a 302 per tool to the link it read; with it: one proxy rule.
  const redirects = readFileSync(join(client, '_redirects'), 'utf8')
  for (const tool of affiliates) expect(redirects).toContain(`/go/${toolSlug(tool.name)}  ${AFFILIATE_LINKS[tool.name]}  302`)
  const links = new Map(Object.entries(tracked(1)).map(([slug]) => [slug, expected(tracked(1), slug)]))
  expect(goRules(links, 'https://origin.example/')).toEqual([['/go/*', 'https://origin.example/go/:splat', '200']])
})

test('a changed link takes effect after a restart, without a rebuild: the pages stay byte for byte the same', async ({ request }) => {
  const before = await (await request.get(`${server.url}/`)).body()
  await server.dispose()
  writeFileSync(file, JSON.stringify(tracked(2)))
  server = await startOwnServer({ AFFILIATE_LINKS_FILE: file })
  const after = await (await request.get(`${server.url}/`)).body()
  expect(after.equals(before)).toBe(true)
  for (const slug of ['nordvpn', 'surfshark', 'proton-mail']) {
    const response = await request.get(`${server.url}/go/${slug}`, { maxRedirects: 0 })
    expect(response.headers().location, slug).toBe(expected(tracked(2), slug))
    expect(response.headers().location).not.toBe(expected(tracked(1), slug))
  }
})

test('a link that breaks the rules stops the server at start with a message naming the tool', async () => {
  const cases: Array<[Record<string, unknown>, RegExp]> = [
    [{ nordvpn: 'http://nordvpn.com/?aff=1' }, /tool "nordvpn": the link must use https/],
    [{ surfshark: 'https://go.tracker.example/c/1' }, /tool "surfshark": host go\.tracker\.example is not one of Surfshark's domains/],
    [{ 'no-such-tool': 'https://example.org/' }, /tool "no-such-tool": unknown tool/],
  ]
  for (const [config, message] of cases) {
    const bad = join(dir, 'bad.json')
    writeFileSync(bad, JSON.stringify(config))
    const started = startOwnServer({ AFFILIATE_LINKS_FILE: bad })
    await expect(started).rejects.toThrow(/exited with 1/)
    await expect(started).rejects.toThrow(message)
  }
})
