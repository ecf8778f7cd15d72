import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createI18n, loadCatalog } from '~/i18n/lingui'
import { LANGS } from '~/i18n/languages'
import { buildFeed } from '~/seo/feed'
import { buildSitemap } from '~/seo/sitemap'
import { textFiles } from '~/spread/build'
import { calendarPath } from '~/spread/paths'
import {
  buildIsStale,
  originMismatch,
  readBuildOrigin,
  rewriteCalendarOrigin,
  rewriteOrigin,
  writeBuildOrigin,
} from '../../server/build-origin'

// The origin a build baked in, and a build served for another origin (server/build-origin.ts,
// docs/decisions/024-the-origin-of-a-build.md): rewritten, it must be the build for that origin.

const BUILT = 'https://chatcontrol.info'
// Shorter and longer than the build's, so the calendars' folded lines break elsewhere.
const OTHERS = ['http://127.0.0.1:41234', 'http://localhost', 'https://staging.campaign-against-chat-control.example.org:8443']

describe('rewriteOrigin', () => {
  it('moves every link to the origin, as written and percent-encoded in a query', () => {
    const page = [
      '<link rel="canonical" href="https://chatcontrol.info/nl"/>',
      '<link rel="alternate" hrefLang="x-default" href="https://chatcontrol.info/"/>',
      '{"@id":"https://chatcontrol.info/#website","url":"https://chatcontrol.info/"}',
      '$R[18]={siteUrl:"https://chatcontrol.info"}',
      '<a href="https://bsky.app/intent/compose?text=Chat%20Control%20https%3A%2F%2Fchatcontrol.info%2Fnl%2Factie">',
      '<a href="https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fchatcontrol.info">',
      '&lt;iframe src=&quot;https://chatcontrol.info/embed/en/tracker&quot;',
    ].join('\n')
    const rewritten = rewriteOrigin(page, BUILT, 'http://127.0.0.1:41234')
    expect(rewritten).not.toMatch(/chatcontrol\.info/)
    expect(rewritten).toContain('<link rel="canonical" href="http://127.0.0.1:41234/nl"/>')
    expect(rewritten).toContain('{siteUrl:"http://127.0.0.1:41234"}')
    expect(rewritten).toContain('text=Chat%20Control%20http%3A%2F%2F127.0.0.1%3A41234%2Fnl%2Factie')
    expect(rewritten).toContain('?url=http%3A%2F%2F127.0.0.1%3A41234">')
    expect(rewritten).toContain('&lt;iframe src=&quot;http://127.0.0.1:41234/embed/en/tracker&quot;')
  })

  it('leaves other origins, mailboxes and tag URIs of the same domain alone', () => {
    const text = [
      'https://chatcontrol.info.example/x',
      'https://chatcontrol.info:8443/x',
      'https://chatcontrol.info-mirror.example/',
      'https%3A%2F%2Fchatcontrol.info.example%2F',
      'https%3A%2F%2Fchatcontrol.info%3A8443%2F',
      'mailto:press@chatcontrol.info',
      'tag:chatcontrol.info,2026-11-25:/feed.xml',
      'update-x-en@chatcontrol.info',
      'https://fightchatcontrol.eu/',
    ].join('\n')
    expect(rewriteOrigin(text, BUILT, 'http://localhost:4000')).toBe(text)
    expect(rewriteOrigin('http://localhost:30001/ http://localhost:3000/', 'http://localhost:3000', 'http://localhost:4000')).toBe(
      'http://localhost:30001/ http://localhost:4000/',
    )
  })

  it('takes the new origin literally and changes nothing when it is the same', () => {
    expect(rewriteOrigin('https://chatcontrol.info/', BUILT, 'https://$&.example')).toBe('https://$&.example/')
    const text = 'https://chatcontrol.info/ https%3A%2F%2Fchatcontrol.info'
    expect(rewriteOrigin(text, BUILT, BUILT)).toBe(text)
  })
})

describe('a build rewritten for another origin is the build for that origin', () => {
  beforeAll(async () => {
    for (const lang of LANGS) await Promise.all([loadCatalog(lang), loadCatalog(lang, 'updates'), loadCatalog(lang, 'home')])
  })

  it.each(OTHERS)('%s: calendars, open data, cards and badges', (other) => {
    const built = textFiles(BUILT)
    const wanted = new Map(textFiles(other).map((file) => [file.path, file.body]))
    const calendars = new Set(LANGS.map(calendarPath))
    for (const { path, body } of built) {
      const rewritten = calendars.has(path) ? rewriteCalendarOrigin(body, BUILT, other) : rewriteOrigin(body, BUILT, other)
      expect(rewritten, path).toBe(wanted.get(path))
    }
    expect(built.length).toBe(wanted.size)
  })

  it.each(OTHERS)('%s: the feeds and the sitemap', (other) => {
    for (const lang of LANGS) {
      expect(rewriteOrigin(buildFeed(createI18n(lang), lang, BUILT), BUILT, other), lang).toBe(buildFeed(createI18n(lang), lang, other))
    }
    expect(rewriteOrigin(buildSitemap(BUILT), BUILT, other)).toBe(buildSitemap(other))
  })

  it('a calendar keeps its lines within 75 octets when the origin grows', () => {
    const ics = textFiles(BUILT).find((file) => file.path === calendarPath('en'))!.body
    const longer = rewriteCalendarOrigin(ics, BUILT, OTHERS[2]!)
    for (const line of longer.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75)
    expect(longer.replace(/\r\n /g, '')).toContain(`URL:${OTHERS[2]}/updates`)
  })
})

