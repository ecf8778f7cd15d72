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
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}
