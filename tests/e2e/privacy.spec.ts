import { expect, test, type Page } from '@playwright/test'
import { LANGUAGES } from '../../app/i18n/languages'
import { ALL_PUBLIC_PATHS, localeOfPath, PAGE_ROUTE_IDS, publicPath } from '../../app/i18n/slugs'
import { waitForHydration } from './helpers'
import { readSubscriptions, startOwnServer, type OwnServer } from './own-server'

/**
 * Privacy (docs/decisions/008): loading a page makes no request to any other origin (all 10
 * pages × 4 languages, plus the not-found page), sets no cookie, and every page is
 * readable, navigable and can subscribe to the newsletter with JavaScript off.
 */

/** Loads `path`, scrolls to the end (lazy content), and returns every request URL. */
async function requestsOfPageLoad(page: Page, path: string): Promise<string[]> {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  await page.goto(path)
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  return urls
}

test.describe('no request to another origin on page load', () => {
  for (const path of [...ALL_PUBLIC_PATHS, '/fr/nulle-part']) {
    test(`${path}`, async ({ page, context, baseURL }) => {
      const origin = new URL(baseURL!).origin
      const urls = await requestsOfPageLoad(page, path)
      expect(urls.length).toBeGreaterThan(1)
      const foreign = urls.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)
      expect(foreign).toEqual([])
      // Nothing in the document would make one later either (preconnect, frames, remote media).
      const remote = await page.evaluate((own) => {
        const found: string[] = []
        const check = (url: string | null, what: string) => {
          if (url && /^(https?:)?\/\//.test(url) && new URL(url, location.href).origin !== own) found.push(`${what} ${url}`)
        }
        document.querySelectorAll('link[href]').forEach((l) => {
          if ((l as HTMLLinkElement).rel !== 'alternate' && (l as HTMLLinkElement).rel !== 'canonical')
            check(l.getAttribute('href'), `link[rel=${(l as HTMLLinkElement).rel}]`)
        })
        document
          .querySelectorAll('script[src], img[src], iframe, video, audio, source, embed, object')
          .forEach((e) => check(e.getAttribute('src') ?? e.getAttribute('data'), e.tagName))
        return found
      }, origin)
      expect(remote).toEqual([])
      expect(await context.cookies()).toEqual([])
    })
  }
})

test.describe('readable without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of ALL_PUBLIC_PATHS) {
    test(`${path}`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', localeOfPath(path))
      await expect(page.locator('h1').first()).toBeVisible()
      const text = await page.locator('main').innerText()
      expect(text.trim().length).toBeGreaterThan(200)
      await expect(page.locator('main')).toBeVisible()
      await expect(page.locator('#newsletter-email')).toBeVisible()
    })
  }

  for (const language of LANGUAGES) {
    test(`${language.code}: links work as plain links`, async ({ page }) => {
      await page.goto(publicPath('/{-$lang}', language.locale))
      for (const routeId of PAGE_ROUTE_IDS.filter((id) => id !== '/{-$lang}').slice(0, 4)) {
        const target = publicPath(routeId, language.locale)
        await page.locator(`footer a[href="${target}"]`).first().click()
        await expect(page).toHaveURL((url) => url.pathname === target)
        await expect(page.locator('h1').first()).toBeVisible()
      }
      // The header's anchors lead back to the home page's sections.
      await page.locator('header nav a[href$="#tools"]').click()
      await expect(page).toHaveURL((url) => url.pathname === publicPath('/{-$lang}', language.locale) && url.hash === '#tools')
      await expect(page.locator('#tools')).toBeVisible()
    })
  }
})

test.describe('the newsletter without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.describe.configure({ mode: 'serial', timeout: 90_000 })
  // Own server: each language posts from its own client address (TRUST_PROXY), and
  // its database is read afterwards.
  let server: OwnServer
  test.beforeAll(async () => {
    test.setTimeout(120_000) // starting an own server (and PGlite) is slow on a busy machine
    server = await startOwnServer({ TRUST_PROXY: '1' })
  })
  test.afterAll(async () => {
    await server?.dispose()
  })

  LANGUAGES.forEach((language, index) => {
    test(`${language.code}: the form posts and the page shows the result`, async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: server.url,
        extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${index + 10}` },
      })
      const page = await context.newPage()
      const path = publicPath('/{-$lang}/contact', language.locale)
      await page.goto(path)
      await page.locator('#newsletter-email').fill(`no-js-${language.locale}@example.org`)
      await page.locator('#newsletter button[type="submit"]').click()
      await expect(page).toHaveURL(
        (url) => url.pathname === path && url.searchParams.get('newsletter') === 'success' && url.hash === '#newsletter',
      )
      const status = page.locator('#newsletter [role="status"]')
      await expect(status).not.toBeEmpty()
      if (language.locale === 'en') await expect(status).toContainText('Successfully Subscribed!')
      await context.close()
    })
  })

  test('the addresses are stored with their page language', async () => {
    expect(await server.stop()).toBe(0)
    const rows = await readSubscriptions(server.dataDir)
    expect(rows).toEqual(expect.arrayContaining(LANGUAGES.map((l) => ({ email: `no-js-${l.locale}@example.org`, language: l.locale }))))
  })
})
