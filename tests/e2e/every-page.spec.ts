import { expect, test } from '@playwright/test'
import { isBorrowed, LANGUAGES, type Lang } from '../../app/i18n/languages'
import { ALL_PUBLIC_PATHS, countryPath, findByPublicPath, langOfPath, publicPath, refPath } from '../../app/i18n/slugs'
import { MEMBER_STATES } from '../../app/content/member-states'
import { feedPath } from '../../app/seo/feed-paths'
import { inlineScriptBytes } from '../../scripts/lib/inline-scripts'
import lighthouserc from '../../lighthouserc.json' with { type: 'json' }
import { checkHead, liveHead, serverHead } from './head'
import {
  axeViolations,
  expectNothingThirdParty,
  LATE_DAY,
  layoutShift,
  recordRequests,
  waitForHydration,
  watchConsole,
  watchCsp,
} from './helpers'
import { sectionsWithoutHeading } from './outline'
import { expectPageContent, PAGES } from './page-facts'
import { textFor } from '../extra-language/borrowed-text'

/**
 * Each page of the slug table, loaded once and checked for everything a page owes its visitors:
 *
 * - the server's HTML: 200, the page's language, flags as images not emoji, inline scripts
 *   within lighthouserc.json's budget (docs/decisions/006), every <section> with its heading,
 *   and the head crawlers read (docs/product.md#page-metadata);
 * - a reader, on a day long after the as-of date: no script file before an intent
 *   (docs/decisions/006); the late notice, with the link to its language's updates page, shown
 *   before the first paint without a layout shift (docs/product.md#as-of-date; the updates page,
 *   the record itself, has none);
 * - a visitor who starts to use a control: the app boots without a console error or warning
 *   (hydration included), under the site's own Content-Security-Policy without a violation
 *   (docs/decisions/013), the head unchanged, the page's content in its language
 *   (tests/e2e/page-facts.ts; a translated home page shows none of the English home page's
 *   text), nothing requested from another origin and no cookie (docs/decisions/008), no WCAG
 *   2.1 AA violation found by axe (docs/product.md#look), in the dark theme too on the English
 *   pages;
 * - without JavaScript: readable, with the newsletter form (docs/decisions/006); the home and
 *   updates pages say where it stands now, naming the law in force
 *   (docs/product.md#where-it-stands-now); every page says the day it describes
 *   (docs/product.md#as-of-date: the home page twice or more, with the countdown and the
 *   "3 days" card naming the vote, the other pages under the header and in the footer); the
 *   updates page is complete (dated, sourced entries, newest first, the corrections, its feed;
 *   docs/product.md#updates); the action index lists the 27 member states as plain links
 *   (docs/product.md#act-now).
 *
 * One page load serves all of these, which is what keeps the end-to-end suite fast; the
 * checks themselves live in tests/e2e/helpers.ts, head.ts and page-facts.ts. Dates are written
 * out here as each language writes them, independently of the app's formatting.
 */
test.describe.configure({ timeout: 60_000 })

