import type { ConsoleMessage, Page } from '@playwright/test'
import { ALL_PUBLIC_PATHS, localeOfPath } from '../../app/i18n/slugs'

export { ALL_PUBLIC_PATHS, localeOfPath }

/** Collects console errors and warnings (hydration mismatches are reported as errors). */
export function watchConsole(page: Page) {
  const messages: ConsoleMessage[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(m)
  })
  const pageErrors: Error[] = []
  page.on('pageerror', (e) => pageErrors.push(e))
  return {
    errors: () => [...messages.filter((m) => m.type() === 'error').map((m) => m.text()), ...pageErrors.map((e) => e.message)],
    warnings: () => messages.filter((m) => m.type() === 'warning').map((m) => m.text()),
  }
}

/** Wait until React has hydrated the page (app/components/layout/site-layout.tsx marks it). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}

/**
 * Boot the app as a visitor does, then wait until it has hydrated. The app's scripts
 * load on the first intent on a control it enhances (app/boot/intent.ts): this sends a
 * pointerdown to the footer's language select, present on every page — without moving
 * the focus or the scroll position, so the test goes on from where it was.
 */
export async function waitForHydration(page: Page) {
  if ((await page.locator('html[data-hydrated]').count()) === 0) await page.locator('footer select').dispatchEvent('pointerdown')
  await hydrated(page)
}
