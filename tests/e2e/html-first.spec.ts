import { test, expect, type Page } from '@playwright/test'
import { hydrated, waitForHydration, watchConsole } from './helpers'

/**
 * HTML first (docs/decisions/006): every control works before the app has booted — its scripts
 * held back here until the test lets them through, like a slow phone's — and with JavaScript
 * off. The app boots when the visitor starts to use a control it enhances (app/boot/intent.ts);
 * a reader never loads it. <html data-hydrated> marks the moment React's handlers take
 * over (app/i18n/pending.ts).
 */

/**
 * Hold every script response back (the HTML and CSS arrive at once) until the returned
 * function is called: then the scripts held and every later one go through.
 */
async function holdScripts(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/*.js', async (route) => {
    await released
    await route.continue().catch(() => undefined) // the page may have navigated away
  })
  return release
}

/** Every JavaScript file the page requests from our /assets/. */
function scriptFiles(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/[^?#]*\.js(?:$|\?)/.test(new URL(request.url()).pathname)) urls.push(request.url())
  })
  return urls
}

const notHydrated = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-hydrated')
const unique = (tag: string) => `html-first-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`
const storage = (page: Page) =>
  page.evaluate(() => ({ preferred: localStorage.getItem('preferred-language'), detected: localStorage.getItem('detected-language') }))

test.describe('before the app has booted (scripts held back)', () => {
  test.describe.configure({ timeout: 40_000 })

  test("language menu: the link to the page in French, with the manual change's storage and a history replace", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await holdScripts(page)
    await page.goto('/best-vpns')
    await page.evaluate(() => localStorage.setItem('detected-language', 'EN'))
    const length = await page.evaluate(() => history.length)
    const menu = page.getByRole('banner').locator('details')
    await menu.locator('summary').click()
    await expect(menu).toHaveAttribute('open', '')
    const french = menu.getByRole('link', { name: 'Français' })
    await expect(french).toHaveAttribute('href', '/fr/meilleurs-vpns')
    await notHydrated(page)
    await french.click()
    await expect(page).toHaveURL(/\/fr\/meilleurs-vpns$/)
    expect(await storage(page)).toEqual({ preferred: 'FR', detected: null })
    expect(await page.evaluate(() => history.length)).toBe(length)
  })

  test('header select (390 px): choosing Deutsch goes to the German page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await holdScripts(page)
    await page.goto('/password-managers')
    await notHydrated(page)
    await page.getByRole('banner').locator('select').selectOption('de')
    await expect(page).toHaveURL(/\/de\/passwort-manager$/)
    expect((await storage(page)).preferred).toBe('DE')
  })

  test('footer select: choosing English on a Dutch page leads to the English page and stays there', async ({ page }) => {
    await holdScripts(page)
    await page.goto('/nl/beste-vpns')
    await notHydrated(page)
    await page.locator('footer select').selectOption('en')
    await expect(page).toHaveURL(/\/best-vpns$/)
    // The stored choice keeps the pre-paint script from sending the visitor back.
    expect((await storage(page)).preferred).toBe('EN')
  })

  test('view all news opens and closes', async ({ page }) => {
    await holdScripts(page)
    await page.goto('/')
    const list = page.locator('#news-list > li:visible')
    await expect(list).toHaveCount(4)
    await page.locator('#news summary').click()
    // Every news item of the page (app/content/news.ts), more than the four shown at first.
    const all = await page.locator('#news-list > li').count()
    expect(all).toBeGreaterThan(4)
    await expect(list).toHaveCount(all)
    await page.locator('#news summary').click()
    await expect(list).toHaveCount(4)
    await notHydrated(page)
  })

  test('header anchors, call to action, breadcrumb and footer links are real links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await holdScripts(page)
    await page.goto('/de/kontakt')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Schütze dich' })).toHaveAttribute('href', '/de#tools')
    await header.getByRole('navigation').getByRole('link').nth(2).click()
    await expect(page).toHaveURL(/\/de#news$/)
    await page.getByRole('navigation', { name: 'Abschnitte der Seite' }).getByRole('link').nth(2).click()
    await expect(page).toHaveURL(/\/de#tools$/)
    await notHydrated(page)
  })

  test('newsletter: a submit before hydration goes through the no-JavaScript post', async ({ page }) => {
    await holdScripts(page)
    await page.goto('/fr/contact')
    await notHydrated(page)
    await page.locator('#newsletter-email').fill(unique('early'))
    await page.locator('#newsletter button[type="submit"]').click()
    await expect(page).toHaveURL(/\/fr\/contact\?newsletter=success#newsletter$/)
    await expect(page.locator('#newsletter [role="status"]')).toContainText('Inscription enregistrée')
  })

  test('newsletter: focusing the field boots the app; an address typed before boot is kept and subscribes with the toasts', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    const scripts = scriptFiles(page)
    const console = watchConsole(page)
    await page.goto('/')
    expect(scripts).toEqual([])
    await page.locator('#newsletter-email').focus()
    await expect.poll(() => scripts.length).toBeGreaterThan(0) // the focus was the intent
    const email = unique('typed')
    await page.keyboard.type(email)
    await notHydrated(page)
    release() // the app's scripts, then the chunks the form loads on demand (the toasts)
    await hydrated(page)
    await expect(page.locator('#newsletter-email')).toHaveValue(email)
    await expect(page.locator('#newsletter-email')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Successfully Subscribed!' })).toHaveCount(1)
    await expect(page.locator('#newsletter-email')).toHaveValue('')
    await expect(page).toHaveURL(/\/$/) // the app's submission, not a post
    expect(console.errors()).toEqual([])
  })

  test('the language menu opened before boot stays open in the app, and a choice there is stored', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const release = await holdScripts(page)
    const scripts = scriptFiles(page)
    await page.goto('/')
    expect(scripts).toEqual([])
    await page.getByRole('banner').locator('details summary').click()
    await expect(page.getByRole('banner').locator('details')).toHaveAttribute('open', '')
    await notHydrated(page)
    expect(scripts.length).toBeGreaterThan(0) // opening the menu was the intent
    release() // the app's scripts, then the German catalog and route chunks
    await hydrated(page)
    // The app's menu button, open, with the focus on the current language.
    await expect(page.getByRole('banner').getByRole('button', { name: /Language: English/ })).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused()
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    expect((await storage(page)).preferred).toBe('DE')
  })

  test('the focus on the language menu carries over to the app', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const release = await holdScripts(page)
    await page.goto('/')
    await page.getByRole('banner').locator('details summary').focus()
    await notHydrated(page)
    release()
    await hydrated(page)
    await expect(page.getByRole('banner').getByRole('button', { name: /Language: English/ })).toBeFocused()
  })
})

