import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkSite, formatBroken } from '../../scripts/check-links'

// Two real local HTTP servers: a small site (two pages that link to each other and to
// everything below), and an "external" one answering 200, 301, 404, 500, HEAD-refused and never.
let site: Server
let external: Server
let siteUrl = ''
let extUrl = ''
let closedPort = 0
const hanging = new Set<ServerResponse>()
const PUBLIC = 'https://public.example'

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  external = createServer((req, res) => {
    switch (req.url) {
      case '/ok':
        return res.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
      case '/moved':
        return res.writeHead(301, { location: '/ok' }).end()
      case '/moved-to-missing':
        return res.writeHead(302, { location: '/missing' }).end()
      case '/missing':
        return res.writeHead(404).end('not found')
      case '/broken':
        return res.writeHead(500).end('error')
      case '/no-head':
        return res.writeHead(req.method === 'HEAD' ? 405 : 200, { 'content-type': 'text/plain' }).end()
      case '/slow':
        hanging.add(res) // never answers
        return
      default:
        return res.writeHead(404).end()
    }
  })
  extUrl = await listen(external)
  const probe = createServer()
  closedPort = Number(new URL(await listen(probe)).port)
  await new Promise((resolve) => probe.close(resolve))

  const page = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`
  site = createServer((req, res) => {
    const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(body))
    switch (req.url) {
      case '/':
        return html(
          ['/ok', '/moved', '/moved-to-missing', '/missing', '/broken', '/no-head', '/slow']
            .map((p) => `<a href="${extUrl}${p}">x</a>`)
            .join('') +
            `<a href="http://127.0.0.1:${closedPort}/">closed</a><a href="/second">second</a>` +
            `<a href="mailto:someone@example.org">mail</a><link rel="canonical" href="${PUBLIC}/">`,
        )
      case '/second':
        // Reached only by crawling from the first page; its own broken link is found too.
        return html(`<a href="/">home</a><a href="/gone">gone</a><a href="${PUBLIC}/second">itself, absolute</a>`)
      default:
        return res.writeHead(404).end()
    }
  })
  siteUrl = await listen(site)
})

afterAll(async () => {
  for (const res of hanging) res.destroy()
  await new Promise((resolve) => external.close(resolve))
  await new Promise((resolve) => site.close(resolve))
})

describe('links:check crawls a site with linkinator (scripts/check-links.ts)', () => {
  it('follows the pages, follows redirects, and reports 4xx/5xx, timeouts and refused connections with the page that links to them', async () => {
    const { checked, pages, broken } = await checkSite([`${siteUrl}/`], { timeoutMs: 300, publicOrigin: PUBLIC })
    const found = Object.fromEntries(
      broken.map((b) => [b.url.replace(extUrl, 'EXT').replace(siteUrl, 'SITE'), [b.status, b.parent.replace(siteUrl, 'SITE')]]),
    )
    expect(found).toMatchObject({
      'EXT/moved-to-missing': ['404', 'SITE/'],
      'EXT/missing': ['404', 'SITE/'],
      'EXT/broken': ['500', 'SITE/'],
      'SITE/gone': ['404', 'SITE/second'],
    })
    expect(found['EXT/slow']).toEqual(['timeout after 300 ms', 'SITE/'])
    expect(found[`http://127.0.0.1:${closedPort}/`]?.[0]).toMatch(/ECONNREFUSED/)
    // Answered, so not broken: a redirect to a page, a server that refuses HEAD, and the
    // public origin's links, checked on the local site instead.
    for (const ok of ['EXT/ok', 'EXT/moved', 'EXT/no-head', 'SITE/', 'SITE/second']) expect(found).not.toHaveProperty(ok)
    expect(broken.some((b) => b.url.startsWith(PUBLIC))).toBe(false)
    expect(Object.keys(found)).toHaveLength(6)
    expect(checked).toBeGreaterThanOrEqual(12)
    expect(pages).toBeGreaterThanOrEqual(2) // the second page was crawled, not only checked
  }, 20_000)

  it('checks only the site’s own links when asked (no internet needed)', async () => {
    const { broken } = await checkSite([`${siteUrl}/`], { timeoutMs: 300, internalOnly: true, publicOrigin: PUBLIC })
    expect(broken.map((b) => b.url.replace(siteUrl, 'SITE'))).toEqual(['SITE/gone'])
  })

  it('prints a table of the broken links, each with the page that links to it', () => {
    const table = formatBroken([{ url: 'https://x.test/a', status: '404', parent: `${siteUrl}/second` }], siteUrl)
    expect(table).toMatch(/^status\s+url\s+linked from$/m)
    expect(table).toMatch(/^404\s+https:\/\/x\.test\/a\s+\/second$/m)
  })
})
