import { expect, test } from '@playwright/test'
import pg from 'pg'
import { AFFILIATE_LINKS, toolSlug } from '../../app/content/affiliate-links'
import { PRERENDERED_PATHS, langOfPath } from '../../app/i18n/slugs'
import { freePort } from '../../scripts/lib/free-port'
import { startPostgres, SUPABASE_ROLES, type PostgresCluster } from '../../scripts/lib/postgres-cluster'
import { startOwnServer, type OwnServer } from './own-server'
import { rawGet } from './raw-http'

/**
 * Page views and tool clicks counted without tracking anyone (docs/security.md, "Counts
 * and metrics"): two production servers on one real PostgreSQL count 1,000 clicks and
 * 1,000 page views exactly; the tables hold a day, a path or tool, a language and a
 * number — nothing else; what is not a page sent (HEAD, 304, unknown paths) counts
 * nothing; a SIGTERM writes what is pending. The metrics listener answers valid
 * Prometheus text on its own loopback port, with its token; the public port refuses it.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const TOOLS = Object.keys(AFFILIATE_LINKS).map(toolSlug)
const PAGES = PRERENDERED_PATHS.slice(0, 12)
const TOKEN = 'metrics-token-for-the-test-0123456789'
let cluster: PostgresCluster
let db: pg.Client
let metricsPort: number
const servers: OwnServer[] = []

test.beforeAll(async () => {
  cluster = await startPostgres()
  db = new pg.Client({ connectionString: cluster.url() })
  await db.connect()
  await db.query(SUPABASE_ROLES)
  metricsPort = await freePort()
  servers.push(
    await startOwnServer(
      { DATABASE_URL: cluster.url(), COUNTS_FLUSH_SECONDS: '1', METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN },
      { healthy: true },
    ),
  )
  servers.push(await startOwnServer({ DATABASE_URL: cluster.url(), COUNTS_FLUSH_SECONDS: '1' }, { healthy: true }))
})

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.dispose()))
  await db?.end()
  cluster?.stop()
})

/** Runs `tasks` with at most `width` at once. */
async function pool(tasks: Array<() => Promise<void>>, width = 16): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) await tasks[next++]!()
    }),
  )
}

async function totals() {
  const views = await db.query<{ path: string; lang: string; views: string }>(
    'select path, lang, sum(views)::text as views from public.chat_control_page_views group by path, lang',
  )
  const clicks = await db.query<{ tool: string; clicks: string }>(
    'select tool, sum(clicks)::text as clicks from public.chat_control_tool_clicks group by tool',
  )
  return {
    views: new Map(views.rows.map((r) => [r.path, { lang: r.lang, n: Number(r.views) }])),
    clicks: new Map(clicks.rows.map((r) => [r.tool, Number(r.clicks)])),
    viewSum: views.rows.reduce((sum, r) => sum + Number(r.views), 0),
    clickSum: clicks.rows.reduce((sum, r) => sum + Number(r.clicks), 0),
  }
}