test.describe('a reader', () => {
  test('who scrolls through every home section requests no script file; the countdown ticks and the breadcrumb follows, then the app adopts both', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const scripts = scriptFiles(page)
    const console = watchConsole(page)
    await page.goto('/')
    const value = page.locator('[data-countdown-value]')
    const crumbs = page.getByRole('navigation', { name: 'Page sections' })
    await expect(value).toHaveText(/^3d 12h 30m \d\ds$/)
    const first = await value.innerText()
    await expect(value).not.toHaveText(first, { timeout: 3000 }) // ticked by the page script
    for (const id of ['chat-control', 'tools', 'news', 'home', 'tools']) {
      // Read it: scroll with the wheel until the section's top is near the top of the screen.
      await page.mouse.move(640, 400)
      const distance = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top - 10)
      await page.mouse.wheel(0, distance)
      await expect(crumbs.locator('[aria-current="location"]')).toHaveAttribute('data-section', id)
      await expect(crumbs.locator('[aria-current]')).toHaveCount(1)
    }
    await page.locator('footer').evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'end' }))
    await expect(crumbs).toHaveAttribute('data-hidden', 'true')
    await page.locator('#tools').evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'start' }))
    await expect(crumbs).not.toHaveAttribute('data-hidden')
    await page.waitForTimeout(500)
    expect(scripts).toEqual([])
    await notHydrated(page)
    // The app boots on an intent and takes both over where they are: nothing jumps back.
    const before = Number((await value.innerText()).match(/(\d+)s$/)![1])
    const scrolled = await page.evaluate(() => window.scrollY)
    await waitForHydration(page)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled) // the page stays where the reader is
    await expect(crumbs.locator('[aria-current="location"]')).toHaveAttribute('data-section', 'tools')
    expect(Number((await value.innerText()).match(/(\d+)s$/)![1])).toBeLessThanOrEqual(before)
    const after = await value.innerText()
    await expect(value).not.toHaveText(after, { timeout: 3000 }) // the app ticks it on
    await page.locator('#news').evaluate((el) => el.scrollIntoView({ behavior: 'instant', block: 'start' }))
    await expect(crumbs.locator('[aria-current="location"]')).toHaveAttribute('data-section', 'news')
    expect(console.errors()).toEqual([])
    expect(console.warnings()).toEqual([])
  })

  test('on the not-found page, Go Back goes back in history before the app has booted, even with no Referer', async ({ page }) => {
    await holdScripts(page)
    const console = watchConsole(page)
    await page.goto('/contact')
    await page.goto('/nope-not-here') // a typed address: no Referer
    await expect(page.locator('a[data-go-back]')).toHaveAttribute('href', '/')
    // The path is logged (docs/product.md#not-found-page) without the app.
    expect(console.errors().filter((e) => e.includes('non-existent route: /nope-not-here'))).toHaveLength(1)
    await page.locator('a[data-go-back]').click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('language menu: links to the same page in the three other languages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/fr/meilleurs-vpns')
    const menu = page.getByRole('banner').locator('details')
    await menu.locator('summary').click()
    const links = menu.getByRole('link')
    await expect(links).toHaveCount(4)
    expect(await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')))).toEqual([
      '/best-vpns',
      '/nl/beste-vpns',
      '/de/beste-vpns',
      '/fr/meilleurs-vpns',
    ])
    await expect(menu.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true')
    await menu.getByRole('link', { name: 'Deutsch' }).click()
    await expect(page).toHaveURL(/\/de\/beste-vpns$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  })

  test('footer select and its button: a GET form answered with a redirect to the page', async ({ page }) => {
    await page.goto('/de/datenschutz')
    await page.locator('footer select').selectOption('nl')
    await page.locator('footer form').getByRole('button', { name: 'Sprache wechseln' }).click()
    await expect(page).toHaveURL(/\/nl\/privacybeleid$/)
  })

  test('header select (390 px) and its button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto('/')
    await page.getByRole('banner').locator('select').selectOption('fr')
    await page.getByRole('banner').getByRole('button', { name: 'Change language' }).click()
    await expect(page).toHaveURL(/\/fr$/)
  })

  test('view all news', async ({ page }) => {
    await page.goto('/nl')
    const list = page.locator('#news-list > li:visible')
    await expect(list).toHaveCount(4)
    await page.locator('#news summary', { hasText: 'Bekijk al het nieuws' }).click()
    // Every news item of the page (app/content/news.ts), more than the four shown at first.
    const all = await page.locator('#news-list > li').count()
    expect(all).toBeGreaterThan(4)
    await expect(list).toHaveCount(all)
  })

  test('anchors and call to action lead to the home page sections', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/affiliate-disclosure')
    await page.getByRole('banner').getByRole('link', { name: 'Protect Yourself' }).click()
    await expect(page).toHaveURL(/\/#tools$/)
    await expect(page.locator('#tools')).toBeInViewport()
  })
})

