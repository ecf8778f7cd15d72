import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboundLinks } from '~/content/outbound-links'
import { AFFILIATE_LINKS } from '~/content/affiliate-links'
import { CONTACT_MEP_URL } from '~/content/home-sections'
import { NEWS_ARTICLES } from '~/content/news'
import { ALL_TOOLS } from '~/content/tools'
import { checkLinks, formatTable, runLinkCheck } from '../../scripts/check-links'

// A real local HTTP server answering 200, 301, 404, 500, HEAD-refused and never.
let server: Server
let base = ''
let closedPort = 0
const hanging = new Set<import('node:http').ServerResponse>()

beforeAll(async () => {
  server = createServer((req, res) => {
    switch (req.url) {
      case '/ok':
        return res.writeHead(200).end('ok')
      case '/moved':
        return res.writeHead(301, { location: '/ok' }).end()
      case '/moved-to-missing':
        return res.writeHead(302, { location: `${base}/missing` }).end()
      case '/loop':
        return res.writeHead(301, { location: '/loop' }).end()
      case '/missing':
        return res.writeHead(404).end('not found')
      case '/broken':
        return res.writeHead(500).end('error')
      case '/no-head':
        return res.writeHead(req.method === 'HEAD' ? 405 : 200).end()
      case '/slow':
        hanging.add(res) // never answers
        return
      default:
        return res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // A port nobody listens on: connection refused.
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  closedPort = (probe.address() as AddressInfo).port
  await new Promise((resolve) => probe.close(resolve))
})

afterAll(async () => {
  for (const res of hanging) res.destroy()
  await new Promise((resolve) => server.close(resolve))
})

const link = (path: string) => ({ url: `${base}${path}`, source: `test ${path}` })

describe('links:check against a local server (scripts/check-links.ts)', () => {
  it('reports status codes, follows redirects, and fails on 4xx/5xx, timeouts and network errors', async () => {
    const results = await checkLinks(
      [
        link('/ok'),
        link('/moved'),
        link('/moved-to-missing'),
        link('/missing'),
        link('/broken'),
        link('/no-head'),
        link('/slow'),
        link('/loop'),
        { url: `http://127.0.0.1:${closedPort}/`, source: 'closed port' },
      ],
      { timeoutMs: 500, maxRedirects: 3 },
    )
    const summary = results.map((r) => [r.url.replace(base, ''), r.statuses, r.ok])
    expect(summary.slice(0, 6)).toEqual([
      ['/ok', [200], true],
      ['/moved', [301, 200], true],
      ['/moved-to-missing', [302, 404], false],
      ['/missing', [404], false],
      ['/broken', [500], false],
      ['/no-head', [200], true],
    ])
    expect(results[6]).toMatchObject({ ok: false, statuses: [], error: 'timeout after 500 ms' })
    expect(results[7]).toMatchObject({ ok: false, error: 'more than 3 redirects' })
    expect(results[8]!.ok).toBe(false)
    expect(results[8]!.error).toMatch(/ECONNREFUSED|fetch failed/)
  })

  it('prints a table and returns the number of failures (exit code 1 when > 0)', async () => {
    const lines: string[] = []
    const failures = await runLinkCheck([link('/ok'), link('/missing')], { timeoutMs: 500 }, (text) => lines.push(text))
    expect(failures).toBe(1)
    const table = lines.join('\n')
    expect(table).toMatch(/^status\s+result\s+url\s+linked from/m)
    expect(table).toMatch(/^200\s+ok\s+http:\/\/127\.0\.0\.1:\d+\/ok\s+test \/ok$/m)
    expect(table).toMatch(/^404\s+FAIL\s+http:\/\/127\.0\.0\.1:\d+\/missing/m)
    expect(table).toContain('✗ 1 of 2 links failed')
    expect(await runLinkCheck([link('/ok')], { timeoutMs: 500 }, () => {})).toBe(0)
  })

  it('formats a network error without a status', () => {
    expect(formatTable([{ url: 'https://x.test/', source: 's', statuses: [], ok: false, error: 'timeout after 1 ms' }])).toContain(
      '—       FAIL (timeout after 1 ms)',
    )
  })
})

describe('the URL list comes from the content modules (app/content/outbound-links.ts)', () => {
  const urls = outboundLinks().map((l) => l.url)

  it('has every affiliate target, every news article, the MEP tool and the non-affiliate pricing page, once each', () => {
    for (const url of Object.values(AFFILIATE_LINKS)) expect(urls).toContain(url)
    for (const article of NEWS_ARTICLES) expect(urls).toContain(article.url)
    expect(urls).toContain(CONTACT_MEP_URL)
    for (const tool of ALL_TOOLS.filter((t) => !t.affiliate)) expect(urls).toContain(tool.pricingUrl)
    expect(urls).toContain('https://www.dataprotectionauthority.be')
    expect(new Set(urls).size).toBe(urls.length)
    for (const url of urls) expect(url).toMatch(/^https:\/\//)
  })
})
