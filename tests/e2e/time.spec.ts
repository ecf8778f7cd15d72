import { test, expect } from '@playwright/test'
import { ALL_PUBLIC_PATHS, publicPath } from '../../app/i18n/slugs'
import { LANGS, type Lang } from '../../app/i18n/languages'
import { FEED_PATHS, feedPath } from '../../app/seo/feed-paths'
import { LATE_DAY, layoutShift } from './helpers'

/**
 * Honest about time (docs/product.md#as-of-date, #updates): a visitor long after the day the
 * site describes is pointed at the updates page before the first paint, a visitor soon after it
 * is not, and the feeds carry the record. Each page of the slug table is checked in
 * every-page.spec.ts for the rest: without JavaScript it says the day it describes (the
 * countdown names its vote, the updates page is complete), and on a day in 2026 it shows the
 * late notice without a layout shift.
 */
const home = (lang: Lang) => publicPath('/{-$lang}', lang)
const updates = (lang: Lang) => publicPath('/{-$lang}/updates', lang)

test.describe('the late notice', () => {
  // On such a day each page of the slug table shows it, with the link to its language's updates
  // page, without a layout shift: every-page.spec.ts, which loads every page on that day.
  test('on a day in 2026 its link leads to the updates page of its language', async ({ page }) => {
    await page.clock.install({ time: LATE_DAY })
    await page.goto(home('de'))
    await page.locator('[data-late-notice] a').click()
    await expect(page).toHaveURL(updates('de'))
    await expect(page.locator('[data-update]').first()).toBeVisible()
  })

  test('on 6 October 2025 no page shows it, and nothing shifts', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-10-06T10:00:00Z') })
    for (const lang of LANGS) {
      for (const path of [home(lang), publicPath('/{-$lang}/contact', lang), updates(lang)]) {
        await page.goto(path)
        await expect(page.locator('[data-late-notice]').first(), path).toBeHidden()
        await expect(page.locator('html'), path).toHaveAttribute('data-snapshot', 'fresh')
        expect((await layoutShift(page)).belowHeader, path).toEqual([])
      }
    }
  })
})

test.describe('the Atom feeds', () => {
  test('parse as Atom 1.0 in each language, carry the updates and the news, and every page announces its own', async ({
    page,
    request,
  }) => {
    await page.goto('/robots.txt') // any same-origin document: the parser runs in the page
    for (const lang of LANGS) {
      const response = await request.get(feedPath(lang))
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
      const xml = await response.text()
      const feed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml')
        const root = doc.documentElement
        const child = (el: Element, name: string) => el.getElementsByTagNameNS('http://www.w3.org/2005/Atom', name)[0]
        const entries = [...root.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry')]
        return {
          error: doc.getElementsByTagName('parsererror').length > 0,
          root: root.localName,
          ns: root.namespaceURI,
          lang: root.getAttribute('xml:lang'),
          id: child(root, 'id')?.textContent,
          updated: child(root, 'updated')?.textContent,
          entries: entries.map((entry) => ({
            id: child(entry, 'id')?.textContent ?? '',
            title: child(entry, 'title')?.textContent ?? '',
            updated: child(entry, 'updated')?.textContent ?? '',
            link: child(entry, 'link')?.getAttribute('href') ?? '',
            summary: child(entry, 'summary')?.textContent ?? '',
            author: child(entry, 'author')?.textContent ?? '',
            category: child(entry, 'category')?.getAttribute('term') ?? '',
          })),
        }
      }, xml)
      expect(feed.error, lang).toBe(false)
      expect(feed.root).toBe('feed')
      expect(feed.ns).toBe('http://www.w3.org/2005/Atom')
      expect(feed.lang).toBe(lang)
      expect(feed.id).toMatch(new RegExp(`${feedPath(lang).replace(/\./g, '\\.')}$`))
      expect(feed.updated).toMatch(/^\d{4}-\d\d-\d\dT00:00:00Z$/)
      expect(feed.entries.filter((e) => e.category === 'update').length).toBeGreaterThanOrEqual(8)
      expect(feed.entries.filter((e) => e.category === 'news').length).toBeGreaterThanOrEqual(1)
      expect(new Set(feed.entries.map((e) => e.id)).size).toBe(feed.entries.length)
      for (const entry of feed.entries) {
        expect(entry.id).toMatch(/^tag:/)
        expect(entry.title && entry.summary && entry.author, entry.id).toBeTruthy()
        expect(entry.updated).toMatch(/^\d{4}-\d\d-\d\dT00:00:00Z$/)
        expect(entry.link).toMatch(/^https:\/\//)
      }
      expect(
        feed.entries.map((e) => e.updated),
        'newest first',
      ).toEqual(
        feed.entries
          .map((e) => e.updated)
          .sort()
          .reverse(),
      )
    }
    expect(FEED_PATHS).toHaveLength(LANGS.length)
  })

  test('every page links its language’s feed in its head', async ({ request }) => {
    for (const path of ALL_PUBLIC_PATHS) {
      const html = await (await request.get(path)).text()
      const lang = LANGS.find((l) => path === home(l) || path.startsWith(`/${l}/`)) ?? 'en'
      expect(html, path).toContain(`<link rel="alternate" type="application/atom+xml" href="${feedPath(lang)}"`)
    }
  })
})
