import { expect, test } from '@playwright/test'
import { waitForHydration } from './helpers'

// Each page of the slug table (200, its language, no console error): every-page.spec.ts.

test.describe('redirects and not found', () => {
  for (const [from, to] of <Array<[string, string]>>[
    ['/fr/best-vpns', '/fr/meilleurs-vpns'],
    ['/nl/best-vpns', '/nl/beste-vpns'],
    ['/de/privacy-policy', '/de/datenschutz'],
    ['/en/contact', '/contact'],
    ['/fr/', '/fr'],
  ]) {
    test(`${from} → 308 ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      expect(response.headers().location).toBe(to)
    })
  }

  for (const [path, lang, text] of <Array<[string, string, string]>>[
    ['/de/meilleurs-vpns', 'de', 'Seite nicht gefunden'],
    ['/fr/nope', 'fr', 'Page introuvable'],
    ['/nl/beste-vpns/extra', 'nl', 'Pagina niet gevonden'],
    ['/es/best-vpns', 'en', 'Page Not Found'],
    ['/es', 'en', 'Page Not Found'],
    ['/does-not-exist', 'en', 'Page Not Found'],
    ['/FR/meilleurs-vpns', 'en', 'Page Not Found'],
  ]) {
    test(`${path} → 404 page in ${lang}`, async ({ page, request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(404)
      expect(await response.text()).toContain(`<html lang="${lang}"`)
      const logged: string[] = []
      page.on('console', (m) => logged.push(m.text()))
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
      await expect(page.getByText(text)).toBeVisible()
      await expect.poll(() => logged.some((l) => l.includes(path))).toBe(true)
    })
  }

  test('not-found buttons: Return to Safety goes home at the top, Go Back goes back', async ({ page }) => {
    await page.goto('/fr/meilleurs-vpns')
    await waitForHydration(page)
    await page.goto('/fr/introuvable')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Retour', exact: true }).click()
    await expect(page).toHaveURL(/\/fr\/meilleurs-vpns$/)

    await page.goto('/nope')
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Return to Safety' }).click()
    await expect(page).toHaveURL(/\/$/)
    // The scroll to the top may still be finishing its last pixels when the URL changes.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  for (const path of ['/%E0%A4%A', '/%', '/%00', '/%c0%af', '/fr/%E0%A4%A']) {
    test(`malformed ${path} → 4xx page, never 5xx, console warning`, async ({ page, request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBeGreaterThanOrEqual(400)
      expect(response.status()).toBeLessThan(500)
      const warnings: string[] = []
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()))
      const nav = await page.goto(path)
      expect(nav!.status()).toBeLessThan(500)
      await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible()
      if (path !== '/%00') await expect.poll(() => warnings.some((w) => w.includes('Malformed'))).toBe(true)
    })
  }
})