test('two servers on one PostgreSQL count 1,000 clicks and 1,000 page views exactly, and nothing that is not one', async () => {
  const [a, b] = servers as [OwnServer, OwnServer]
  const tasks: Array<() => Promise<void>> = []
  for (let i = 0; i < 1000; i++) {
    const server = i % 2 ? b : a
    const tool = TOOLS[i % TOOLS.length]!
    const page = PAGES[i % PAGES.length]!
    tasks.push(async () => {
      const go = await fetch(`${server.url}/go/${tool}`, { redirect: 'manual' })
      expect(go.status).toBe(302)
      await go.body?.cancel()
      const view = await fetch(`${server.url}${page}`)
      expect(view.status).toBe(200)
      await view.arrayBuffer()
    })
  }
  // Not a page sent, not a click: HEAD, a 304, unknown paths, a 405.
  const probe = await fetch(`${a.url}/`)
  const etag = probe.headers.get('etag')!
  await probe.arrayBuffer()
  for (let i = 0; i < 40; i++)
    tasks.push(async () => {
      const server = i % 2 ? b : a
      for (const response of await Promise.all([
        fetch(`${server.url}/go/nordvpn`, { method: 'HEAD', redirect: 'manual' }),
        fetch(`${server.url}/`, { method: 'HEAD' }),
        fetch(`${server.url}/`, { headers: { 'if-none-match': etag } }),
        fetch(`${server.url}/go/unknown-${i}`, { redirect: 'manual' }),
        fetch(`${server.url}/no-such-page-${i}`),
        fetch(`${server.url}/go/nordvpn`, { method: 'POST', redirect: 'manual' }),
      ]))
        await response.body?.cancel()
    })
  await pool(tasks)
  // The etag probe above was one page view of '/': 1,001 in all.
  const wanted = 1001
  // Each server writes every second (COUNTS_FLUSH_SECONDS=1).
  await expect.poll(async () => (await totals()).viewSum, { timeout: 15_000 }).toBe(wanted)
  await expect.poll(async () => (await totals()).clickSum, { timeout: 15_000 }).toBe(1000)
  const { views, clicks } = await totals()
  for (const [i, tool] of TOOLS.entries()) {
    const n = Math.floor(1000 / TOOLS.length) + (i < 1000 % TOOLS.length ? 1 : 0)
    expect(clicks.get(tool), tool).toBe(n)
  }
  const wantedViews = new Map<string, number>([['/', 1]])
  for (const [i, path] of PAGES.entries())
    wantedViews.set(path, (wantedViews.get(path) ?? 0) + Math.floor(1000 / PAGES.length) + (i < 1000 % PAGES.length ? 1 : 0))
  for (const [path, n] of wantedViews) expect(views.get(path), path).toEqual({ lang: langOfPath(path), n })
  expect([...views.keys()].sort()).toEqual([...wantedViews.keys()].sort())
  expect([...clicks.keys()].sort()).toEqual([...TOOLS].sort())
})

test('the tables hold a day, a path or tool, a language and a number: nothing about a visitor', async () => {
  const columns = await db.query<{ table_name: string; column_name: string; data_type: string }>(
    `select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and table_name in ('chat_control_page_views', 'chat_control_tool_clicks')
      order by table_name, ordinal_position`,
  )
  expect(columns.rows.map((c) => `${c.table_name}.${c.column_name} ${c.data_type}`)).toEqual([
    'chat_control_page_views.day date',
    'chat_control_page_views.path text',
    'chat_control_page_views.lang text',
    'chat_control_page_views.views bigint',
    'chat_control_tool_clicks.day date',
    'chat_control_tool_clicks.tool text',
    'chat_control_tool_clicks.clicks bigint',
  ])
  const days = await db.query<{ day: string }>(
    "select distinct to_char(day, 'YYYY-MM-DD') as day from public.chat_control_page_views union select to_char(day, 'YYYY-MM-DD') from public.chat_control_tool_clicks",
  )
  for (const { day } of days.rows) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
})

