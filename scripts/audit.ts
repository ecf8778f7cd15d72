// `npm run audit`: Lighthouse 13 (mobile, simulated throttling) in Debian Chromium on all
// 40 localized URLs of the production build, plus the home page's JavaScript weight.
// Prints a table; exits non-zero when any page misses a budget.
//   Budgets (docs/decisions/006): performance 100, LCP ≤ 1.3 s, accessibility 100, best
//   practices 100, SEO 100, CLS 0, home-page JavaScript ≤ 120 KiB gzip.
// Options: AUDIT_PATHS="/,/nl" to audit a subset; AUDIT_RUNS (default 3): Lighthouse runs
// per page, the median run by performance score counts — Lighthouse's own advice for its
// run-to-run variance.
// A run that ends in a Lighthouse runtime error (e.g. NO_NAVSTART) is not a measurement
// and is repeated (up to 3 times).
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { Result as LighthouseResult } from 'lighthouse'
import { ensureBuild, startServer } from './lib/prod-server'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium'
import { ALL_PUBLIC_PATHS } from '../app/i18n/slugs'
import { scratchData } from './lib/scratch-data'

const BUDGET = { performance: 100, lcpSeconds: 1.3, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0, homeJsKiB: 120 }
const PORT = Number(process.env.AUDIT_PORT ?? 4290) // not 4190: a "bad port" that fetch refuses

ensureBuild()
const paths = process.env.AUDIT_PATHS ? process.env.AUDIT_PATHS.split(',') : ALL_PUBLIC_PATHS

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

const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3))

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

/** The URLs of the scripts the page requested from `origin` (the network-requests audit's table). */
function scriptUrls(lhr: LighthouseResult, origin: string): string[] {
  const details = lhr.audits['network-requests']?.details
  if (details?.type !== 'table') return []
  return details.items.flatMap(({ resourceType, url }) =>
    resourceType === 'Script' && typeof url === 'string' && url.startsWith(origin) ? [url] : [],
  )
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
  jsGzipKiB: string
  status: string
}

const rows: Row[] = []
let failed = false
let homeJs: number | null = null
try {
  for (const path of paths) {
    const lhr = await medianRun(`${server.url}${path}`)
    const score = (id: CategoryId) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    const jsGzipKiB =
      scriptUrls(lhr, server.url).reduce((sum, url) => {
        const file = `${process.env.DIST_DIR ?? 'dist'}/client${new URL(url).pathname}`
        return sum + gzipSync(readFileSync(file), { level: 9 }).length
      }, 0) / 1024
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
      jsGzipKiB: jsGzipKiB.toFixed(1),
      status: '',
    }
    const problems: string[] = []
    if (row.perf < BUDGET.performance) problems.push('perf')
    if (Number(row.lcp) > BUDGET.lcpSeconds) problems.push('lcp')
    if (row.a11y < BUDGET.accessibility) problems.push('a11y')
    if (row.bp < BUDGET['best-practices']) problems.push('bp')
    if (row.seo < BUDGET.seo) problems.push('seo')
    if (row.cls > BUDGET.cls) problems.push('cls')
    if (path === '/') {
      homeJs = jsGzipKiB
      if (jsGzipKiB > BUDGET.homeJsKiB) problems.push('home-js')
    }
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
      `${path.padEnd(34)} perf ${row.perf} a11y ${row.a11y} bp ${row.bp} seo ${row.seo} lcp ${row.lcp}s cls ${row.cls} ${row.status}`,
    )
  }
} finally {
  await chrome.kill()
  await server.stop()
  scratch.remove()
}

console.log('\n| path | perf | a11y | best practices | SEO | LCP (s) | CLS | TBT (ms) | transfer (KiB) | JS gzip (KiB) | status |')
console.log('|---|---|---|---|---|---|---|---|---|---|---|')
for (const r of rows)
  console.log(
    `| ${r.path} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${r.lcp} | ${r.cls} | ${r.tbt} | ${r.kib} | ${r.jsGzipKiB} | ${r.status} |`,
  )
const min = (k: keyof Row) => Math.min(...rows.map((r) => Number(r[k])))
const max = (k: keyof Row) => Math.max(...rows.map((r) => Number(r[k])))
console.log(
  `\n${rows.length} pages · perf min ${min('perf')} · a11y min ${min('a11y')} · bp min ${min('bp')} · seo min ${min('seo')} · LCP max ${max('lcp')} s · CLS max ${max('cls')}${homeJs === null ? '' : ` · home JS ${homeJs.toFixed(1)} KiB gzip (budget ${BUDGET.homeJsKiB})`}`,
)
if (failed) {
  console.error('✗ some pages are under budget')
  process.exit(1)
}
console.log('✓ all pages within budget')
