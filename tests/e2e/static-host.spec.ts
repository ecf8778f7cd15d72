import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { parseHeaders } from '../../server/static-host'
import { PRERENDERED_PATHS } from '../../app/i18n/slugs'
import { ROOT } from './own-server'

// The build's _headers and _redirects (server/static-host.ts) say what the Node server
// does: for every page, each header a static host would add is the one our server sends.
const client = join(ROOT, process.env.DIST_DIR ?? 'dist', 'client')
const rules = parseHeaders(readFileSync(join(client, '_headers'), 'utf8'))
const redirects = readFileSync(join(client, '_redirects'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.trim().split(/\s+/) as [string, string, string])
// The slug table's 308s; the /go/ rules (server/static-host.ts, goRules) are tested in tests/e2e/go-links.spec.ts.
const slugRedirects = redirects.filter(([from]) => !from.startsWith('/go/'))
// Pages, and the Atom feeds (app/seo/feed-paths.ts), which have rules of their own.
const pages = [...rules.keys()].filter((pattern) => !pattern.includes('*') && !pattern.endsWith('/feed.xml'))

test('the headers file covers every prerendered page', () => {
  expect([...pages].sort()).toEqual([...PRERENDERED_PATHS].sort())
  expect(Object.keys(rules.get('/*')!)).toEqual(
    expect.arrayContaining([
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
      'x-frame-options',
    ]),
  )
  expect(rules.get('/assets/*')!['cache-control']).toMatch(/immutable/)
})

test('every page: the static host headers equal the Node server’s', async ({ request }) => {
  for (const path of pages) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const sent = response.headers()
    for (const [name, value] of Object.entries({ ...rules.get('/*'), ...rules.get(path) }))
      expect(sent[name], `${path} ${name}`).toBe(value)
  }
})

test('hashed assets: the same immutable caching', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const asset = /\/assets\/[\w.-]+\.(?:js|css)/.exec(html)![0]
  const sent = (await request.get(asset)).headers()
  expect(sent['cache-control']).toBe(rules.get('/assets/*')!['cache-control'])
})

test('every redirect of the redirects file is the Node server’s 308', async ({ request }) => {
  expect(slugRedirects.length).toBeGreaterThan(40)
  for (const [from, to, status] of slugRedirects) {
    expect(status).toBe('308')
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(308)
    expect(response.headers().location, from).toBe(to)
  }
})
