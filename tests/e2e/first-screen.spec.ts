import { expect, test, type Page } from '@playwright/test'
import { LANGUAGES } from '../../app/i18n/languages'
import { ALL_PUBLIC_PATHS, countryPath, findByPublicPath, langOfPath, publicPath } from '../../app/i18n/slugs'
import { MEMBER_STATES } from '../../app/content/member-states'
import { NOW } from '../../app/content/now'
import { MEP_RECORD } from '../../app/content/meps'
import { SAMPLE_COUNTRIES } from './act-sample'

/**
 * The way to act is on the first screen of every page, on a phone, without JavaScript
 * (docs/product.md#act-now): at 320 and 390 px, one viewport of every page of the slug table
 * and of a sample of member-state pages shows a link to the action pages. The action index
 * shows its 27 states within two screens at 390 px. Each page is dated by what it shows.
 */
const PHONES = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
] as const

/** A link to the action index or a member state's page that is inside the first viewport. */
async function actLinkOnFirstScreen(page: Page, actPath: string, height: number): Promise<boolean> {
  return page.evaluate(
    ({ actPath, height }) =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].some((a) => {
        const href = a.getAttribute('href')!
        const target = href.startsWith('#') ? href : new URL(href, location.href).pathname
        if (target !== actPath && !target.startsWith(`${actPath}/`) && !(href.startsWith('#act-') && location.pathname.startsWith(actPath)))
          return false
        const box = a.getBoundingClientRect()
        const style = getComputedStyle(a)
        return box.width > 0 && box.height > 0 && box.top >= 0 && box.bottom <= height && style.visibility !== 'hidden'
      }),
    { actPath, height },
  )
}

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false })
  for (const phone of PHONES) {
    test.describe(`${phone.width} px`, () => {
      test.use({ viewport: phone })
      for (const language of LANGUAGES) {
        test(`${language.lang}: every page shows a link to the action pages on its first screen`, async ({ page }) => {
          test.setTimeout(90_000)
          const { lang } = language
          const actPath = publicPath('/{-$lang}/act', lang)
          const paths = [
            ...ALL_PUBLIC_PATHS.filter((path) => langOfPath(path) === lang),
            ...SAMPLE_COUNTRIES.map((code) => countryPath(code, lang)),
          ]
          const missing: string[] = []
          for (const path of paths) {
            await page.goto(path)
            await page.evaluate(() => window.scrollTo(0, 0))
            if (!(await actLinkOnFirstScreen(page, actPath, phone.height))) missing.push(path)
            // Nothing wider than the screen: the header's button must not push the page sideways.
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
            if (overflow > 0) missing.push(`${path} (scrolls sideways by ${overflow} px)`)
          }
          expect(missing).toEqual([])
        })
      }
    })
  }

  test.describe('390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } })
    test('the action index shows its 27 states within two screens', async ({ page }) => {
      for (const language of LANGUAGES) {
        await page.goto(publicPath('/{-$lang}/act', language.lang))
        const links = page.locator('main [data-act-countries] a')
        await expect(links).toHaveCount(MEMBER_STATES.length)
        const bottom = await links.evaluateAll((as) => Math.max(...as.map((a) => a.getBoundingClientRect().bottom + window.scrollY)))
        expect(bottom, language.lang).toBeLessThanOrEqual(2 * 844)
      }
    })
  })
})

test('each page is dated by what it shows: the snapshot’s day, or the record’s own days', async ({ request }) => {
  for (const language of LANGUAGES) {
    const { lang } = language
    for (const path of [...ALL_PUBLIC_PATHS.filter((p) => langOfPath(p) === lang), countryPath('AT', lang)]) {
      const html = await (await request.get(path)).text()
      const band = /data-as-of-band="([a-z]+)"/.exec(html)?.[1]
      const ref = findByPublicPath(path)
      const kind =
        ref?.routeId === '/{-$lang}/updates'
          ? 'updates'
          : ref?.routeId === '/{-$lang}/act' || ref?.routeId === '/{-$lang}/act/$country'
            ? 'act'
            : 'snapshot'
      expect(band, path).toBe(kind)
      if (kind === 'snapshot') {
        expect(html, path).toMatch(/data-as-of="true"[^>]*>[^]*?<time dateTime="2025-10-04"/)
        expect(html, path).not.toContain('data-record-date')
      } else {
        // No "this page describes 4 October 2025" and no late notice: the record's days instead.
        expect(html, path).not.toMatch(/data-as-of="true"/)
        expect(html, path).not.toContain('data-late-notice')
        expect(html, path).toContain('data-record-date')
        if (kind === 'act') {
          expect(html, path).toContain(`dateTime="${NOW.date}"`)
          expect(html, path).toContain(`dateTime="${MEP_RECORD.describes}"`)
        }
      }
    }
  }
})
