import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { PGlite } from '@electric-sql/pglite'
import { applyBundledMigrations } from '~/newsletter/migrations.server'
import { acquireLock } from '~/newsletter/data-dir-lock.server'
import { startOperatorBridge } from '~/newsletter/operator-bridge.server'
import { startPostgres, SUPABASE_ROLES, type PostgresCluster } from '../../scripts/lib/postgres-cluster'
import type { StatsReport } from '../../scripts/stats/queries'
import { EXPECTED, SEED_ADDRESSES, SINCE_DAYS_BACK, statsSeedSql, utcDay } from './stats-seed'
import { startSupabaseRpcShim } from './supabase-rpc-shim'
import { LANGS } from '~/i18n/languages'
import { publicPath } from '~/i18n/slugs'

/**
 * `npm run stats` (scripts/stats.ts) against one seeded database on each of the three ways
 * the operator commands reach it: the running server's PGlite through its operator socket,
 * PostgreSQL over OPERATOR_DATABASE_URL, and Supabase RPC with the service-role key (through
 * the RPC front end to a real PostgreSQL, tests/unit/supabase-rpc-shim.ts).
 */
const run = promisify(execFile)
const SERVICE_KEY = 'stats-test-service-role-key'
let root: string
let pglite: PGlite
let cluster: PostgresCluster
const closers: (() => Promise<unknown>)[] = []
const envs: Record<'pglite' | 'postgres' | 'supabase', Record<string, string>> = { pglite: {}, postgres: {}, supabase: {} }
const since = utcDay(SINCE_DAYS_BACK)

function stats(args: string[], env: Record<string, string>) {
  const clean = {
    ...process.env,
    SUPABASE_URL: '',
    SUPABASE_SERVER_KEY: '',
    SUPABASE_SERVICE_ROLE_KEY: '',
    DATABASE_URL: '',
    OPERATOR_DATABASE_URL: '',
    PGLITE_DIR: join(root, 'unused'),
    ...env,
  }
  return run(process.execPath, ['--import', 'tsx', 'scripts/stats.ts', ...args], { env: clean, timeout: 120_000 })
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'stats-'))
  const seed = statsSeedSql()

  // The embedded store as the server holds it: locked folder, operator socket.
  const dir = join(root, 'pglite')
  pglite = await PGlite.create(dir)
  await applyBundledMigrations(pglite)
  await pglite.exec(seed)
  const release = await acquireLock(dir, 'stats test server')
  const bridge = await startOperatorBridge(pglite, dir)
  closers.push(
    () => bridge.close(),
    () => pglite.close(),
    release,
  )
  envs.pglite = { PGLITE_DIR: dir }

  // A real PostgreSQL: one database for OPERATOR_DATABASE_URL, one behind the Supabase RPC front end.
  cluster = await startPostgres()
  closers.push(async () => cluster.stop())
  const admin = new pg.Client({ connectionString: cluster.url() })
  await admin.connect()
  await admin.query(SUPABASE_ROLES)
  for (const db of ['stats_postgres', 'stats_supabase']) await admin.query(`create database ${db}`)
  await admin.end()
  for (const db of ['stats_postgres', 'stats_supabase']) {
    const client = new pg.Client({ connectionString: cluster.url().replace(/\/postgres$/, `/${db}`) })
    await client.connect()
    for (const { sql } of (await import('../../scripts/lib/migration-files')).readMigrationFiles()) await client.query(sql)
    await client.query(seed)
    await client.end()
  }
  const postgresUrl = cluster.url().replace(/\/postgres$/, '/stats_postgres')
  // The server's URL would be a login role with chat_control_server's rights only; the operator's is the owner.
  envs.postgres = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', OPERATOR_DATABASE_URL: postgresUrl }
  const shim = await startSupabaseRpcShim(cluster.url().replace(/\/postgres$/, '/stats_supabase'), { [SERVICE_KEY]: 'service_role' })
  closers.push(() => shim.close())
  envs.supabase = { SUPABASE_URL: shim.url, SUPABASE_SERVER_KEY: 'the-server-key', SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY }
}, 240_000)

afterAll(async () => {
  for (const close of closers.reverse()) await close().catch(() => undefined)
  await rm(root, { recursive: true, force: true })
})

function expectNoAddress(output: string) {
  expect(output).not.toMatch(/[\w.+-]+@[\w-]+\.[a-z]/i)
  for (const address of SEED_ADDRESSES) expect(output).not.toContain(address)
}

