// `npm run audit`: Lighthouse 13 (mobile, simulated throttling) in Debian Chromium on all
// 48 pages of the slug table in the production build (AUDIT_PATHS for others). Prints per page performance, LCP, TBT, CLS,
// the other categories and the script a reader's browser requests before any
// interaction (files and inline bytes); then what booting the app costs once a visitor
// starts to use a control. Exits non-zero when any page misses a budget.
//   Budgets live in lighthouserc.json (docs/decisions/006): `ci.assert.assertions` in
//   Lighthouse CI's assertion syntax (minScore / maxNumericValue per category or audit,
//   checked on the median run), and `site` for what Lighthouse does not measure:
//   script files before interaction, inline script bytes per page, and the time from
//   the first intent to an interactive app.
// Options: AUDIT_PATHS="/,/nl" to audit a subset; AUDIT_RUNS (default: the config's
// numberOfRuns): Lighthouse runs per page, the median run by performance score counts —
// Lighthouse's own advice for its run-to-run variance.
// A run that ends in a Lighthouse runtime error (e.g. NO_NAVSTART) is not a measurement
// and is run again (at most 3 tries; the third counts whatever it gives).
import type { Result as LighthouseResult } from 'lighthouse'
import { chromium } from '@playwright/test'
import { ensureBuild, startServer } from './lib/prod-server'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium'
import { inlineScriptBytes } from './lib/inline-scripts'
import { ALL_PUBLIC_PATHS } from '../app/i18n/slugs'
import { HYDRATED_ATTR } from '../app/i18n/pending'
import { scratchData } from './lib/scratch-data'
import { readEnvironment } from '../app/config.server'
import config from '../lighthouserc.json' with { type: 'json' }

type Assertion = [level: 'error' | 'warn' | 'off', options: { minScore?: number; maxNumericValue?: number; aggregationMethod?: string }]
const ASSERTIONS = Object.entries(config.ci.assert.assertions as unknown as Record<string, Assertion>)
const SITE = config.site

const env = readEnvironment(['AUDIT_PORT', 'AUDIT_PATHS', 'AUDIT_RUNS'])
const PORT = env.AUDIT_PORT // default 4290, not 4190: a "bad port" that fetch refuses

ensureBuild()
const paths = env.AUDIT_PATHS ?? ALL_PUBLIC_PATHS

// The server's database, page-view counts and mails go to a throw-away folder.
const scratch = scratchData('cc-audit')
const server = await startServer({ port: PORT, env: scratch.env })
// Imported only now: loading Lighthouse first made the server's readiness probe (fetch) hang.
const { default: lighthouse } = await import('lighthouse')
const chromeLauncher = await import('chrome-launcher')
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
})

const RUNS = env.AUDIT_RUNS ?? Math.max(1, config.ci.collect.numberOfRuns)

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type CategoryId = (typeof CATEGORIES)[number]

async function run(url: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`${url}: Lighthouse returned no result`)
    const { lhr } = result
    if (!lhr.runtimeError || attempt === 3) return lhr
    console.warn(`  ${url}: Lighthouse runtime error ${lhr.runtimeError.code}, running again`)
  }
}

async function medianRun(url: string): Promise<LighthouseResult> {
  const runs: LighthouseResult[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await run(url))
  runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
  return runs[Math.floor((runs.length - 1) / 2)]!
}

/** The script files the page requested from `origin`, and their transfer size (the network-requests audit's table). */
function scriptFiles(lhr: LighthouseResult, origin: string): { count: number; bytes: number } {
  const details = lhr.audits['network-requests']?.details
  if (details?.type !== 'table') throw new Error('Lighthouse gave no network-requests table: cannot count the scripts')
  const files = details.items.filter(
    ({ resourceType, url }) => resourceType === 'Script' && typeof url === 'string' && url.startsWith(origin),
  )
  return { count: files.length, bytes: files.reduce((sum, { transferSize }) => sum + (Number(transferSize) || 0), 0) }
}

