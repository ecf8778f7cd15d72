import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { LANGS, type Lang } from '../../app/i18n/languages'
import { ALL_ROUTE_IDS, countryPath, PAGE_ROUTE_IDS, publicPath } from '../../app/i18n/slugs'
import { MEMBER_STATES } from '../../app/content/member-states'
import { readSubscriptions, ROOT, startOwnServer, type OwnServer } from './own-server'
import { waitForHydration, watchConsole } from './helpers'

/**
 * A language is data (docs/translating.md#adding-a-language): the build named by
 * `npm run build:extra-language` adds EXTRA_TEST_LANGUAGE=pl — no catalog, no slug, no
 * component, no migration — and this spec finds everything a language gets: its pages,
 * hreflang, sitemap entries, feed, selectors, language switch and a newsletter
 * subscription in it (stored with its code; the confirmation mail in English, the
 * documented fallback). The language borrows English's slugs and shows English text
 * pseudo-localized (app/i18n/languages.ts, `borrowed`). The public build has none of it.
 *
 * The tests are data-driven too: with the extra language in the list, the unit tests pass
 * (scripts/test.sh runs them so) and every page of the slug table in that language passes the per-page checks of
 * tests/e2e/every-page.spec.ts (its expectations derived from English's,
 * tests/extra-language/borrowed-text.ts). A test that hard-codes the four languages fails here.
 */
const EXTRA = 'pl' as Lang
const DIST = 'dist-extra-lang'
const SITE = 'https://chatcontrol.info'

/** The test runners' entry points, run with this worker's Node. */
const ROOT_BIN = {
  playwright: join(ROOT, 'node_modules/@playwright/test/cli.js'),
}

/**
 * A test command of the repository, run with the extra language in the list (the same
 * variable the extra build had): its exit code, and the end of its output for the report.
 * The variables of this Playwright worker are left out, so the command starts as from a shell.
 */
function withExtraLanguage(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; tail: string }> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TEST_|PW_|PLAYWRIGHT_)/.test(name)))
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...inherited, EXTRA_TEST_LANGUAGE: EXTRA, ...env } })
    let output = ''
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, tail: output.slice(-6_000) }))
  })
}

// The unit tests with the extra language in the list run as a step of their own in `npm test`
// (scripts/test.sh, "unit tests with an extra language"): outside the browsers' workers they
// take a third of the time.
test.describe('the tests of a language, run for the extra one', () => {
  test('every page of the slug table in the extra language passes the per-page checks (every-page.spec.ts)', async () => {
    test.setTimeout(8 * 60_000)
    if (!existsSync(join(ROOT, DIST, 'server/server.js')))
      throw new Error(`${DIST}/ is missing: build it first with \`npm run build:extra-language\`.`)
    // every-page.spec.ts names each test after its page's path and each no-JavaScript test after
    // its language: the extra language's are "/pl…" and "pl: …". Its own server on the extra build.
    const run = await withExtraLanguage(
      [
        ROOT_BIN.playwright,
        'test',
        'tests/e2e/every-page.spec.ts',
        '--grep',
        `/${EXTRA}(/|$| )|${EXTRA}: `,
        '--workers=1',
        '--reporter=line',
      ],
      { DIST_DIR: DIST, E2E_PORT: String(4173 + 17) },
    )
    expect(run.code, run.tail).toBe(0)
    expect(run.tail).toMatch(/\d+ passed/)
    expect(run.tail).not.toMatch(/\d+ (failed|skipped|did not run)/)
  })
})

