import { expect, test, type APIRequestContext } from '@playwright/test'
import { Window } from 'happy-dom'
import { publicPath } from '../../app/i18n/slugs'
import { PREFIXED_LANGS } from '../../app/i18n/languages'
import { waitForHydration } from './helpers'
import { TEST_CONTROLLER } from '../../scripts/lib/test-controller'
import { norm, ROUTES } from './page-facts'

/**
 * docs/product.md#other-pages: no English left on the translated pages, and the pages'
 * behaviour. Each page's own content (headings, sections, facts in its language) is checked
 * with everything else about it in every-page.spec.ts (tests/e2e/page-facts.ts).
 */
const BLOCKS = ['h1', 'h2', 'h3', 'p', 'li', 'th', 'td', 'dt', 'dd'].map((tag) => `main ${tag}`).join(', ')

/**
 * The text blocks of the page body (not header/footer) in the server's HTML, one string per
 * element: a plain request, the HTML parsed by happy-dom. Blocks the page's CSS hides count too.
 */
async function textBlocks(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const window = new Window()
  try {
    const document = new window.DOMParser().parseFromString(await response.text(), 'text/html')
    return [...document.querySelectorAll(BLOCKS)].map((el) => norm((el as unknown as HTMLElement).innerText)).filter(Boolean)
  } finally {
    await window.happyDOM.close()
  }
}

test.describe('no English left on the translated pages', () => {
  // Identical in every language on purpose: brand/product names, storage keys, loanwords.
  const SAME_EVERYWHERE = new Set(['Blog', 'Newsletter', 'Contact', 'Type', 'Name', 'Questions', 'Corrections'])
  const allowed = (s: string) => {
    const rest = s
      .replace(/^\d+\.\s*/, '')
      .replace(/[\w.+-]+@[\w.-]+/g, '')
      // The controller's name and address come from configuration, the same in every language.
      .replace(TEST_CONTROLLER.CONTROLLER_NAME, '')
      .replace(TEST_CONTROLLER.CONTROLLER_ADDRESS, '')
      .replace(/\b(preferred-language|detected-language|Chat Control Info|Chat Control|PGP|URGENT|Supabase|PostgreSQL)\b/g, '')
      .trim()
    return !/\p{L}/u.test(rest) || SAME_EVERYWHERE.has(rest)
  }

  for (const routeId of ROUTES) {
    test(`${publicPath(routeId, 'en')}: no other language shares a text block with English`, async ({ request }) => {
      const english = new Set((await textBlocks(request, publicPath(routeId, 'en'))).filter((s) => !allowed(s)))
      expect(english.size).toBeGreaterThan(3)
      for (const lang of PREFIXED_LANGS) {
        const blocks = await textBlocks(request, publicPath(routeId, lang))
        expect(blocks.length).toBeGreaterThan(3)
        const leftovers = blocks.filter((s) => english.has(s))
        expect(leftovers, `${lang}: English text on ${publicPath(routeId, lang)}`).toEqual([])
      }
    })
  }
})

test.describe('behaviour', () => {
  test('the table of contents scrolls to a section and stays on the page', async ({ page }) => {
    await page.goto('/de/datenschutz')
    await waitForHydration(page)
    await page.locator('main nav a[href="#cookies"]').click()
    await expect(page).toHaveURL(/\/de\/datenschutz#cookies$/)
    await expect(page.locator('#cookies h2')).toBeInViewport()
    await expect(page.locator('h1')).toHaveText('Datenschutzerklärung')
  })

  test('Coming Soon: back to home keeps the language', async ({ page }) => {
    await page.goto('/fr/meilleurs-vpns')
    await waitForHydration(page)
    await page.locator('main').getByRole('link', { name: 'Retour à l’accueil' }).click()
    await expect(page).toHaveURL(/\/fr$/)
  })

  test('contact addresses also arrive after client-side navigation (server function)', async ({ page }) => {
    await page.goto('/nl/privacybeleid')
    await waitForHydration(page)
    await page.locator('footer nav a[href="/nl/contact"]').click()
    await expect(page).toHaveURL(/\/nl\/contact$/)
    await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(4)
    await expect(page.locator('main')).toContainText('tools@chatcontrol.info')
    await expect(page.locator('main [data-controller]')).toContainText(TEST_CONTROLLER.CONTROLLER_NAME)
  })

  test('a legal page reached by client-side navigation is fully translated (its own catalog)', async ({ page }) => {
    await page.goto('/de/kontakt')
    await waitForHydration(page)
    await page.locator('footer nav').getByRole('link', { name: 'Datenschutzerklärung' }).click()
    await expect(page).toHaveURL(/\/de\/datenschutz$/)
    await expect(page.locator('h1')).toHaveText('Datenschutzerklärung')
    await expect(page.locator('#children p')).toContainText('Kinder unter 16 Jahren')
    // The controller's identity comes from the server (the route loader's server function).
    await expect(page.locator('#controller [data-controller]')).toContainText(TEST_CONTROLLER.CONTROLLER_ADDRESS)
    await expect(page.locator('main nav')).toContainText('Auf dieser Seite')
  })

  test('a first visit to a legal page hydrates without its document module or catalog', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    await page.goto('/de/datenschutz')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((s) => /\/(legal-pages|legal)-[\w-]+\.js$/.test(s))).toEqual([])
    await expect(page.locator('#children p')).toContainText('Kinder unter 16 Jahren')
    // The controller's identity comes from the server (the route loader's server function).
    await expect(page.locator('#controller [data-controller]')).toContainText(TEST_CONTROLLER.CONTROLLER_ADDRESS)
    // Links inside the document work as plain links.
    await page.locator('main').getByRole('link', { name: 'Zur Kontaktseite' }).first().click()
    await expect(page).toHaveURL(/\/de\/kontakt$/)
  })

  test('the storage table becomes stacked cards on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/fr/politique-confidentialite')
    await expect(page.locator('#cookies table')).toBeHidden()
    await expect(page.locator('#cookies dl')).toHaveCount(2)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(overflow).toBe(false)
  })
})
