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

/** Wait until React has hydrated (the client router is mounted). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __TSR_ROUTER__?: unknown }).__TSR_ROUTER__ !== undefined)
}
