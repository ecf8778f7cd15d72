import { expect, test } from '@playwright/test'
import { waitForHydration } from './helpers'

test.describe('language resolution (docs/product.md#language-resolution)', () => {
  test.describe('a Dutch browser', () => {
    test.use({ locale: 'nl-NL' })
    test('on / lands on /nl with one history entry (replace) and stores the detected language', async ({ page }) => {
      await page.goto('/')
      await expect(page).toHaveURL(/\/nl$/)
      await waitForHydration(page)
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
      expect(await page.evaluate(() => localStorage.getItem('detected-language'))).toBe('NL')
      // The redirect replaced the history entry: going back does not return to `/`.
      await page.goBack().catch(() => null)
      expect(new URL(page.url()).pathname).not.toBe('/')
    })
    test('keeps the page: /best-vpns → /nl/beste-vpns', async ({ page }) => {
      await page.goto('/best-vpns?x=1#top')
      await expect(page).toHaveURL(/\/nl\/beste-vpns\?x=1#top$/)
    })
    test('a prefixed URL is never redirected', async ({ page }) => {
      await page.goto('/fr/meilleurs-vpns')
      await waitForHydration(page)
      await expect(page).toHaveURL(/\/fr\/meilleurs-vpns$/)
    })
  })

  test.describe('a German browser', () => {
    test.use({ locale: 'de-DE' })
    test('a stored FR preference wins', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('preferred-language', 'FR'))
      await page.goto('/terms')
      await expect(page).toHaveURL(/\/fr\/conditions-utilisation$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    })
    test('an invalid stored value is ignored', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('preferred-language', 'es'))
      await page.goto('/')
      await expect(page).toHaveURL(/\/de$/)
    })
  })

  test.describe('an English browser', () => {
    test('stays on English pages, never sees the skeleton', async ({ page }) => {
      await page.goto('/best-vpns')
      await waitForHydration(page)
      await expect(page).toHaveURL(/\/best-vpns$/)
      await expect(page.locator('html')).not.toHaveAttribute('data-lang-pending')
      await expect(page.locator('.lang-skeleton')).toBeHidden()
    })

    test('switching to French on /best-vpns lands on /fr/meilleurs-vpns and remembers it', async ({ page }) => {
      await page.goto('/best-vpns')
      await waitForHydration(page)
      const before = await page.evaluate(() => history.length)
      await page.getByRole('button', { name: /Language: English/ }).click()
      await page.getByRole('menuitemradio', { name: 'Français' }).click()
      await expect(page).toHaveURL(/\/fr\/meilleurs-vpns$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meilleurs VPN')
      expect(await page.evaluate(() => localStorage.getItem('preferred-language'))).toBe('FR')
      expect(await page.evaluate(() => localStorage.getItem('detected-language'))).toBeNull()
      expect(await page.evaluate(() => history.length)).toBe(before)
      // The choice is remembered on the next visit of an unprefixed URL.
      await page.goto('/contact')
      await expect(page).toHaveURL(/\/fr\/contact$/)
    })

    test('the language dropdown works with the keyboard', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await page.goto('/terms')
      await waitForHydration(page)
      const button = page.getByRole('button', { name: /Language: English/ })
      await button.focus()
      await page.keyboard.press('ArrowDown')
      await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
      await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/de\/nutzungsbedingungen$/)
    })

    test('the simple select switches language', async ({ page }) => {
      await page.goto('/de/kontakt')
      await waitForHydration(page)
      await page.locator('footer').getByLabel('Sprache').selectOption('nl')
      await expect(page).toHaveURL(/\/nl\/contact$/)
    })
  })

  test.describe('a browser whose language is not offered', () => {
    test.use({ locale: 'es-419' })
    test('sees the skeleton only while geolocation runs, then falls back to English', async ({ page }) => {
      let release!: () => void
      const held = new Promise<void>((r) => (release = r))
      await page.route('**/_serverFn/**', async (route) => {
        await held
        await route.continue()
      })
      await page.goto('/')
      await expect(page.locator('.lang-skeleton')).toBeVisible()
      await expect(page.getByTestId('skeleton-card')).toHaveCount(3)
      await waitForHydration(page)
      // Selectors are disabled while the language is loading.
      await expect(page.locator('.site-shell')).toBeHidden()
      release()
      await expect(page.locator('.lang-skeleton')).toBeHidden()
      await expect(page.locator('.site-shell')).toBeVisible()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    })

    test('geolocation that never answers falls back to English within 5 s', async ({ page }) => {
      await page.route('**/_serverFn/**', () => {
        /* never answered */
      })
      await page.goto('/')
      await expect(page.locator('.lang-skeleton')).toBeVisible()
      await expect(page.locator('.lang-skeleton')).toBeHidden({ timeout: 6_500 })
      await expect(page).toHaveURL(/\/$/)
    })

    test('a geolocated country decides the language and is stored', async ({ page }) => {
      await page.route('**/_serverFn/**', async (route) => {
        const response = await route.fetch()
        // Seroval encoding of the answer: swap `countryCode: null` for the string "AT".
        const body = (await response.text()).replace('{"t":2,"s":0}', '{"t":1,"s":"AT"}')
        expect(body).toContain('"AT"')
        await route.fulfill({ response, body })
      })
      await page.goto('/password-managers')
      await expect(page).toHaveURL(/\/de\/passwort-manager$/)
      expect(await page.evaluate(() => localStorage.getItem('detected-language'))).toBe('DE')
    })
  })
})