test.describe('the language switch endpoint (/language)', () => {
  const cases: Array<[string, string]> = [
    ['lang=fr&path=/best-vpns', '/fr/meilleurs-vpns'],
    ['lang=en&path=/de/datenschutz', '/privacy-policy'],
    ['lang=nl&path=/', '/nl'],
    ['lang=de&path=/fr', '/de'],
    ['lang=xx&path=/fr/contact', '/fr'],
    ['lang=fr&path=//evil.example/', '/fr'],
    ['lang=fr&path=https://evil.example/', '/fr'],
    ['lang=fr&path=/fr/nope', '/fr'],
    ['path=/nl/beste-vpns', '/nl'],
    ['', '/'],
    ['lang=%E0%A4%A&path=%c0%af', '/'],
    ['lang=de&lang=fr&path=/contact', '/de/kontakt'],
  ]
  for (const [query, location] of cases) {
    test(`?${query || '(nothing)'} → 303 ${location}`, async ({ request }) => {
      const response = await request.get(`/language?${query}`, { maxRedirects: 0 })
      expect(response.status()).toBe(303)
      expect(response.headers()['location']).toBe(location)
      expect(response.headers()['cache-control']).toBe('no-store')
    })
  }
})

// Every page: no script file before an intent, boots on one without an error or warning,
// no emoji flags, inline scripts within budget — every-page.spec.ts.
