import { expect, test, type Page } from '@playwright/test'
import { axeViolations as violations, waitForHydration } from './helpers'

/**
 * Accessibility (docs/product.md#look): axe-core with the WCAG 2.0/2.1 A and AA rules on the
 * not-found page (each page of the slug table gets the same check in every-page.spec.ts, the English
 * ones in the dark theme too) in both themes, at a phone width on a sample, in transient states, plus a keyboard path through
 * header, language selector, tools and newsletter with a visible focus indicator at every stop.
 */
async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
  await expect(page.locator('h1').first()).toBeVisible()
}

const NOT_FOUND = ['/this-page-does-not-exist', '/fr/page-introuvable']

test.describe('axe: WCAG 2.1 AA, light theme', () => {
  for (const path of NOT_FOUND) {
    test(`${path}`, async ({ page }) => {
      await open(page, path)
      expect(await violations(page)).toEqual([])
    })
  }
})

test.describe('axe: dark theme', () => {
  test.use({ colorScheme: 'dark' })
  // The English pages in the dark theme: every-page.spec.ts.
  for (const path of [NOT_FOUND[0]!]) {
    test(`${path}`, async ({ page }) => {
      await open(page, path)
      expect(await violations(page)).toEqual([])
    })
  }
})

test.describe('axe: phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  for (const path of ['/', '/de', '/fr/meilleurs-vpns', '/nl/privacybeleid', '/de/kontakt']) {
    test(`${path}`, async ({ page }) => {
      await open(page, path)
      expect(await violations(page)).toEqual([])
    })
  }
})

test.describe('axe: transient states', () => {
  test('a toast and the no-JavaScript result line', async ({ page }) => {
    await open(page, '/')
    await page.locator('#newsletter-email').fill('not-an-address')
    await page.locator('#newsletter button[type="submit"]').click()
    await expect(page.getByText('Invalid Email')).toBeVisible()
    expect(await violations(page)).toEqual([])

    await open(page, '/nl?newsletter=error')
    await expect(page.locator('#newsletter [role="status"]')).not.toBeEmpty()
    expect(await violations(page)).toEqual([])
  })

  test('the language menu open', async ({ page }) => {
    await open(page, '/de')
    await page.locator('header button[aria-haspopup="menu"]').click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(await violations(page)).toEqual([])
  })
})

interface FocusState {
  inside: string | null
  label: string
  focusVisible: boolean
  indicator: boolean
  onScreen: boolean
}

/** Where the focus is and whether it shows (outline or ring on :focus-visible). */
function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return { inside: null, label: 'body', focusVisible: false, indicator: false, onScreen: false }
    const style = getComputedStyle(el)
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
    const ring = style.boxShadow !== 'none' && style.boxShadow !== ''
    const rect = el.getBoundingClientRect()
    const section = el.closest('header, #tools, #newsletter, main, footer')
    return {
      inside: section ? (section.id ? `#${section.id}` : section.tagName.toLowerCase()) : null,
      label: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      focusVisible: el.matches(':focus-visible'),
      indicator: outline || ring,
      onScreen: rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight,
    }
  })
}

test.describe('keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('header, language selector, tools and newsletter, with visible focus at every stop', async ({ page }) => {
    test.setTimeout(60_000)
    await open(page, '/')
    const stops: FocusState[] = []
    const tab = async (key = 'Tab') => {
      await page.keyboard.press(key)
      // The browser scrolls the focused element into view, smoothly: give it a moment.
      await expect.poll(async () => (await focusState(page)).onScreen, { timeout: 3000 }).toBe(true)
      const state = await focusState(page)
      stops.push(state)
      expect(state.focusVisible, `${state.label}: :focus-visible`).toBe(true)
      expect(state.indicator, `${state.label}: outline or ring`).toBe(true)
      return state
    }

    // 1. The skip link comes first and is visible when focused.
    const skip = await tab()
    expect(skip.label).toContain('Skip to content')

    // 2. The header: logo, three anchors, the language menu button.
    let state = await tab()
    expect(state.inside).toBe('header')
    while (!(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup') === 'menu'))) {
      state = await tab()
      expect(state.inside, 'the language button is reached inside the header').toBe('header')
    }

    // 3. The language selector by keyboard: open, move, choose.
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('menu')).toBeVisible()
    await expect(page.getByRole('menuitemradio').first()).toBeFocused()
    const dutch = page.getByRole('menuitemradio', { name: 'Nederlands' })
    for (let i = 0; i < 4 && !(await dutch.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('ArrowDown')
    await expect(dutch).toBeFocused()
    expect((await focusState(page)).focusVisible).toBe(true)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/nl$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    await expect(page.locator('header button[aria-haspopup="menu"]')).toBeFocused()
    await page.keyboard.press('Escape')

    // 4. On to the tools section.
    for (let i = 0; i < 80 && state.inside !== '#tools'; i++) state = await tab()
    expect(state.inside, 'a tool is reachable by Tab').toBe('#tools')

    // 5. On to the newsletter: type an address without "@" and send with Enter.
    for (let i = 0; i < 250 && state.inside !== '#newsletter'; i++) state = await tab()
    expect(state.inside, 'the newsletter is reachable by Tab').toBe('#newsletter')
    await expect(page.locator('#newsletter-email')).toBeFocused()
    await page.keyboard.type('keyboard-only')
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
    state = await tab()
    expect(state.label).toContain('button')
    expect(state.inside).toBe('#newsletter')
    // The honeypot is never a tab stop.
    expect(stops.some((s) => s.label.includes('website'))).toBe(false)
    await expect(page.locator('#newsletter-website')).not.toBeFocused()
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await open(page, '/fr/meilleurs-vpns')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })
})
