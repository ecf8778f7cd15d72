import { expect, test, type APIResponse } from '@playwright/test'
import { LANGUAGES } from '../../app/i18n/languages'
import { publicPath } from '../../app/i18n/slugs'
import { waitForHydration, watchCsp } from './helpers'
import { startOwnServer, type OwnServer } from './own-server'
import { expectSecurityHeaders, inlineScriptHashes, parseCsp } from './security-headers'

/**
 * Security headers (docs/decisions/007): every kind of response carries them, and the site
 * works under its own Content-Security-Policy (no violation while pages load, the
 * language changes and the newsletter is submitted).
 */

test.describe('security headers on every kind of response', () => {
  const checked: string[] = []
  const check = (response: APIResponse, label: string) => {
    expectSecurityHeaders(response.headers(), `${label} (${response.status()})`)
    checked.push(label)
  }

  test('pages, their 304, HEAD and redirects', async ({ request }) => {
    for (const path of ['/', '/de/datenschutz', '/fr/meilleurs-vpns', '/?newsletter=success']) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      check(response, `page ${path}`)
      // Every inline script the page runs is allowed by its own hash, nothing more.
      const scriptSrc = parseCsp(response.headers()['content-security-policy']!).get('script-src')!
      for (const hash of inlineScriptHashes(await response.text())) expect(scriptSrc, `${path}: ${hash}`).toContain(hash)
    }
    const first = await request.get('/nl')
    const etag = first.headers().etag
    if (etag) {
      const notModified = await request.get('/nl', { headers: { 'if-none-match': etag } })
      expect(notModified.status()).toBe(304)
      check(notModified, 'page 304')
    }
    const head = await request.head('/')
    check(head, 'HEAD /')
    for (const [from, status] of [
      ['/fr/best-vpns', 308],
      ['/en/contact', 308],
    ] as const) {
      const redirect = await request.get(from, { maxRedirects: 0 })
      expect(redirect.status()).toBe(status)
      check(redirect, `redirect ${from}`)
    }
  })

  test('not-found pages, including malformed escapes', async ({ request }) => {
    for (const path of ['/does-not-exist', '/nl/bestaat-niet', '/%E0%A4%A', '/assets/missing.js']) {
      const response = await request.get(path)
      expect(response.status()).toBe(404)
      check(response, `404 ${path}`)
    }
  })

  test('assets and public files', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)
    expect(assets.length).toBeGreaterThan(0)
    for (const path of [...new Set(assets)].slice(0, 4)) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      check(response, `asset ${path}`)
    }
    for (const path of ['/favicon.ico', '/favicon.svg', '/icon-192.png', '/og-image.png']) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      check(response, `public file ${path}`)
    }
  })

  test('sitemap, robots, manifest and /healthz', async ({ request }) => {
    for (const path of ['/sitemap.xml', '/robots.txt', '/site.webmanifest', '/healthz']) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      check(response, path)
    }
  })

  test('refusals: 413, 415, 4xx, 404', async ({ request, baseURL }) => {
    const big = await request.post('/', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'email=' + 'a'.repeat(100_000),
    })
    expect(big.status()).toBe(413)
    check(big, 'POST 413')
    const json = await request.post('/', { headers: { 'content-type': 'application/json' }, data: '{}' })
    expect(json.status()).toBe(415)
    check(json, 'POST 415')
    const crossSite = await request.post('/_serverFn/0123abcd', {
      headers: { 'content-type': 'application/json', origin: 'https://attacker.example' },
      data: '{}',
    })
    expect(crossSite.status()).toBeGreaterThanOrEqual(400)
    expect(crossSite.status()).toBeLessThan(500)
    check(crossSite, 'server function refused')
    const unknown = await request.post('/_serverFn/0123abcd', {
      headers: { 'content-type': 'application/json', origin: baseURL! },
      data: '{}',
    })
    expect(unknown.status()).toBe(404)
    check(unknown, 'unknown server function 404')
  })

  test('a server function call made by the page', async ({ browser }) => {
    // A browser language we do not offer: the page asks the geolocation server function.
    const context = await browser.newContext({ locale: 'ja-JP' })
    const page = await context.newPage()
    const call = page.waitForResponse((r) => r.url().includes('/_serverFn/'))
    await page.goto('/')
    const response = await call
    expect(response.status()).toBe(200)
    expectSecurityHeaders(await response.allHeaders(), 'server function (geolocation)')
    await context.close()
  })
})

