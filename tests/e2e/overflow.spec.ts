import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { LANGS, type Lang } from '../../app/i18n/languages'
import { findByPublicPath, PRERENDERED_PATHS } from '../../app/i18n/slugs'
import { isSampledPage } from './act-sample'
import { waitForHydration } from './helpers'
import { BREADCRUMB_ATTR, SECTION_SENTINEL_ATTR } from '../../app/components/pages/section-tracking'

/**
 * Narrow phones, every language: on none of the prerendered pages, at 320 and 390 px wide,
 * with and without JavaScript, does the page scroll sideways, an element reach past the
 * viewport, or a control, card or box hold text wider than itself (cut off, or spilling
 * over its border). German and French run up to a third longer than English; the
 * pseudo-locale (docs/translating.md#pseudo-locale) shows the same on the development server.
 *
 * One browser context per width and mode, the pages in a loop, no screenshot — unless
 * OVERFLOW_SCREENSHOTS names a folder: then the longest page of each language at each
 * width is saved there (full page).
 */
const WIDTHS = [320, 390] as const
const SCREENSHOTS = process.env.OVERFLOW_SCREENSHOTS

test.describe.configure({ timeout: 180_000 })

/** Texts cut off by `text-overflow` or a line clamp, inside `scope`. Runs in the page. */
function findCutText(scope: string): string[] {
  const problems: string[] = []
  for (const el of document.querySelectorAll(`${scope}, ${scope} *`)) {
    const style = getComputedStyle(el)
    if (style.display === 'none' || el.clientWidth === 0 || (el as HTMLElement).closest('.sr-only')) continue
    const ellipsis = style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth
    const clamped = style.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight + 1
    if (ellipsis || clamped) problems.push(`<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 50)}" is cut off`)
  }
  return problems
}

/** What the page shows that does not fit; empty when everything does. Runs in the page. */
function findOverflow(): string[] {
  const problems: string[] = []
  const root = document.documentElement
  const vw = root.clientWidth
  if (root.scrollWidth > vw) problems.push(`the page scrolls sideways: ${root.scrollWidth}px wide in ${vw}px`)

  const describe = (el: Element): string => {
    const text = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)
    const id = el.id ? `#${el.id}` : ''
    return `<${el.tagName.toLowerCase()}${id}> "${text}"`
  }
  const hidden = (el: Element): boolean => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      const style = getComputedStyle(e)
      if (style.display === 'none' || style.visibility === 'hidden') return true
      // Visually hidden on purpose: `sr-only` text, the newsletter's honeypot (one pixel, clipped).
      if (style.position === 'absolute' && style.overflow === 'hidden' && e.clientWidth <= 1) return true
    }
    return false
  }
  const scrolls = (el: Element): boolean => {
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      const x = getComputedStyle(e).overflowX
      if (x === 'auto' || x === 'scroll') return true
    }
    return false
  }

  // Nothing reaches past the viewport (a scrolling container's content may).
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) continue
    if (box.right <= vw + 0.5 && box.left >= -0.5) continue
    if (hidden(el) || scrolls(el)) continue
    problems.push(`${describe(el)} reaches past the viewport: ${Math.round(box.left)}…${Math.round(box.right)} of ${vw}px`)
  }

  // Controls, cards and boxes hold their text: nothing cut off, nothing spilling over.
  const boxes = document.body.querySelectorAll(
    'a, button, select, input, summary, label, [role="menuitemradio"], header, footer, nav, article, section, li, time, [class*="rounded"], [class*="border"]',
  )
  for (const el of boxes) {
    const style = getComputedStyle(el)
    if (style.display === 'inline' || el.clientWidth === 0) continue
    const cut = style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth
    if (!cut && el.scrollWidth <= el.clientWidth + 1) continue
    if (hidden(el)) continue
    problems.push(`${describe(el)} holds ${el.scrollWidth}px of content in ${el.clientWidth}px${cut ? ' (cut off)' : ''}`)
  }
  return problems
}

async function measure(page: Page, path: string, javaScript: boolean): Promise<{ problems: string[]; height: number }> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  // The app boots as a visitor's first use of a control makes it (its layout is the one that stays).
  if (javaScript) await waitForHydration(page)
  await page.evaluate(() => document.fonts.ready)
  const problems = [...(await page.evaluate(findOverflow)), ...(await page.evaluate(findCutText, 'body'))]
  // The home page's floating breadcrumb shows the current section's name: each in turn.
  const breadcrumb = page.locator(`[${BREADCRUMB_ATTR}]`)
  if (javaScript && (await breadcrumb.count()) > 0) {
    for (const sentinel of await page.locator(`[${SECTION_SENTINEL_ATTR}]`).all()) {
      await sentinel.scrollIntoViewIfNeeded()
      await page.waitForTimeout(150)
      const section = await sentinel.getAttribute(SECTION_SENTINEL_ATTR)
      problems.push(...(await page.evaluate(findCutText, `[${BREADCRUMB_ATTR}]`)).map((p) => `breadcrumb at ${section}: ${p}`))
    }
  }
  return { problems: problems.map((p) => `${path}: ${p}`), height: await page.evaluate(() => document.documentElement.scrollHeight) }
}

for (const width of WIDTHS) {
  for (const javaScript of [false, true]) {
    test(`${width} px, ${javaScript ? 'with' : 'without'} JavaScript: no page overflows or cuts off a control`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: javaScript })
      const page = await context.newPage()
      const problems: string[] = []
      const longest = new Map<Lang, { path: string; height: number }>()
      // Of the 108 member-state pages, a small, a middle-sized and the largest country (act-sample.ts): the same components with other data.
      for (const path of PRERENDERED_PATHS.filter(isSampledPage)) {
        const result = await measure(page, path, javaScript)
        problems.push(...result.problems)
        const lang = findByPublicPath(path)!.lang
        if (result.height > (longest.get(lang)?.height ?? 0)) longest.set(lang, { path, height: result.height })
      }
      if (SCREENSHOTS && javaScript) {
        mkdirSync(SCREENSHOTS, { recursive: true })
        for (const lang of LANGS) {
          const { path } = longest.get(lang)!
          await measure(page, path, javaScript)
          await page.screenshot({
            path: join(SCREENSHOTS, `${lang}-${width}px-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}.png`),
            fullPage: true,
          })
        }
      }
      await context.close()
      expect(problems).toEqual([])
    })
  }
}
