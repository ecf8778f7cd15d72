// `npm run stats` in the terminal: the report (queries.ts) as plain-text tables.
import { STATES, type ClickRate, type StatsReport } from './queries'

type Cell = string | number
const fmt = (n: number) => n.toLocaleString('en-GB')
export const percent = (rate: number | null) => (rate === null ? '–' : `${(rate * 100).toFixed(1)}%`)

/** A table with a header line; numbers right-aligned, text left-aligned. */
function table(head: string[], rows: Cell[][]): string {
  const text = rows.map((row) => row.map((cell) => (typeof cell === 'number' ? fmt(cell) : cell)))
  const widths = head.map((h, i) => Math.max(h.length, ...text.map((row) => row[i]!.length)))
  const numeric = head.map(
    (_, i) => rows.length > 0 && rows.every((row) => typeof row[i] === 'number' || /^(–|[0-9.]+%)$/.test(String(row[i]))),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd()
  return [line(head), line(widths.map((w) => '─'.repeat(w))), ...text.map(line)].map((l) => `  ${l}`).join('\n')
}

const section = (title: string, body: string) => `${title}\n${body}\n`
const none = (what: string) => `  (no ${what} in this period)`

/** The page that counts a category's clicks, as the report names it. */
export function rateLabel(rate: ClickRate): string {
  if (rate.category === 'all') return 'home page (every tool)'
  return rate.page ? `${rate.page.replace('/{-$lang}/', '')} (${rate.category})` : `${rate.category} (no page of its own)`
}

export function renderText(report: StatsReport): string {
  const out: string[] = []
  const { page_views: views, tool_clicks: clicks, subscribers } = report
  const langs = views.by_language.map((l) => l.lang)
  out.push(`Statistics ${report.since} – ${report.until} (UTC days) from ${report.database}\n`)

  out.push(
    section(
      `Page views: ${fmt(views.total)}`,
      views.total
        ? table(
            ['language', 'views'],
            views.by_language.map((l) => [l.lang, l.views]),
          )
        : none('page views'),
    ),
  )
  if (views.total) {
    out.push(
      section(
        'Page views per page',
        table(
          ['path', 'language', 'views'],
          views.by_page.map((p) => [p.path, p.lang, p.views]),
        ),
      ),
    )
    out.push(
      section(
        'Page views per day',
        table(
          ['day', 'views', ...langs],
          views.by_day.map((d) => [d.day, d.views, ...langs.map((l) => d.by_language[l] ?? 0)]),
        ),
      ),
    )
  }

  out.push(
    section(
      `Tool clicks: ${fmt(clicks.total)}`,
      clicks.total
        ? table(
            ['tool', 'category', 'clicks'],
            clicks.by_tool.map((t) => [t.tool, t.category ?? '(not a tool of the site)', t.clicks]),
          )
        : none('tool clicks'),
    ),
  )
  if (clicks.total) {
    out.push(
      section(
        'Tool clicks per day',
        table(
          ['day', 'clicks'],
          clicks.by_day.map((d) => [d.day, d.clicks]),
        ),
      ),
    )
  }
  out.push(
    section(
      'Click rate per tools page (clicks on its tools / views of the page in every language)',
      table(
        ['page', 'clicks', 'views', 'rate', ...langs.map((l) => `views ${l}`)],
        report.click_rates.map((r) => [
          rateLabel(r),
          r.clicks,
          r.views,
          percent(r.rate),
          ...langs.map((l) => {
            const entry = r.by_language.find((b) => b.lang === l)
            return entry ? entry.views : '–'
          }),
        ]),
      ),
    ),
  )

  const total = STATES.reduce((n, s) => n + subscribers.by_state[s], 0)
  out.push(
    section(
      `Subscribers: ${STATES.map((s) => `${fmt(subscribers.by_state[s])} ${s}`).join(', ')}`,
      table(
        ['language', ...STATES, 'total'],
        [
          ...subscribers.by_language.map((l) => [l.language, ...STATES.map((s) => l[s]), STATES.reduce((n, s) => n + l[s], 0)]),
          ['all', ...STATES.map((s) => subscribers.by_state[s]), total],
        ],
      ),
    ),
  )
  const changeDays = subscribers.by_day.filter((d) => d.confirmations || d.unsubscribes)
  const sumChanges = (key: 'confirmations' | 'unsubscribes') => subscribers.by_day.reduce((n, d) => n + d[key], 0)
  out.push(
    section(
      `Confirmations: ${fmt(sumChanges('confirmations'))}, unsubscribes: ${fmt(sumChanges('unsubscribes'))} (days with either)`,
      changeDays.length
        ? table(
            ['day', 'confirmations', 'unsubscribes'],
            changeDays.map((d) => [d.day, d.confirmations, d.unsubscribes]),
          )
        : none('confirmations or unsubscribes'),
    ),
  )

  const box = report.outbox
  out.push(
    section(
      'Confirmation-mail outbox (sent and unsent rows are kept about a day)',
      table(
        ['waiting', 'of which retrying', 'sent', 'failed', 'dropped', 'oldest waiting'],
        [[box.waiting, box.retrying, box.sent, box.failed, box.dropped, box.oldest_waiting ?? '–']],
      ),
    ),
  )
  const issue = report.last_issue
  out.push(
    section(
      issue ? `Last newsletter issue: ${issue.issue} (last delivery ${issue.last_update ?? '–'})` : 'Last newsletter issue',
      issue
        ? table(['sent', 'failed', 'sending', 'waiting'], [[issue.sent, issue.failed, issue.sending, issue.waiting]])
        : '  (no issue has been sent)',
    ),
  )
  return out.join('\n')
}