/** The assertions of lighthouserc.json this run misses (Lighthouse CI's syntax: categories:<id> or an audit id). */
function missedAssertions(lhr: LighthouseResult): string[] {
  const missed: string[] = []
  for (const [id, [level, { minScore, maxNumericValue }]] of ASSERTIONS) {
    if (level === 'off') continue
    const category = id.startsWith('categories:') ? lhr.categories[id.slice('categories:'.length)] : undefined
    const audit = category ? undefined : lhr.audits[id]
    if (!category && !audit) throw new Error(`lighthouserc.json: no category or audit "${id}" in Lighthouse's result`)
    const score = category ? category.score : audit!.score
    if (minScore !== undefined && (score ?? 0) < minScore) missed.push(id)
    if (maxNumericValue !== undefined && !((audit?.numericValue ?? Infinity) <= maxNumericValue)) missed.push(id)
  }
  return missed
}

interface Row {
  path: string
  perf: number
  a11y: number
  bp: number
  seo: number
  /** Seconds, 2 decimals. */
  lcp: string
  cls: number
  tbt: number
  kib: string
  /** Script files requested before any interaction, and their bytes. */
  jsFiles: number
  jsFileBytes: number
  /** Inline script bytes, uncompressed. */
  inline: number
  status: string
}

const rows: Row[] = []
let failed = false
try {
  for (const path of paths) {
    const lhr = await medianRun(`${server.url}${path}`)
    const html = await (await fetch(`${server.url}${path}`)).text()
    const score = (id: CategoryId) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    const files = scriptFiles(lhr, server.url)
    const row: Row = {
      path,
      perf: score('performance'),
      a11y: score('accessibility'),
      bp: score('best-practices'),
      seo: score('seo'),
      lcp: (audit('largest-contentful-paint') / 1000).toFixed(2),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      tbt: Math.round(audit('total-blocking-time')),
      kib: (audit('total-byte-weight') / 1024).toFixed(1),
      jsFiles: files.count,
      jsFileBytes: files.bytes,
      inline: inlineScriptBytes(html),
      status: '',
    }
    const problems = missedAssertions(lhr)
    if (row.jsFiles > SITE.scriptFilesBeforeInteraction) problems.push('script-files-before-interaction')
    if (row.inline > SITE.inlineScriptBytes) problems.push('inline-script-bytes')
    // What to fix, when a category misses: its failing audits.
    for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
      for (const ref of lhr.categories[id]?.auditRefs ?? []) {
        const a = lhr.audits[ref.id]
        if (ref.weight > 0 && a && a.score !== null && a.score < 1) problems.push(`${id}:${ref.id}`)
      }
    }
    row.status = problems.length ? `FAIL ${problems.join(',')}` : 'ok'
    if (problems.length) failed = true
    rows.push(row)
    console.log(
      `${path.padEnd(34)} perf ${row.perf} lcp ${row.lcp}s tbt ${row.tbt}ms cls ${row.cls} a11y ${row.a11y} bp ${row.bp} seo ${row.seo} js files ${row.jsFiles} inline ${row.inline} B ${row.status}`,
    )
  }
} catch (error) {
  await server.stop()
  scratch.remove()
  throw error
} finally {
  await chrome.kill()
}

console.log(
  '\n| path | perf | LCP (s) | TBT (ms) | CLS | a11y | best practices | SEO | transfer (KiB) | script files before interaction (bytes) | inline script (bytes) | status |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|')
for (const r of rows)
  console.log(
    `| ${r.path} | ${r.perf} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.a11y} | ${r.bp} | ${r.seo} | ${r.kib} | ${r.jsFiles} (${r.jsFileBytes}) | ${r.inline} | ${r.status} |`,
  )