test.describe('the site under its own Content-Security-Policy', () => {
  // Own server: it starts (and PGlite initialises) slowly on a busy 2-core machine.
  test.describe.configure({ mode: 'serial', timeout: 90_000 })
  let server: OwnServer
  let client = 0
  // The newsletter is submitted here: an own server with TRUST_PROXY gives each test
  // its own client address, so the shared server's rate limit is not spent.
  test.beforeAll(async () => {
    test.setTimeout(120_000) // starting an own server (and PGlite) is slow on a busy machine
    server = await startOwnServer({ TRUST_PROXY: '1' })
  })
  test.afterAll(async () => {
    await server?.dispose()
  })
  const newContext = async (browser: import('@playwright/test').Browser, options = {}) =>
    browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${++client}` }, ...options })

  test('the violation watcher sees a blocked inline script (control)', async ({ browser }) => {
    const context = await newContext(browser)
    const violations = await watchCsp(context)
    const page = await context.newPage()
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
    })
    // Both listeners catch it: the DOM event and the console message.
    await expect.poll(() => violations.some((v) => v.startsWith('script-src'))).toBe(true)
    await expect.poll(() => violations.some((v) => v.startsWith('console:'))).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    await context.close()
  })

  for (const language of LANGUAGES) {
    // Each page of the slug table loads and boots without a violation: every-page.spec.ts.
    test(`${language.lang}: the not-found page, client-side navigation, the newsletter and a language switch, without a violation`, async ({
      browser,
    }) => {
      const context = await newContext(browser, { locale: language.tag })
      const violations = await watchCsp(context)
      const page = await context.newPage()
      await page.goto(language.lang === 'en' ? '/missing-page' : `/${language.lang}/missing-page`)
      await waitForHydration(page)

      // Client-side navigation loads route chunks: still under the policy.
      await page.goto(publicPath('/{-$lang}', language.lang))
      await waitForHydration(page)
      const privacy = publicPath('/{-$lang}/privacy-policy', language.lang)
      await page.locator(`footer a[href="${privacy}"]`).first().click()
      await expect(page).toHaveURL((url) => url.pathname === privacy)
      await page.waitForLoadState('networkidle')

      // The newsletter: a server function call and a toast.
      const email = `csp-${language.lang}-${Date.now()}@example.org`
      await page.locator('#newsletter-email').fill(email)
      const call = page.waitForResponse((r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST')
      await page.locator('#newsletter form button[type="submit"], #newsletter button[type="submit"]').first().click()
      expect((await call).status()).toBe(200)
      await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
      await expect(page.locator('#newsletter-email')).toHaveValue('')

      // Switching language with the header's selector.
      const target = LANGUAGES.find((l) => l.lang !== language.lang)!
      await page.locator('header button[aria-haspopup="menu"]').click()
      await page.getByRole('menuitemradio', { name: target.nativeName }).click()
      await expect(page.locator('html')).toHaveAttribute('lang', target.lang)
      await page.waitForLoadState('networkidle')

      expect(violations).toEqual([])
      await context.close()
    })
  }

  test('language detection by geolocation, without a violation', async ({ browser }) => {
    const context = await newContext(browser, { locale: 'ja-JP' })
    const violations = await watchCsp(context)
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.locator('html')).not.toHaveAttribute('data-lang-pending', /.*/, { timeout: 7000 })
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
    await context.close()
  })
})
