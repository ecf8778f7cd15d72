import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import { PGlite } from '@electric-sql/pglite'
import { applyMigrations } from '../../app/newsletter/migrate'
import { readMigrationFiles } from '../../scripts/lib/migration-files'
import { SINCE_DAYS_BACK, statsSeedSql, utcDay } from '../unit/stats-seed'

/**
 * The page `npm run stats -- --html FILE` writes (scripts/stats/html.ts), opened in Debian
 * Chromium: its SVG charts render, it runs no script, it asks for nothing (every request
 * is intercepted and counted), its CSP refuses nothing, and a 390 px or 320 px phone
 * never scrolls sideways (wide tables scroll inside their own box).
 */
let root: string
let file: string

// Both widths in one worker: the report is made once (a seeded database and `npm run stats`, seconds).
test.describe.configure({ mode: 'default' })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  root = await mkdtemp(join(tmpdir(), 'stats-html-'))
  const dir = join(root, 'pglite')
  const db = await PGlite.create(dir)
  await applyMigrations(db, readMigrationFiles())
  await db.exec(statsSeedSql())
  await db.close()
  file = join(root, 'report.html')
  const env = { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '', SUPABASE_URL: '', OPERATOR_DATABASE_URL: '' }
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/stats.ts', '--since', utcDay(SINCE_DAYS_BACK), '--html', file], {
    env,
    timeout: 90_000,
  })
})

test.afterAll(async () => {
  await rm(root, { recursive: true, force: true })
})

for (const width of [390, 320]) {
  test(`the statistics page renders its charts without a script or a request, ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    const url = pathToFileURL(file).href
    const requests: string[] = []
    await page.route('**/*', (route) => {
      requests.push(route.request().url())
      return route.request().url() === url ? route.continue() : route.abort()
    })
    const problems: string[] = []
    page.on('console', (message) => problems.push(`${message.type()}: ${message.text()}`))
    page.on('pageerror', (error) => problems.push(error.message))
    await page.goto(url)

    await expect(page.getByRole('heading', { name: 'Site statistics' })).toBeVisible()
    const charts = page.locator('figure > svg[role="img"]')
    await expect(charts).toHaveCount(6)
    for (const chart of await charts.all()) {
      const box = await chart.boundingBox()
      expect(box!.width).toBeGreaterThan(width - 60)
      expect(box!.width).toBeLessThanOrEqual(width)
      expect(await chart.locator('rect, path').count()).toBeGreaterThan(0)
    }
    // The page-view chart: one bar per language and day with views (en, nl, fr two days back; en, de today).
    await expect(charts.first().locator('rect')).toHaveCount(5)
    await expect(page.getByRole('region', { name: 'Clicks per tool' }).getByRole('row')).toHaveCount(6)
    await expect(page.locator('script')).toHaveCount(0)
    expect(await page.evaluate(() => document.scripts.length)).toBe(0)

    // No sideways scrolling of the page; the wide tables scroll inside their box.
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
      boxes: [...document.querySelectorAll('.scroll')].map((el) => el.getBoundingClientRect().right),
    }))
    expect(widths.page).toBeLessThanOrEqual(widths.view)
    for (const right of widths.boxes) expect(right).toBeLessThanOrEqual(widths.view)

    // Only the page itself (file: URLs may not pass the interception at all).
    expect(requests.filter((r) => r !== url)).toEqual([])
    expect(problems).toEqual([])
  })
}
