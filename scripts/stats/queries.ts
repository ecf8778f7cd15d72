// The figures of `npm run stats` (scripts/stats.ts): read through the operator functions of
// supabase/migrations/20261125050000_operator_stats.sql on whichever database the site uses
// (scripts/newsletter/operator-db.ts), then put together here. The report holds counts,
// days, languages, paths, tool names and issue names — never an address.
import { LANGS, type Lang } from '../../app/i18n/languages'
import { findByPublicPath, publicPath, type CountryRouteId, type PageRouteId } from '../../app/i18n/slugs'
import type { OperatorDb } from '../../app/newsletter/operator-sql-functions'
import type { ToolCategory } from '../../app/content/tools'
import type { ToolEntry } from '../lib/tool-list'

/** The shape `--json` prints: bump `version` whenever a field changes meaning or goes away. */
const REPORT_VERSION = 1

export const STATES = ['pending', 'confirmed', 'unsubscribed'] as const
type State = (typeof STATES)[number]

/**
 * The tools page of each category: its tools' clicks are counted against its views. The tool
 * cards are on the home page (app/components/sections/tools-section.tsx), so its row — every
 * click against the home page's views — comes first.
 */
const TOOLS_PAGES: Readonly<Partial<Record<ToolCategory, PageRouteId>>> = {
  vpn: '/{-$lang}/best-vpns',
  email: '/{-$lang}/encrypted-email',
  passwords: '/{-$lang}/password-managers',
  storage: '/{-$lang}/secure-cloud-storage',
}
const HOME: PageRouteId = '/{-$lang}'

interface ViewRow {
  day: string
  path: string
  lang: string
  views: number
}
interface ClickRow {
  day: string
  tool: string
  clicks: number
}
interface ChangeRow {
  day: string
  language: string
  confirmations: number
  unsubscribes: number
}

export interface ClickRate {
  /** The category whose tools are counted; `all` for the home page, which lists every tool. */
  category: ToolCategory | 'all'
  /** The page's route id (app/i18n/slugs.ts); null for a category without a page of its own. */
  page: PageRouteId | null
  clicks: number
  views: number
  /** clicks / views, null without views. */
  rate: number | null
  /** The page's views under each language's slug (clicks are not counted per language). */
  by_language: { lang: Lang; path: string; views: number }[]
}

export interface StatsReport {
  version: typeof REPORT_VERSION
  generated_at: string
  database: string
  since: string
  until: string
  page_views: {
    total: number
    by_page: { path: string; page: PageRouteId | CountryRouteId | null; lang: string; views: number }[]
    by_language: { lang: string; views: number }[]
    by_day: { day: string; views: number; by_language: Record<string, number> }[]
    rows: ViewRow[]
  }
  tool_clicks: {
    total: number
    by_tool: { tool: string; name: string | null; category: ToolCategory | null; clicks: number }[]
    by_day: { day: string; clicks: number }[]
    rows: ClickRow[]
  }
  click_rates: ClickRate[]
  subscribers: {
    by_state: Record<State, number>
    by_language: ({ language: string } & Record<State, number>)[]
    by_day: { day: string; confirmations: number; unsubscribes: number }[]
    changes: ChangeRow[]
  }
  outbox: { waiting: number; retrying: number; sent: number; failed: number; dropped: number; oldest_waiting: string | null }
  last_issue: { issue: string; sent: number; failed: number; sending: number; waiting: number; last_update: string | null } | null
}

export interface RawStats {
  views: ViewRow[]
  clicks: ClickRow[]
  subscribers: { status: string; language: string; subscribers: number }[]
  changes: ChangeRow[]
  outbox: StatsReport['outbox']
  issue: StatsReport['last_issue']
}

const num = (value: unknown): number => Number(value ?? 0)
const iso = (value: unknown): string | null => (value == null ? null : new Date(value as string).toISOString())
const day = (value: unknown): string => String(value).slice(0, 10)

/** Reads everything the report needs from `db`, from the UTC day `since` on. */
export async function readStats(db: OperatorDb, since: string): Promise<RawStats> {
  const [views, clicks, subscribers, changes, outbox, issue] = await Promise.all([
    db.call<Record<string, unknown>>('chat_control_stats_views', { since }),
    db.call<Record<string, unknown>>('chat_control_stats_clicks', { since }),
    db.call<Record<string, unknown>>('chat_control_stats_subscribers'),
    db.call<Record<string, unknown>>('chat_control_stats_changes', { since }),
    db.call<Record<string, unknown>>('chat_control_stats_outbox'),
    db.call<Record<string, unknown>>('chat_control_stats_issue'),
  ])
  const box = outbox[0] ?? {}
  const last = issue[0]
  return {
    views: views.map((r) => ({ day: day(r.day), path: String(r.path), lang: String(r.lang), views: num(r.views) })),
    clicks: clicks.map((r) => ({ day: day(r.day), tool: String(r.tool), clicks: num(r.clicks) })),
    subscribers: subscribers.map((r) => ({ status: String(r.status), language: String(r.language), subscribers: num(r.subscribers) })),
    changes: changes.map((r) => ({
      day: day(r.day),
      language: String(r.language),
      confirmations: num(r.confirmations),
      unsubscribes: num(r.unsubscribes),
    })),
    outbox: {
      waiting: num(box.waiting),
      retrying: num(box.retrying),
      sent: num(box.sent),
      failed: num(box.failed),
      dropped: num(box.dropped),
      oldest_waiting: iso(box.oldest_waiting),
    },
    issue:
      last && last.issue != null
        ? {
            issue: String(last.issue),
            sent: num(last.sent),
            failed: num(last.failed),
            sending: num(last.sending),
            waiting: num(last.waiting),
            last_update: iso(last.last_update),
          }
        : null,
  }
}

