import { expect, test } from '@playwright/test'
import { LANGUAGES, type Lang } from '../../app/i18n/languages'
import { ALL_PUBLIC_PATHS, findByPublicPath, langOfPath, publicPath, refPath } from '../../app/i18n/slugs'
import { inlineScriptBytes } from '../../scripts/lib/inline-scripts'
import lighthouserc from '../../lighthouserc.json' with { type: 'json' }
import { checkHead, liveHead, serverHead } from './head'
import { axeViolations, expectNothingThirdParty, recordRequests, waitForHydration, watchConsole, watchCsp } from './helpers'
import { expectPageContent, PAGES } from './page-facts'
import { textFor } from '../extra-language/borrowed-text'

/**
 * Each page of the slug table, loaded once and checked for everything a page owes its visitors:
 *
 * - the server's HTML: 200, the page's language, flags as images not emoji, inline scripts
 *   within lighthouserc.json's budget (docs/decisions/006), and the head crawlers read
 *   (docs/product.md#page-metadata);
 * - a reader: no script file before an intent (docs/decisions/006);
 * - a visitor who starts to use a control: the app boots without a console error or warning
 *   (hydration included), under the site's own Content-Security-Policy without a violation
 *   (docs/decisions/013), the head unchanged, the page's content in its language
 *   (tests/e2e/page-facts.ts), nothing requested from another origin and no cookie
 *   (docs/decisions/008), no WCAG 2.1 AA violation found by axe (docs/product.md#look), in the
 *   dark theme too on the English pages;
 * - without JavaScript: readable, with the newsletter form (docs/decisions/006); the home and
 *   updates pages say where it stands now, naming the law in force
 *   (docs/product.md#where-it-stands-now).
 *
 * One page load serves all of these, which is what keeps the end-to-end suite fast; the
 * checks themselves live in tests/e2e/helpers.ts, head.ts and page-facts.ts.
 */
test.describe.configure({ timeout: 60_000 })

const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}]/u
const SCRIPT_FILE = /\/assets\/[^?#]*\.js$/
/** How long a reader looks at the page without a script file being requested. */
const READING_MS = 300

for (const path of ALL_PUBLIC_PATHS) {
  test(path, async ({ page, context, request, baseURL }) => {
    const ref = findByPublicPath(path)!
    const origin = new URL(baseURL!).origin

    // The server's HTML.
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status()).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<html lang="${ref.lang}"`)
    expect(html).not.toMatch(EMOJI_FLAG)
    expect(html).toContain('data-flag=')
    expect(inlineScriptBytes(html)).toBeLessThanOrEqual(lighthouserc.site.inlineScriptBytes)

    // A reader: the page as loaded, before any intent. While it sits there, the head
    // crawlers read is checked in the server's HTML.
    const violations = await watchCsp(context)
    const console = watchConsole(page)
    const requests = recordRequests(page)
    await page.goto(path)
    const loaded = Date.now()
    await expect(page.locator('h1').first()).toBeVisible()
    const englishTitle =
      ref.lang === 'en' ? undefined : (await serverHead(page, await (await request.get(refPath(ref, 'en'))).text())).title
    const ssrHead = await serverHead(page, html)
    checkHead(ssrHead, path, englishTitle)
    await page.waitForTimeout(Math.max(0, READING_MS - (Date.now() - loaded)))
    expect(requests.filter((url) => SCRIPT_FILE.test(new URL(url).pathname))).toEqual([])

    // A visitor who starts to use a control: the app boots.
    await waitForHydration(page)
    if (ref.routeId in PAGES) await expectPageContent(page, ref.routeId as keyof typeof PAGES, ref.lang)
    const live = await liveHead(page)
    checkHead(live, path, englishTitle)
    expect(live.jsonLd).toEqual(ssrHead.jsonLd)
    await expectNothingThirdParty(page, context, requests, origin)
    expect(new URL(page.url()).pathname).toBe(path)
    expect(console.errors()).toEqual([])
    expect(console.warnings()).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    // The dark theme follows prefers-color-scheme (app/styles.css): checked on the English pages.
    if (ref.lang === 'en') {
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor)
      const light = await background()
      await page.emulateMedia({ colorScheme: 'dark' })
      expect(await background(), 'the dark theme is applied').not.toBe(light)
      expect(await axeViolations(page), 'dark theme').toEqual([])
    }
    expect(violations).toEqual([])
  })
}

/** The law in force that the statement of where it stands names, as each language writes it (app/content/now.ts). */
const LAW_IN_FORCE: Record<Lang, string> = {
  en: 'Regulation (EU) 2026/1881',
  nl: 'Verordening (EU) 2026/1881',
  de: 'Verordnung (EU) 2026/1881',
  fr: 'règlement (UE) 2026/1881',
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const language of LANGUAGES) {
    test(`${language.lang}: every page is readable and has the newsletter form`, async ({ page }) => {
      for (const path of ALL_PUBLIC_PATHS.filter((p) => langOfPath(p) === language.lang)) {
        expect((await page.goto(path))?.status(), path).toBe(200)
        await expect(page.locator('html'), path).toHaveAttribute('lang', language.lang)
        await expect(page.locator('h1').first(), path).toBeVisible()
        await expect(page.locator('main'), path).toBeVisible()
        expect((await page.locator('main').innerText()).trim().length, path).toBeGreaterThan(200)
        await expect(page.locator('#newsletter-email'), path).toBeVisible()
        if (path === publicPath('/{-$lang}', language.lang) || path === publicPath('/{-$lang}/updates', language.lang)) {
          const statement = page.locator('[data-where-it-stands]')
          await expect(statement, path).toBeVisible()
          await expect(statement, path).toContainText(textFor(LAW_IN_FORCE, language.lang))
          await expect(statement.locator('time'), path).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
        }
      }
    })
  }
})