describe('the record of a build', () => {
  const dirs: string[] = []
  const dist = () => {
    const dir = mkdtempSync(join(tmpdir(), 'cc-build-origin-'))
    dirs.push(dir)
    mkdirSync(join(dir, 'server'))
    mkdirSync(join(dir, 'client'))
    return dir
  }
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('names the origin the build wrote; a build made before the record, its home page’s canonical link', () => {
    const recorded = dist()
    writeBuildOrigin(recorded, 'http://localhost:4000')
    expect(readBuildOrigin(recorded)).toBe('http://localhost:4000')
    const older = dist()
    writeFileSync(join(older, 'client/index.html'), '<head><link rel="canonical" href="https://chatcontrol.info/"/></head>')
    expect(readBuildOrigin(older)).toBe(BUILT)
    expect(readBuildOrigin(dist())).toBeUndefined()
  })

  it('a build is stale when it is missing or older than the sources', () => {
    const dir = dist()
    expect(buildIsStale(dir)).toBe(true)
    writeFileSync(join(dir, 'server/server.js'), '')
    const future = new Date(Date.now() + 3_600_000)
    utimesSync(join(dir, 'server/server.js'), future, future)
    expect(buildIsStale(dir)).toBe(false)
    const past = new Date(0)
    utimesSync(join(dir, 'server/server.js'), past, past)
    expect(buildIsStale(dir)).toBe(true)
  })
})

describe('what a server does with a build for another origin', () => {
  const dirs: string[] = []
  const distFor = (origin: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'cc-build-origin-'))
    dirs.push(dir)
    mkdirSync(join(dir, 'server'))
    writeBuildOrigin(dir, origin)
    return dir
  }
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))
  afterEach(() => vi.resetModules())
  // A fresh module each time: npm start's permission to rebase is the module's state.
  const load = () => import('../../server/build-origin')

  it('serves a build made for its origin as it is', async () => {
    const { planOrigin } = await load()
    expect(planOrigin(distFor(BUILT), 'dist', { SITE_URL: BUILT })).toEqual({ origin: { url: BUILT, configured: true } })
    expect(planOrigin(distFor('http://localhost:4000'), 'dist', { PORT: '4000' })).toEqual({
      origin: { url: 'http://localhost:4000', configured: false },
    })
  })

  it('npm run serve refuses another origin in one line naming both and the command that fixes it', async () => {
    const { planOrigin, OriginRefusal } = await load()
    const refusal = (fn: () => unknown): string => {
      try {
        fn()
      } catch (error) {
        expect(error).toBeInstanceOf(OriginRefusal)
        return (error as Error).message
      }
      throw new Error('not refused')
    }
    const unset = refusal(() => planOrigin(distFor(BUILT), 'dist-x', { PORT: '4000', HOST: '127.0.0.1' }))
    expect(unset).toBe(
      "The build in dist-x was made for https://chatcontrol.info, but this server's origin is http://127.0.0.1:4000 (SITE_URL is unset: the server's own address). " +
        "Run: DIST_DIR=dist-x HOST=127.0.0.1 PORT=4000 npm run build (or set SITE_URL=https://chatcontrol.info if that is the site's public origin)",
    )
    const other = refusal(() => planOrigin(distFor('http://localhost:3000'), 'dist', { SITE_URL: BUILT }))
    expect(other).toBe(
      "The build in dist was made for http://localhost:3000, but this server's origin is https://chatcontrol.info (SITE_URL). Run: SITE_URL=https://chatcontrol.info npm run build",
    )
    const production = refusal(() => planOrigin(distFor('http://localhost:3000'), 'dist', { NODE_ENV: 'production' }))
    expect(production).toMatch(/^SITE_URL is unset on a production start \(NODE_ENV=production\)/)
    for (const message of [unset, other, production]) expect(message).not.toContain('\n')
    expect(originMismatch('dist', undefined, { url: BUILT, configured: true })).toMatch(/does not say which origin.*Run: SITE_URL=/)
  })

  it('npm start rebases a build for another origin onto its own address, and never onto a configured SITE_URL', async () => {
    const { planOrigin, allowRebaseToOwnAddress, OriginRefusal } = await load()
    allowRebaseToOwnAddress()
    expect(planOrigin(distFor(BUILT), 'dist', { PORT: '4000' })).toEqual({
      origin: { url: 'http://localhost:4000', configured: false },
      rebaseFrom: BUILT,
    })
    expect(() => planOrigin(distFor('http://localhost:3000'), 'dist', { SITE_URL: BUILT })).toThrow(OriginRefusal)
    expect(() => planOrigin(distFor(BUILT), 'dist', { TRUST_PROXY: '1' })).toThrow(/production start/)
  })
})