/** The seeded views of a page per language (./stats-seed.ts): none in a language the seed does not name. */
const VPN_VIEWS = { en: 70, nl: 20, de: 0, fr: 10 }
const HOME_VIEWS = { en: 160, nl: 40, de: 30, fr: 0 }
const viewsOf = (views: Partial<Record<string, number>>, lang: string): number => views[lang] ?? 0
/** The per-language columns of a click-rate row, in the order of the language list. */
const perLanguage = (views: Partial<Record<string, number>>) => LANGS.map((lang) => viewsOf(views, lang)).join('\\s+')

describe('npm run stats', () => {
  it('prints the seeded figures as tables, through the running server’s operator socket', async () => {
    const { stdout, stderr } = await stats(['--since', since], envs.pglite)
    expectNoAddress(stdout + stderr)
    expect(stdout).toContain(`Statistics ${since} – ${utcDay(0)} (UTC days) from the running server's PGlite in`)
    expect(stdout).toContain(`Page views: ${EXPECTED.views.total}\n`)
    expect(stdout).toMatch(/^ {2}en\s+255$/m)
    expect(stdout).toMatch(/^ {2}\/\s+en\s+160$/m)
    expect(stdout).toMatch(/^ {2}\/best-vpns\s+en\s+70$/m)
    expect(stdout).toContain(`Tool clicks: ${EXPECTED.clicks.total}\n`)
    expect(stdout).toMatch(/^ {2}nordvpn\s+vpn\s+10$/m)
    expect(stdout).toMatch(/^ {2}revolut\s+money\s+2$/m)
    // Click rate: page, clicks, views, rate, then views per language, in the order of the language list.
    expect(stdout).toMatch(new RegExp(`^ {2}best-vpns \\(vpn\\)\\s+13\\s+100\\s+13\\.0%\\s+${perLanguage(VPN_VIEWS)}$`, 'm'))
    expect(stdout).toMatch(/^ {2}encrypted-email \(email\)\s+5\s+25\s+20\.0%/m)
    expect(stdout).toMatch(new RegExp(`^ {2}home page \\(every tool\\)\\s+21\\s+230\\s+9\\.1%\\s+${perLanguage(HOME_VIEWS)}$`, 'm'))
    expect(stdout).toContain('Subscribers: 3 pending, 6 confirmed, 3 unsubscribed')
    expect(stdout).toMatch(/^ {2}en\s+2\s+3\s+1\s+6$/m)
    expect(stdout).toMatch(/^ {2}all\s+3\s+6\s+3\s+12$/m)
    expect(stdout).toContain('Confirmations: 4, unsubscribes: 3')
    expect(stdout).toMatch(new RegExp(`^ {2}${utcDay(1)}\\s+3\\s+1$`, 'm'))
    expect(stdout).toMatch(/^ {8}2 {18}1 {5}1 {7}1 {8}1 {2}\d{4}-\d\d-\d\dT/m)
    expect(stdout).toContain(`Last newsletter issue: ${EXPECTED.issue.issue}`)
    expect(stdout).toMatch(/^ {5}4 {7}1 {8}1 {8}1$/m)
    // The day before the period (1,000 views, 500 clicks) is not counted.
    expect(stdout).not.toContain('1,000')
  }, 120_000)

  it('--json has a stable shape, and the same figures on PGlite, PostgreSQL and Supabase', async () => {
    const outputs = await Promise.all(
      (['pglite', 'postgres', 'supabase'] as const).map((kind) => stats(['--since', since, '--json'], envs[kind])),
    )
    const reports = outputs.map(({ stdout, stderr }) => {
      expectNoAddress(stdout + stderr)
      return JSON.parse(stdout) as StatsReport
    })
    const [report] = reports as [StatsReport, StatsReport, StatsReport]
    expect(Object.keys(report)).toEqual([
      'version',
      'generated_at',
      'database',
      'since',
      'until',
      'page_views',
      'tool_clicks',
      'click_rates',
      'subscribers',
      'outbox',
      'last_issue',
    ])
    expect(report.version).toBe(1)
    expect([report.since, report.until]).toEqual([since, utcDay(0)])
    expect(reports.map((r) => r.database)).toEqual([
      expect.stringContaining("the running server's PGlite"),
      expect.stringMatching(/^PostgreSQL \(127\.0\.0\.1:\d+\)$/),
      expect.stringMatching(/^Supabase \(127\.0\.0\.1:\d+\)$/),
    ])
    expect(report.page_views.total).toBe(EXPECTED.views.total)
    // Every site language, in the order of the list; a language the seed has no view of counts 0.
    expect(report.page_views.by_language).toEqual(LANGS.map((lang) => ({ lang, views: viewsOf(EXPECTED.views, lang) })))
    expect(report.page_views.by_page[0]).toEqual({ path: '/', page: '/{-$lang}', lang: 'en', views: EXPECTED.views.home })
    expect(report.page_views.by_day).toHaveLength(SINCE_DAYS_BACK + 1)
    expect(report.page_views.by_day.find((d) => d.day === utcDay(2))).toEqual({
      day: utcDay(2),
      views: 245,
      by_language: Object.fromEntries(LANGS.map((lang) => [lang, viewsOf({ en: 175, nl: 60, de: 0, fr: 10 }, lang)])),
    })
    expect(report.page_views.rows).toContainEqual({ day: utcDay(0), path: '/de', lang: 'de', views: 30 })
    expect(report.tool_clicks.total).toBe(EXPECTED.clicks.total)
    expect(report.tool_clicks.by_tool).toEqual([
      { tool: 'nordvpn', name: 'NordVPN', category: 'vpn', clicks: 10 },
      { tool: 'proton-mail', name: 'Proton Mail', category: 'email', clicks: 5 },
      { tool: 'proton-vpn', name: 'Proton VPN', category: 'vpn', clicks: 3 },
      { tool: 'revolut', name: 'Revolut', category: 'money', clicks: 2 },
      { tool: 'tresorit', name: 'Tresorit', category: 'storage', clicks: 1 },
    ])
    expect(report.tool_clicks.by_day.find((d) => d.day === utcDay(0))).toEqual({ day: utcDay(0), clicks: 4 })
    const vpn = report.click_rates.find((r) => r.category === 'vpn')!
    expect(vpn).toMatchObject({ page: '/{-$lang}/best-vpns', clicks: 13, views: 100, rate: 0.13 })
    expect(vpn.by_language).toEqual(
      LANGS.map((lang) => ({ lang, path: publicPath('/{-$lang}/best-vpns', lang), views: viewsOf(VPN_VIEWS, lang) })),
    )
    expect(vpn.by_language.slice(0, 4).map((l) => l.path)).toEqual(['/best-vpns', '/nl/beste-vpns', '/de/beste-vpns', '/fr/meilleurs-vpns'])
    expect(report.click_rates.find((r) => r.category === 'money')).toMatchObject({ page: null, clicks: 2, views: 0, rate: null })
    expect(report.click_rates.find((r) => r.category === 'all')).toMatchObject({ page: '/{-$lang}', clicks: 21, views: 230 })
    expect(report.subscribers.by_state).toEqual(EXPECTED.states)
    const subscribers: Partial<Record<string, { pending: number; confirmed: number; unsubscribed: number }>> = {
      en: { pending: 2, confirmed: 3, unsubscribed: 1 },
      nl: { pending: 1, confirmed: 0, unsubscribed: 2 },
      de: { pending: 0, confirmed: 2, unsubscribed: 0 },
      fr: { pending: 0, confirmed: 1, unsubscribed: 0 },
    }
    expect(report.subscribers.by_language).toEqual(
      LANGS.map((language) => ({ language, ...(subscribers[language] ?? { pending: 0, confirmed: 0, unsubscribed: 0 }) })),
    )
    const sum = (key: 'confirmations' | 'unsubscribes') => report.subscribers.by_day.reduce((n, d) => n + d[key], 0)
    expect({ confirmations: sum('confirmations'), unsubscribes: sum('unsubscribes') }).toEqual(EXPECTED.changes)
    expect(report.subscribers.changes).toContainEqual({ day: utcDay(1), language: 'en', confirmations: 2, unsubscribes: 0 })
    expect(report.outbox).toMatchObject(EXPECTED.outbox)
    expect(Date.now() - Date.parse(report.outbox.oldest_waiting!)).toBeGreaterThan(7_100_000) // two hours back
    expect(report.last_issue).toMatchObject(EXPECTED.issue)

    // The three stores agree on every figure.
    const figures = (r: StatsReport) => ({
      ...r,
      generated_at: '',
      database: '',
      outbox: { ...r.outbox, oldest_waiting: '' },
      last_issue: { ...r.last_issue, last_update: '' },
    })
    expect(figures(reports[1]!)).toEqual(figures(report))
    expect(figures(reports[2]!)).toEqual(figures(report))
  }, 180_000)

  it('--html writes one page with SVG charts, no script and no address', async () => {
    const file = join(root, 'report.html')
    const { stderr } = await stats(['--since', since, '--html', file], envs.postgres)
    expect(stderr).toContain(`Wrote ${file}`)
    const html = await readFile(file, 'utf8')
    expectNoAddress(html)
    expect(html.match(/<svg viewBox="0 0 \d+ \d+" role="img"/g)?.length).toBeGreaterThanOrEqual(6)
    expect(html).not.toMatch(/<script|\son[a-z]+=|javascript:|https?:\/\//i)
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+';/)
  }, 120_000)

  it('refuses bad options with a clear message and the usage', async () => {
    const failures = await Promise.all(
      [
        ['--since', '2026-02-30'],
        ['--since', 'yesterday'],
        ['--since', '2999-01-01'],
        ['--json', '--html', 'x.html'],
        ['--bogus'],
        ['extra'],
      ].map((args) =>
        stats(args, envs.pglite).then(
          () => null,
          (e: { code: number; stderr: string; stdout: string }) => e,
        ),
      ),
    )
    for (const failure of failures) {
      expect(failure?.code).toBe(1)
      expect(failure?.stdout).toBe('')
    }
    expect(failures.map((f) => f!.stderr.split('\n')[0])).toEqual([
      'stats: --since 2026-02-30 is not a calendar day',
      'stats: --since yesterday must be a day written YYYY-MM-DD',
      `stats: --since 2999-01-01 is after today (${utcDay(0)}, UTC)`,
      'stats: --json and --html exclude each other',
      expect.stringContaining("stats: Unknown option '--bogus'"),
      'stats: unexpected argument extra',
    ])
    expect(failures[0]!.stderr).toContain('usage: npm run stats')
  }, 120_000)
})

describe('the report (scripts/stats/queries.ts)', () => {
  it('keeps clicks of a tool the site no longer lists, and leaves out days after the period', async () => {
    const { buildReport } = await import('../../scripts/stats/queries')
    const tools = [
      { slug: 'nordvpn', name: 'NordVPN', category: 'vpn' as const },
      { slug: 'proton-mail', name: 'Proton Mail', category: 'email' as const },
    ]
    const report = buildReport({
      raw: {
        views: [
          { day: '2026-11-01', path: '/', lang: 'en', views: 40 },
          { day: '2026-11-02', path: '/best-vpns', lang: 'en', views: 10 },
          { day: '2026-11-04', path: '/', lang: 'en', views: 999 },
        ],
        clicks: [
          { day: '2026-11-01', tool: 'nordvpn', clicks: 2 },
          { day: '2026-11-02', tool: 'retired-vpn', clicks: 3 },
          { day: '2026-11-04', tool: 'nordvpn', clicks: 999 },
        ],
        subscribers: [{ status: 'confirmed', language: 'en', subscribers: 1 }],
        changes: [],
        outbox: { waiting: 0, retrying: 0, sent: 0, failed: 0, dropped: 0, oldest_waiting: null },
        issue: null,
      },
      tools,
      database: 'test',
      since: '2026-11-01',
      until: '2026-11-03',
      now: new Date('2026-11-03T12:00:00Z'),
    })
    expect(report.page_views.by_day.map((d) => [d.day, d.views])).toEqual([
      ['2026-11-01', 40],
      ['2026-11-02', 10],
      ['2026-11-03', 0],
    ])
    expect(report.tool_clicks.by_tool).toEqual([
      { tool: 'retired-vpn', name: null, category: null, clicks: 3 },
      { tool: 'nordvpn', name: 'NordVPN', category: 'vpn', clicks: 2 },
    ])
    expect(report.click_rates.map((r) => [r.category, r.clicks, r.views, r.rate])).toEqual([
      ['all', 5, 40, 0.125],
      ['vpn', 2, 10, 0.2],
      ['email', 0, 0, null],
    ])
    expect(report.subscribers.by_state).toEqual({ pending: 0, confirmed: 1, unsubscribed: 0 })
  })
})