test('the metrics listener answers valid Prometheus text on its own port with its token; the public port refuses /metrics', async ({
  request,
}) => {
  const [a] = servers as [OwnServer]
  const url = `http://127.0.0.1:${metricsPort}/metrics`
  expect(a.output()).toContain(`Metrics on http://127.0.0.1:${metricsPort}/metrics (bearer token required)`)
  expect((await fetch(url)).status).toBe(401)
  expect((await fetch(url, { headers: { authorization: 'Bearer wrong-token-of-the-same-len' } })).status).toBe(401)
  expect((await fetch(`http://127.0.0.1:${metricsPort}/`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404)
  const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  const samples = parsePrometheus(await response.text())
  const value = (name: string, labels: Record<string, string> = {}) =>
    samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value
  expect(value('chatcontrol_http_requests_total', { kind: 'go-link', status: '302' })).toBeGreaterThanOrEqual(500)
  expect(value('chatcontrol_http_requests_total', { kind: 'page', status: '200' })).toBeGreaterThanOrEqual(500)
  expect(value('chatcontrol_http_requests_total', { kind: 'not-found', status: '404' })).toBeGreaterThanOrEqual(20)
  expect(value('chatcontrol_http_requests_total', { kind: 'method', status: '405' })).toBeGreaterThanOrEqual(20)
  expect(value('chatcontrol_http_request_duration_seconds_count', { kind: 'go-link' })).toBeGreaterThanOrEqual(500)
  expect(value('chatcontrol_http_request_duration_seconds_bucket', { kind: 'page', le: '+Inf' })).toBeGreaterThanOrEqual(500)
  for (const name of [
    'chatcontrol_admission_queue_depth',
    'chatcontrol_admission_running',
    'chatcontrol_admission_rejections_total',
    'chatcontrol_site_counts_pending',
    'chatcontrol_newsletter_rate_limited_total',
    'chatcontrol_mails_sent_total',
    'chatcontrol_mails_failed_total',
    'chatcontrol_outbox_depth',
    'chatcontrol_process_resident_memory_bytes',
    'chatcontrol_nodejs_heap_size_used_bytes',
  ])
    expect(value(name), name).toBeGreaterThanOrEqual(0)
  // The public port: the not-found page, as for any unknown path; never in the sitemap.
  for (const path of ['/metrics', '/metrics/']) {
    const pub = await rawGet(a.url, path, { authorization: `Bearer ${TOKEN}` })
    expect(pub.status, path).toBe(404)
    expect(pub.body).not.toContain('chatcontrol_')
  }
  expect(await (await request.get(`${a.url}/sitemap.xml`)).text()).not.toContain('metrics')
})

test('a SIGTERM writes the counts still pending', async () => {
  const server = await startOwnServer({ DATABASE_URL: cluster.url(), COUNTS_FLUSH_SECONDS: '3600' }, { healthy: true })
  servers.push(server)
  const before = await totals()
  for (let i = 0; i < 7; i++) await (await fetch(`${server.url}/go/tresorit`, { redirect: 'manual' })).body?.cancel()
  for (let i = 0; i < 5; i++) await (await fetch(`${server.url}/nl`)).arrayBuffer()
  expect((await totals()).clickSum).toBe(before.clickSum)
  expect(await server.stop()).toBe(0)
  const after = await totals()
  expect(after.clicks.get('tresorit')).toBe((before.clicks.get('tresorit') ?? 0) + 7)
  expect(after.views.get('/nl')!.n).toBe((before.views.get('/nl')?.n ?? 0) + 5)
})

interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

/** The Prometheus text format (0.0.4), strictly: every line a HELP, a TYPE or a sample of a typed family. */
function parsePrometheus(text: string): Sample[] {
  const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*'
  const types = new Map<string, string>()
  const samples: Sample[] = []
  expect(text.endsWith('\n')).toBe(true)
  for (const line of text.slice(0, -1).split('\n')) {
    if (line === '') continue
    let m: RegExpExecArray | null
    if ((m = new RegExp(`^# HELP (${NAME}) (.*)$`).exec(line))) continue
    if ((m = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`).exec(line))) {
      expect(types.has(m[1]!), `one TYPE for ${m[1]}`).toBe(false)
      types.set(m[1]!, m[2]!)
      continue
    }
    m = new RegExp(`^(${NAME})(?:\\{((?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\.)*",?)*)\\})? (\\S+)(?: -?\\d+)?$`).exec(line)
    expect(m, `a sample line: ${line}`).not.toBeNull()
    const [, name, labelText = '', raw] = m!
    const family = types.has(name!) ? name! : name!.replace(/_(bucket|sum|count|total)$/, '')
    expect(types.has(family) || types.has(name!), `${name} has a TYPE`).toBe(true)
    const value = raw === '+Inf' ? Infinity : raw === '-Inf' ? -Infinity : Number(raw)
    expect(raw === 'NaN' || !Number.isNaN(value), line).toBe(true)
    const labels: Record<string, string> = {}
    for (const [, k, v] of labelText.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!
    samples.push({ name: name!, labels, value })
  }
  expect(samples.length).toBeGreaterThan(20)
  return samples
}
