import { expect, test } from '@playwright/test'
import { LANGUAGES } from '../../app/i18n/languages'
import { PAGE_ROUTE_IDS, publicPath } from '../../app/i18n/slugs'
import { expectNothingThirdParty, recordRequests, waitForHydration } from './helpers'
import { readSubscriptions, startOwnServer, type OwnServer } from './own-server'

/**
 * Privacy (docs/decisions/008): loading a page makes no request to any other origin and sets
 * no cookie, and every page is readable, navigable and can subscribe to the newsletter with
 * JavaScript off. The pages of the slug table are each checked for all of it in every-page.spec.ts; here the
 * not-found page, links without JavaScript and the no-JavaScript newsletter.
 */

test.describe('no request to another origin on page load', () => {
  // The pages of the slug table get the same check in every-page.spec.ts.
  test('the not-found page', async ({ page, context, baseURL }) => {
    const requests = recordRequests(page)
    await page.goto('/fr/nulle-part')
    await waitForHydration(page)
    await expectNothingThirdParty(page, context, requests, new URL(baseURL!).origin)
  })
})

test.describe('readable without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // Each page of the slug table is readable without JavaScript: every-page.spec.ts.
  for (const language of LANGUAGES) {
    test(`${language.lang}: links work as plain links`, async ({ page }) => {
      await page.goto(publicPath('/{-$lang}', language.lang))
      for (const routeId of PAGE_ROUTE_IDS.filter((id) => id !== '/{-$lang}').slice(0, 4)) {
        const target = publicPath(routeId, language.lang)
        await page.locator(`footer a[href="${target}"]`).first().click()
        await expect(page).toHaveURL((url) => url.pathname === target)
        await expect(page.locator('h1').first()).toBeVisible()
      }
      // The header's anchors lead back to the home page's sections.
      await page.locator('header nav a[href$="#tools"]').click()
      await expect(page).toHaveURL((url) => url.pathname === publicPath('/{-$lang}', language.lang) && url.hash === '#tools')
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
    test(`${language.lang}: the form posts and the page shows the result`, async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL: server.url,
        extraHTTPHeaders: { 'x-forwarded-for': `192.0.2.${index + 10}` },
      })
      const page = await context.newPage()
      const path = publicPath('/{-$lang}/contact', language.lang)
      await page.goto(path)
      await page.locator('#newsletter-email').fill(`no-js-${language.lang}@example.org`)
      await page.locator('#newsletter button[type="submit"]').click()
      await expect(page).toHaveURL(
        (url) => url.pathname === path && url.searchParams.get('newsletter') === 'success' && url.hash === '#newsletter',
      )
      const status = page.locator('#newsletter [role="status"]')
      await expect(status).not.toBeEmpty()
      if (language.lang === 'en') await expect(status).toContainText('Successfully Subscribed!')
      await context.close()
    })
  })

  test('the addresses are stored with their page language', async () => {
    expect(await server.stop()).toBe(0)
    const rows = await readSubscriptions(server.dataDir)
    expect(rows).toEqual(expect.arrayContaining(LANGUAGES.map((l) => ({ email: `no-js-${l.lang}@example.org`, language: l.lang }))))
  })
})