/** Every UTC day from `since` to `until`, both included. */
function daysBetween(since: string, until: string): string[] {
  const days: string[] = []
  for (let t = Date.parse(`${since}T00:00:00Z`); t <= Date.parse(`${until}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10))
  }
  return days
}

function sumBy<T>(rows: readonly T[], key: (row: T) => string, value: (row: T) => number): Map<string, number> {
  const sums = new Map<string, number>()
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0) + value(row))
  return sums
}

/** Largest first, then by name: the same input always gives the same order. */
const byCount =
  <T>(count: (row: T) => number, name: (row: T) => string) =>
  (a: T, b: T) =>
    count(b) - count(a) || name(a).localeCompare(name(b))

export interface ReportInput {
  raw: RawStats
  tools: readonly ToolEntry[]
  database: string
  since: string
  until: string
  now?: Date
}

/** The report from the rows `readStats` read: totals, breakdowns, every day of the period. */
export function buildReport({ raw, tools, database, since, until, now = new Date() }: ReportInput): StatsReport {
  const days = daysBetween(since, until)
  const views = raw.views.filter((r) => r.day <= until)
  const clicks = raw.clicks.filter((r) => r.day <= until)
  const changes = raw.changes.filter((r) => r.day <= until)

  const perPath = sumBy(
    views,
    (r) => r.path,
    (r) => r.views,
  )
  const langOfPath = new Map(views.map((r) => [r.path, r.lang]))
  const byPage = [...perPath]
    .map(([path, n]) => ({ path, page: findByPublicPath(path)?.routeId ?? null, lang: langOfPath.get(path)!, views: n }))
    .sort(
      byCount(
        (r) => r.views,
        (r) => r.path,
      ),
    )
  const perLang = sumBy(
    views,
    (r) => r.lang,
    (r) => r.views,
  )
  const languages = [...new Set([...LANGS, ...perLang.keys()])]
  const byLanguage = languages.map((lang) => ({ lang, views: perLang.get(lang) ?? 0 }))
  const viewsByDay = days.map((d) => {
    const rows = views.filter((r) => r.day === d)
    const split = Object.fromEntries(languages.map((lang) => [lang, 0]))
    for (const r of rows) split[r.lang] = (split[r.lang] ?? 0) + r.views
    return { day: d, views: rows.reduce((n, r) => n + r.views, 0), by_language: split }
  })

  const toolBySlug = new Map(tools.map((t) => [t.slug, t]))
  const perTool = sumBy(
    clicks,
    (r) => r.tool,
    (r) => r.clicks,
  )
  const byTool = [...perTool]
    .map(([tool, n]) => ({ tool, name: toolBySlug.get(tool)?.name ?? null, category: toolBySlug.get(tool)?.category ?? null, clicks: n }))
    .sort(
      byCount(
        (r) => r.clicks,
        (r) => r.tool,
      ),
    )
  const clicksByDay = days.map((d) => ({ day: d, clicks: clicks.filter((r) => r.day === d).reduce((n, r) => n + r.clicks, 0) }))

  const rate = (category: ClickRate['category'], page: PageRouteId | null): ClickRate => {
    const counted = byTool.filter((t) => category === 'all' || t.category === category).reduce((n, t) => n + t.clicks, 0)
    const byLang = page
      ? LANGS.map((lang) => ({ lang, path: publicPath(page, lang), views: perPath.get(publicPath(page, lang)) ?? 0 }))
      : []
    const pageViews = byLang.reduce((n, r) => n + r.views, 0)
    return { category, page, clicks: counted, views: pageViews, rate: pageViews ? counted / pageViews : null, by_language: byLang }
  }
  const categories = [...new Set(tools.map((t) => t.category))]
  const clickRates = [rate('all', HOME), ...categories.map((c) => rate(c, TOOLS_PAGES[c] ?? null))]

  const states = (): Record<State, number> => ({ pending: 0, confirmed: 0, unsubscribed: 0 })
  const byState = states()
  const perLanguage = new Map<string, Record<State, number>>(LANGS.map((l) => [l, states()]))
  for (const r of raw.subscribers) {
    if (!(STATES as readonly string[]).includes(r.status)) continue
    const status = r.status as State
    byState[status] += r.subscribers
    if (!perLanguage.has(r.language)) perLanguage.set(r.language, states())
    perLanguage.get(r.language)![status] += r.subscribers
  }
  const changesByDay = days.map((d) => {
    const rows = changes.filter((r) => r.day === d)
    return {
      day: d,
      confirmations: rows.reduce((n, r) => n + r.confirmations, 0),
      unsubscribes: rows.reduce((n, r) => n + r.unsubscribes, 0),
    }
  })

  return {
    version: REPORT_VERSION,
    generated_at: now.toISOString(),
    database,
    since,
    until,
    page_views: {
      total: views.reduce((n, r) => n + r.views, 0),
      by_page: byPage,
      by_language: byLanguage,
      by_day: viewsByDay,
      rows: views,
    },
    tool_clicks: {
      total: clicks.reduce((n, r) => n + r.clicks, 0),
      by_tool: byTool,
      by_day: clicksByDay,
      rows: clicks,
    },
    click_rates: clickRates,
    subscribers: {
      by_state: byState,
      by_language: [...perLanguage].map(([language, counts]) => ({ language, ...counts })),
      by_day: changesByDay,
      changes,
    },
    outbox: raw.outbox,
    last_issue: raw.issue,
  }
}