test.describe('the extra build: its pages, hreflang, sitemap, feed, switch and newsletter', () => {
  test.describe.configure({ mode: 'serial' })

  let server: OwnServer

  test.beforeAll(async () => {
    test.setTimeout(120_000) // starting an own server (and PGlite) is slow on a busy machine
    if (!existsSync(join(ROOT, DIST, 'server/server.js'))) {
      throw new Error(`${DIST}/ is missing: build it first with \`npm run build:extra-language\` (scripts/test.sh does).`)
    }
    server = await startOwnServer({ DIST_DIR: DIST, EXTRA_TEST_LANGUAGE: EXTRA }, { healthy: true })
  })
  test.afterAll(async () => {
    await server?.dispose()
  })

  const get = (path: string) => fetch(server.url + path, { redirect: 'manual' })

  test('every page exists in the extra language, with its hreflang alternates, sitemap entries and feed', async () => {
    expect(LANGS).not.toContain(EXTRA) // this process is the public configuration
    for (const id of ALL_ROUTE_IDS) {
      const path = publicPath(id, EXTRA)
      const response = await get(path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(html, path).toMatch(/<html[^>]* lang="pl"/)
      // Its text came from its (borrowed, pseudo-localized) catalog, not from English.
      expect(html, path).toContain('⟦')
      if (!PAGE_ROUTE_IDS.includes(id)) continue
      expect(html, path).toContain(`<link rel="alternate" hrefLang="pl" href="${SITE}${path}"/>`)
      // …and every other language's page points at it.
      const english = await (await get(publicPath(id, 'en'))).text()
      expect(english).toContain(`hrefLang="pl" href="${SITE}${path}"`)
      expect(english).not.toContain('⟦')
    }

    // The member states' Act now pages, in it too (the second kind of page of the slug table).
    for (const { code } of MEMBER_STATES) {
      const path = countryPath(code, EXTRA)
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toMatch(/<html[^>]* lang="pl"/)
    }

    const sitemap = await (await get('/sitemap.xml')).text()
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    // Every indexed page of both kinds, in every language and the extra one.
    expect(locs).toHaveLength((PAGE_ROUTE_IDS.length + MEMBER_STATES.length) * (LANGS.length + 1))
    for (const id of PAGE_ROUTE_IDS) expect(locs).toContain(SITE + publicPath(id, EXTRA))
    for (const { code } of MEMBER_STATES) expect(locs).toContain(SITE + countryPath(code, EXTRA))

    const feed = await get('/pl/feed.xml')
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toContain('application/atom+xml')
    expect(await feed.text()).toContain(`${SITE}/pl/updates`)
    expect(await (await get('/pl')).text()).toContain('type="application/atom+xml" href="/pl/feed.xml"')

    const missing = await get('/pl/no-such-page')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toMatch(/<html[^>]* lang="pl"/)
  })

  test('the selectors offer it, the switch without JavaScript leads to it, and the page hydrates in it', async ({ page }) => {
    const switched = await get('/language?lang=pl&path=%2Fbest-vpns')
    expect(switched.status).toBe(303)
    expect(switched.headers.get('location')).toBe('/pl/best-vpns')

    const errors = watchConsole(page)
    await page.goto(`${server.url}/pl/best-vpns`)
    await expect(page.locator('footer select option[value="pl"]')).toHaveCount(1)
    await expect(page.locator('header a[hreflang="pl"]')).toHaveAttribute('href', '/pl/best-vpns')
    await waitForHydration(page)
    await expect(page.locator('h1')).toContainText('⟦')
    await page.locator('header button[aria-haspopup="menu"]').click()
    await page.getByRole('menuitemradio', { name: 'English' }).click()
    await expect(page).toHaveURL(`${server.url}/best-vpns`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(errors.errors()).toEqual([])
  })

  test('a subscription in the extra language is stored with its code and mailed in English, linking to its pages', async () => {
    const email = 'extra-language@example.org'
    const response = await fetch(`${server.url}/pl`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ email }).toString(),
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/pl?newsletter=success#newsletter')

    const outbox = join(server.dataDir, 'outbox')
    await expect.poll(() => (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')).length : 0)).toBe(1)
    const file = readdirSync(outbox).find((f) => f.endsWith('.eml'))!
    const mail = await simpleParser(readFileSync(join(outbox, file)))
    // No mail catalog for the language: English, the fallback (app/newsletter/mail/mail-i18n.server.ts).
    expect(mail.subject).toBe('Please confirm your subscription to the Chat Control newsletter')
    expect(mail.text).toContain(`${SITE}/pl/newsletter/confirm?token=`)
    expect(mail.html).toContain('<html lang="en"')

    await server.stop()
    expect(await readSubscriptions(server.dataDir)).toEqual([{ email, language: 'pl' }])
  })
})
