import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { expect, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test'
import { ALL_PUBLIC_PATHS } from '../../app/i18n/slugs'

export { ALL_PUBLIC_PATHS }

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

/** Collects CSP violations: console "Refused to …" messages and securitypolicyviolation events. */
export async function watchCsp(context: BrowserContext) {
  const violations: string[] = []
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => violations.push(text))
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => {
        const report = (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation
        report(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} (${e.sample})`)
      },
      true,
    )
  })
  const onPage = (page: Page) =>
    page.on('console', (message) => {
      if (/Refused to|Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(`console: ${message.text()}`)
    })
  context.pages().forEach(onPage)
  context.on('page', onPage)
  return violations
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** axe-core's script, the one @axe-core/playwright injects (its own dependency, resolved from there). */
const AXE_SOURCE = (createRequire(import.meta.resolve('@axe-core/playwright'))('axe-core') as { source: string }).source

/**
 * The WCAG 2.0/2.1 A and AA violations axe-core finds on the page. Legacy mode runs axe in the
 * page itself (our pages have no frames) instead of opening a blank page to gather the
 * frames' results, which costs a second per call. axe-core goes into each document once: left to
 * itself AxeBuilder evaluates its 1.5 MB script twice per call, a third of the call's time.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // The colours axe measures are the page's at rest: a transition under way (a theme switch
  // fades colours, the floating breadcrumb fades out at the footer) ends first. Endless
  // animations (a pulse) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().endTime) !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  if (!(await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) await page.evaluate(AXE_SOURCE)
  const results = await new AxeBuilder({ page, axeSource: ';' }).withTags(WCAG_TAGS).setLegacyMode(true).analyze()
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ')}]` : ''}`)
        .slice(0, 5)
        .join('; ')}`,
  )
}

/** Every URL the page requests from now on. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

/**
 * docs/decisions/008: once the page has loaded — then scrolled to the end, for lazy content —
 * it has requested nothing from another origin, nothing in the document would make such a
 * request later (preconnect, frames, remote media), and no cookie is set.
 */
export async function expectNothingThirdParty(page: Page, context: BrowserContext, requests: string[], origin: string) {
  // Down to the end a screen at a time, each position drawn before the next, so whatever loads
  // as it comes into view is requested. Instant steps: the site's smooth scrolling
  // (scroll-behavior, app/styles.css) would take a second or more to cross a long page.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frame()
      await frame()
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' })
  })
  await page.waitForLoadState('networkidle')
  expect(requests.length).toBeGreaterThan(1)
  const foreign = requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)
  expect(foreign).toEqual([])
  const remote = await page.evaluate((own) => {
    const found: string[] = []
    const check = (url: string | null, what: string) => {
      if (url && /^(https?:)?\/\//.test(url) && new URL(url, location.href).origin !== own) found.push(`${what} ${url}`)
    }
    document.querySelectorAll('link[href]').forEach((l) => {
      if ((l as HTMLLinkElement).rel !== 'alternate' && (l as HTMLLinkElement).rel !== 'canonical')
        check(l.getAttribute('href'), `link[rel=${(l as HTMLLinkElement).rel}]`)
    })
    document
      .querySelectorAll('script[src], img[src], iframe, video, audio, source, embed, object')
      .forEach((e) => check(e.getAttribute('src') ?? e.getAttribute('data'), e.tagName))
    return found
  }, origin)
  expect(remote).toEqual([])
  expect(await context.cookies()).toEqual([])
}

/**
 * A visitor's day long after the as-of date (app/content/as-of.ts), as every real day now is: the
 * late notice shows (docs/product.md#as-of-date). Installed as the page's clock, it keeps the
 * pages the same whatever day the tests run.
 */
export const LATE_DAY = new Date('2026-06-15T10:00:00Z')

/**
 * The layout shifts of the page so far that the late notice (app/components/layout/as-of-band.tsx)
 * could cause: those of elements below the sticky header (the as-of band, the page, the footer).
 * The header's own controls and the fixed floating breadcrumb sit above the band or outside the
 * flow, so the notice cannot move them; they were seen to register small shifts on a first load of
 * the home page under an installed clock, which are listed apart (`elsewhere`) and not asserted.
 * Resolves 300 ms after the call. (A PerformanceObserver entry type Chromium supports.)
 */
export async function layoutShift(page: Page): Promise<{ belowHeader: string[]; elsewhere: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ belowHeader: string[]; elsewhere: string[] }>((resolve) => {
        const belowHeader: string[] = []
        const elsewhere: string[] = []
        type Shift = PerformanceEntry & { hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue
            for (const source of entry.sources ?? []) {
              const node = source.node instanceof Element ? source.node : source.node?.parentElement
              const html = node?.outerHTML.slice(0, 100) ?? '?'
              if (node?.closest('header, [data-breadcrumb]')) elsewhere.push(html)
              else belowHeader.push(html)
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve({ belowHeader, elsewhere }), 300)
      }),
  )
}