const min = (k: keyof Row) => Math.min(...rows.map((r) => Number(r[k])))
const max = (k: keyof Row) => Math.max(...rows.map((r) => Number(r[k])))
console.log(
  `\n${rows.length} pages · perf min ${min('perf')} · LCP max ${max('lcp')} s · TBT max ${max('tbt')} ms · CLS max ${max('cls')} · a11y min ${min('a11y')} · bp min ${min('bp')} · seo min ${min('seo')} · script files before interaction max ${max('jsFiles')} · inline script max ${max('inline')} B (budget ${SITE.inlineScriptBytes})`,
)

// What booting costs once a visitor starts to use a control: Chromium with Lighthouse's
// mobile throttling applied (its devtools values for the simulated slow 4G: request
// latency, throughput, 4× CPU slowdown), the page loaded, then the newsletter field
// focused (the intent); measured in the page from that focus until <html data-hydrated>
// (React's handlers attached), and the script bytes transferred meanwhile.
const { throttling } = await import('lighthouse/core/config/constants.js')
const slow = throttling.mobileSlow4G
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
  try {
    console.log(
      `\nBooting on intent (Lighthouse mobile throttling applied: ${slow.requestLatencyMs} ms latency, ${Math.round(slow.downloadThroughputKbps)} kbit/s, CPU ×${slow.cpuSlowdownMultiplier}; median of ${RUNS}):`,
    )
    for (const path of SITE.bootPaths) {
      const runs: Array<{ ms: number; bytes: number; files: number }> = []
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: slow.requestLatencyMs,
          downloadThroughput: (slow.downloadThroughputKbps * 1024) / 8,
          uploadThroughput: (slow.uploadThroughputKbps * 1024) / 8,
        })
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow.cpuSlowdownMultiplier })
        await page.goto(`${server.url}${path}`, { waitUntil: 'load' })
        await page.evaluate((attr) => {
          const w = window as unknown as { bootStart: number; booted: Promise<number> }
          w.booted = new Promise((resolve) => {
            new MutationObserver(() => {
              if (document.documentElement.hasAttribute(attr)) resolve(performance.now())
            }).observe(document.documentElement, { attributes: true })
          })
          document.addEventListener('focusin', () => (w.bootStart = performance.now()), { capture: true, once: true })
        }, HYDRATED_ATTR)
        // A visitor taps a field they can see: bring it on screen first (as reading does,
        // without booting anything), then focus it. Focusing an off-screen field from a
        // script would add the page's smooth scroll to the footer, painted on the main
        // thread while the app boots, which no tap causes.
        await page.locator('#newsletter-email').evaluate((field) => field.scrollIntoView({ block: 'center', behavior: 'instant' }))
        await page.waitForTimeout(500)
        await page.locator('#newsletter-email').focus()
        const result = await page.evaluate(async () => {
          const w = window as unknown as { bootStart: number; booted: Promise<number> }
          const end = await w.booted
          const scripts = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.js')) as PerformanceResourceTiming[]
          return { ms: end - w.bootStart, bytes: scripts.reduce((sum, r) => sum + r.transferSize, 0), files: scripts.length }
        })
        runs.push(result)
        await context.close()
      }
      runs.sort((a, b) => a.ms - b.ms)
      const median = runs[Math.floor((runs.length - 1) / 2)]!
      const ok = median.ms <= SITE.interactiveAfterIntentMs
      if (!ok) failed = true
      console.log(
        `  ${path}: interactive ${Math.round(median.ms)} ms after the first intent (budget ${SITE.interactiveAfterIntentMs}; runs ${runs.map((r) => Math.round(r.ms)).join(' / ')}), ${median.files} script files, ${(median.bytes / 1024).toFixed(1)} KiB transferred ${ok ? 'ok' : 'FAIL'}`,
      )
    }
  } finally {
    await browser.close()
  }
} finally {
  await server.stop()
  scratch.remove()
}

if (failed) {
  console.error('✗ some pages are over budget')
  process.exit(1)
}
console.log('✓ all pages within budget')
