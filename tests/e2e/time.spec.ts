import { test, expect, type Page } from '@playwright/test'
import { ALL_PUBLIC_PATHS, publicPath } from '../../app/i18n/slugs'
import { LANGS, type Lang } from '../../app/i18n/languages'
import { FEED_PATHS, feedPath } from '../../app/seo/feed-paths'

/**
 * Honest about time (docs/product.md#as-of-date, #updates): every page says the day it
 * describes without JavaScript, the countdown names its vote, a visitor long after that
 * day is pointed at the updates page before the first paint (no layout shift), and the
 * updates page and the feeds carry the record. Dates are written out here as each
 * language writes them, independently of the app's formatting.
 */
const AS_OF: Record<Lang, string> = { en: '4 October 2025', nl: '4 oktober 2025', de: '4. Oktober 2025', fr: '4 octobre 2025' }
const VOTE: Record<Lang, string> = { en: '8 October 2025', nl: '8 oktober 2025', de: '8. Oktober 2025', fr: '8 octobre 2025' }
const home = (lang: Lang) => publicPath('/{-$lang}', lang)
const updates = (lang: Lang) => publicPath('/{-$lang}/updates', lang)

test.describe('without JavaScript, every page says which day it describes', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of LANGS) {
    test(`${lang}: the home page twice or more, the countdown and the "3 days" card name the vote`, async ({ page }) => {
      await page.goto(home(lang))
      const dated = page.locator('[data-as-of]', { hasText: AS_OF[lang] })
      expect(await dated.count()).toBeGreaterThanOrEqual(3) // under the header, beside the news, in the footer
      await expect(dated.first()).toBeVisible()
      await expect(page.locator('#news [data-as-of]')).toContainText(AS_OF[lang])
      await expect(page.locator('[data-tally]')).toBeVisible()
      const timer = page.locator('[role="timer"]')
      await expect(timer).toHaveAttribute('aria-label', new RegExp(`${VOTE[lang]}.*${AS_OF[lang]}`))
      await expect(page.locator('[data-vote-date]')).toContainText(VOTE[lang])
      // The late notice needs the pre-paint script: without it, the as-of lines say the date.
      await expect(page.locator('[data-late-notice]')).toBeHidden()
    })

    test(`${lang}: other pages say it under the header and in the footer`, async ({ page }) => {
      for (const routeId of ['/{-$lang}/contact', '/{-$lang}/privacy-policy', '/{-$lang}/best-vpns'] as const) {
        await page.goto(publicPath(routeId, lang))
        const dated = page.locator('[data-as-of]', { hasText: AS_OF[lang] })
        await expect(dated).toHaveCount(2)
        await expect(dated.first()).toBeVisible()
      }
    })
  }

  test('the updates page is complete: dated, sourced entries, where the record ends, the corrections', async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto(updates(lang))
      const entries = page.locator('[data-update]')
      expect(await entries.count()).toBeGreaterThanOrEqual(8)
      for (const entry of await entries.all()) {
        await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\d$/)
        const sources = entry.locator('a[target="_blank"][href^="https://"]')
        expect(await sources.count()).toBeGreaterThanOrEqual(1)
      }
      const days = await entries.locator('time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!))
      expect(days, 'newest first').toEqual([...days].sort().reverse())
      await expect(page.locator('[data-corrections] li').first()).toBeVisible()
      await expect(page.locator(`a[href="${feedPath(lang)}"]`)).toBeVisible()
    }
  })
})

/**
 * The layout shifts of the page so far that the notice could cause: those of elements below
 * the sticky header (the as-of band, the page, the footer). The header's own controls and
 * the fixed floating breadcrumb sit above the band or outside the flow, so the notice cannot
 * move them; they were seen to register small shifts on a first load of the home page under
 * the installed clock, which are listed apart (`elsewhere`) and not asserted here.
 * (A PerformanceObserver entry type Chromium supports.)
 */
async function layoutShift(page: Page): Promise<{ belowHeader: string[]; elsewhere: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ belowHeader: string[]; elsewhere: string[] }>((resolve) => {
        const belowHeader: string[] = []
        const elsewhere: string[] = []
        type Shift = PerformanceEntry & { hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue
            for (const source of entry.sources ?? []) {
              const node = source.node instanceof Element ? source.node : source.node?.parentElement
              const html = node?.outerHTML.slice(0, 100) ?? '?'
              if (node?.closest('header, [data-breadcrumb]')) elsewhere.push(html)
              else belowHeader.push(html)
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve({ belowHeader, elsewhere }), 300)
      }),
  )
}

test.describe('the late notice', () => {
  test('on a day in 2026 every page shows it, with a working link to the updates page of its language, and no layout shift', async ({
    page,
  }) => {
    test.slow()
    await page.clock.install({ time: new Date('2026-06-15T10:00:00Z') })
    for (const path of ALL_PUBLIC_PATHS) {
      await page.goto(path)
      const lang = LANGS.find((l) => path === home(l) || path.startsWith(`/${l}/`)) ?? 'en'
      if (path === updates(lang)) {
        await expect(page.locator('[data-late-notice]'), path).toHaveCount(0) // the page itself is the record
        continue
      }
      const notice = page.locator('[data-late-notice]')
      await expect(notice, path).toBeVisible()
      await expect(notice.locator('a'), path).toHaveAttribute('href', updates(lang))
      expect((await layoutShift(page)).belowHeader, path).toEqual([])
    }
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