const EMOJI_FLAG = /[\u{1F1E6}-\u{1F1FF}]/u
const SCRIPT_FILE = /\/assets\/[^?#]*\.js$/
/** How long a reader looks at the page without a script file being requested. */
const READING_MS = 300
/** Text of the English home page that no translated home page shows (app/components/sections/). */
const ENGLISH_HOME_TEXT = [
  'Read Full Article',
  'Get Deal',
  'Privacy Tools That Protect You',
  'Country Positions',
  'Timeline',
  'Germany',
  'Most Popular',
  '/month',
]

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
    // Every <section> has its heading (the Nu HTML Checker's "Section lacks heading"; the member states' pages: html-first.spec.ts).
    expect(sectionsWithoutHeading(html)).toEqual([])

    // A reader: the page as loaded, before any intent, on a day long after the as-of date.
    // While it sits there, the head crawlers read is checked in the server's HTML.
    await page.clock.install({ time: LATE_DAY })
    const violations = await watchCsp(context)
    const console = watchConsole(page)
    const requests = recordRequests(page)
    await page.goto(path)
    const loaded = Date.now()
    const shifts = layoutShift(page)
    await expect(page.locator('h1').first()).toBeVisible()
    const englishTitle =
      ref.lang === 'en' ? undefined : (await serverHead(page, await (await request.get(refPath(ref, 'en'))).text())).title
    const ssrHead = await serverHead(page, html)
    checkHead(ssrHead, path, englishTitle)
    // The late notice points at the updates page of the page's language; the updates page and the
    // action pages show the record, each dated by its own days (app/components/layout/page-dating.ts).
    const updates = publicPath('/{-$lang}/updates', ref.lang)
    const notice = page.locator('[data-late-notice]')
    const { belowHeader } = await shifts
    if (path === updates || ref.routeId === '/{-$lang}/act') await expect(notice).toHaveCount(0)
    else {
      await expect(notice).toBeVisible()
      await expect(notice.locator('a')).toHaveAttribute('href', updates)
      // On the public languages: a borrowed language (tests/extra-language) shows English
      // pseudo-localized, longer than any real text, and its hero was seen to shift once in a
      // loaded run; it is no page a visitor gets.
      if (!isBorrowed(ref.lang)) expect(belowHeader, 'layout shifts below the header').toEqual([])
    }
    await page.waitForTimeout(Math.max(0, READING_MS - (Date.now() - loaded)))
    expect(requests.filter((url) => SCRIPT_FILE.test(new URL(url).pathname))).toEqual([])

    // A visitor who starts to use a control: the app boots.
    await waitForHydration(page)
    if (ref.routeId in PAGES) await expectPageContent(page, ref.routeId as keyof typeof PAGES, ref.lang)
    if (ref.routeId === '/{-$lang}' && ref.lang !== 'en' && !isBorrowed(ref.lang)) {
      const text = await page.locator('main').innerText()
      for (const english of ENGLISH_HOME_TEXT) expect(text, english).not.toContain(english)
    }
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
/** The day the site describes (app/content/as-of.ts) and the vote its countdown counts down to. */
const AS_OF: Record<Lang, string> = { en: '4 October 2025', nl: '4 oktober 2025', de: '4. Oktober 2025', fr: '4 octobre 2025' }
const VOTE: Record<Lang, string> = { en: '8 October 2025', nl: '8 oktober 2025', de: '8. Oktober 2025', fr: '8 octobre 2025' }
/** The pages other than home that are checked for the as-of line under the header and in the footer. */
const DATED_ROUTES = ['/{-$lang}/contact', '/{-$lang}/privacy-policy', '/{-$lang}/best-vpns'] as const
const source = (text: string | RegExp) => (typeof text === 'string' ? text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : text.source)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const language of LANGUAGES) {
    test(`${language.lang}: every page is readable, says which day it describes and has the newsletter form`, async ({ page }) => {
      const { lang } = language
      const home = publicPath('/{-$lang}', lang)
      const updates = publicPath('/{-$lang}/updates', lang)
      const asOf = textFor(AS_OF, lang)
      const vote = textFor(VOTE, lang)
      for (const path of ALL_PUBLIC_PATHS.filter((p) => langOfPath(p) === lang)) {
        expect((await page.goto(path))?.status(), path).toBe(200)
        await expect(page.locator('html'), path).toHaveAttribute('lang', lang)
        await expect(page.locator('h1').first(), path).toBeVisible()
        await expect(page.locator('main'), path).toBeVisible()
        expect((await page.locator('main').innerText()).trim().length, path).toBeGreaterThan(200)
        await expect(page.locator('#newsletter-email'), path).toBeVisible()
        if (path === home || path === updates) {
          const statement = page.locator('[data-where-it-stands]')
          await expect(statement, path).toBeVisible()
          await expect(statement, path).toContainText(textFor(LAW_IN_FORCE, lang))
          await expect(statement.locator('time'), path).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/)
        }
        // The day the page describes: on the home page under the header, beside the news and in the footer, with the vote.
        const dated = page.locator('[data-as-of]', { hasText: asOf })
        if (path === home) {
          expect(await dated.count(), path).toBeGreaterThanOrEqual(3)
          await expect(dated.first(), path).toBeVisible()
          await expect(page.locator('#news [data-as-of]'), path).toContainText(asOf)
          await expect(page.locator('[data-tally]'), path).toBeVisible()
          const timer = page.locator('[role="timer"]')
          await expect(timer, path).toHaveAttribute('aria-label', new RegExp(`${source(vote)}.*${source(asOf)}`))
          await expect(page.locator('[data-vote-date]'), path).toContainText(vote)
          // The late notice needs the pre-paint script: without it, the as-of lines say the date.
          await expect(page.locator('[data-late-notice]'), path).toBeHidden()
        }
        if (DATED_ROUTES.some((id) => path === publicPath(id, lang))) {
          await expect(dated, path).toHaveCount(2)
          await expect(dated.first(), path).toBeVisible()
        }
        if (path === updates) {
          // Dated, sourced entries, newest first, where the record ends, the corrections and the feed.
          const entries = page.locator('[data-update]')
          expect(await entries.count(), path).toBeGreaterThanOrEqual(8)
          for (const entry of await entries.all()) {
            await expect(entry.locator('time'), path).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\d$/)
            expect(await entry.locator('a[target="_blank"][href^="https://"]').count(), path).toBeGreaterThanOrEqual(1)
          }
          const days = await entries.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!))
          expect(days, `${path}: newest first`).toEqual([...days].sort().reverse())
          await expect(page.locator('[data-corrections] li').first(), path).toBeVisible()
          await expect(page.locator(`a[href="${feedPath(lang)}"]`), path).toBeVisible()
        }
        if (path === publicPath('/{-$lang}/act', lang)) {
          const links = page.locator('main [data-act-countries] a')
          await expect(links, path).toHaveCount(27)
          const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
          expect([...hrefs].sort(), path).toEqual(MEMBER_STATES.map((s) => countryPath(s.code, lang)).sort())
        }
      }
    })
  }
})
