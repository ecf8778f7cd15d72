// `npm run stats -- --html FILE`: the report (queries.ts) as one self-contained page. The
// charts are SVG drawn here with d3-scale and d3-shape (no DOM, no script in the page);
// the only style is one <style> element whose hash the page's CSP allows, so the page makes
// no request at all and runs nothing. Charts scale with their viewBox and tables scroll
// inside their box, so it reads on a 320 px phone.
import { createHash } from 'node:crypto'
import { scaleBand, scaleLinear } from 'd3-scale'
import { line, stack } from 'd3-shape'
import { STATES, type StatsReport } from './queries'
import { percent, rateLabel } from './text'

const esc = (value: string | number) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
const fmt = (n: number) => n.toLocaleString('en-GB')
const W = 400
const FONT = 12

/** Series classes, in order: their colours are in STYLE. */
const SERIES = ['s0', 's1', 's2', 's3', 's4', 's5'] as const
const series = (i: number) => SERIES[i % SERIES.length]!

function svg(title: string, height: number, body: string, legend: string[] = []): string {
  const items = legend
    .map(
      (name, i) =>
        `<li><svg viewBox="0 0 10 10" aria-hidden="true"><rect class="${series(i)}" width="10" height="10"/></svg>${esc(name)}</li>`,
    )
    .join('')
  return (
    `<figure><svg viewBox="0 0 ${W} ${height}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>${body}</svg>` +
    (items ? `<ul class="legend">${items}</ul>` : '') +
    `</figure>`
  )
}

/** Value axis ticks (horizontal grid lines) for a vertical chart. */
function yAxis(y: ReturnType<typeof scaleLinear<number, number>>, left: number, right: number): string {
  return y
    .ticks(4)
    .filter((t) => Number.isInteger(t))
    .map(
      (t) =>
        `<line class="grid" x1="${left}" x2="${right}" y1="${y(t)}" y2="${y(t)}"/><text class="tick" x="${left - 4}" y="${y(t) + 4}" text-anchor="end">${fmt(t)}</text>`,
    )
    .join('')
}

/** Day labels under a daily chart: the first, the last and a few between. */
function dayLabels(days: string[], x: (d: string) => number, y: number): string {
  const every = Math.max(1, Math.ceil(days.length / 5))
  const last = days.length - 1
  // Every `every`-th day and the last one, dropping a regular label too close to the last.
  return days
    .filter((_, i) => i === last || (i % every === 0 && last - i > every / 2))
    .map((d) => `<text class="tick" x="${x(d)}" y="${y}" text-anchor="middle">${esc(d.slice(5))}</text>`)
    .join('')
}

/** Stacked daily bars, one colour per key. */
function dailyStack(title: string, rows: { day: string; values: Record<string, number> }[], keys: string[]): string {
  const height = 220
  const [left, right, top, bottom] = [44, W - 20, 10, height - 24]
  const days = rows.map((r) => r.day)
  const x = scaleBand<string>().domain(days).range([left, right]).paddingInner(0.15)
  const layers = stack<{ day: string; values: Record<string, number> }, string>()
    .keys(keys)
    .value((row, key) => row.values[key] ?? 0)(rows)
  const max = Math.max(1, ...rows.map((r) => keys.reduce((n, k) => n + (r.values[k] ?? 0), 0)))
  const y = scaleLinear().domain([0, max]).nice().range([bottom, top])
  const bars = layers
    .map((layer, i) =>
      layer
        .filter((p) => p[1] > p[0])
        .map(
          (p) => `<rect class="${series(i)}" x="${x(p.data.day)}" width="${x.bandwidth()}" y="${y(p[1])}" height="${y(p[0]) - y(p[1])}"/>`,
        )
        .join(''),
    )
    .join('')
  const center = (d: string) => (x(d) ?? 0) + x.bandwidth() / 2
  return svg(title, height, yAxis(y, left, right) + bars + dayLabels(days, center, height - 6), keys)
}

/** Daily lines, one per key. */
function dailyLines(title: string, rows: { day: string; values: Record<string, number> }[], keys: string[]): string {
  const height = 200
  const [left, right, top, bottom] = [44, W - 20, 10, height - 24]
  const days = rows.map((r) => r.day)
  const x = scaleBand<string>().domain(days).range([left, right]).padding(0.5)
  const center = (d: string) => (x(d) ?? 0) + x.bandwidth() / 2
  const max = Math.max(1, ...rows.flatMap((r) => keys.map((k) => r.values[k] ?? 0)))
  const y = scaleLinear().domain([0, max]).nice().range([bottom, top])
  const paths = keys
    .map((key, i) => {
      const d = line<{ day: string; values: Record<string, number> }>()
        .x((r) => center(r.day))
        .y((r) => y(r.values[key] ?? 0))(rows)
      return `<path class="line ${series(i)}" d="${d ?? ''}"/>`
    })
    .join('')
  return svg(title, height, yAxis(y, left, right) + paths + dayLabels(days, center, height - 6), keys)
}

/** Horizontal bars, stacked when a row has several values. */
function barsAcross(title: string, rows: { label: string; values: number[] }[], keys: string[]): string {
  const rowHeight = 22
  const height = Math.max(1, rows.length) * rowHeight + 8
  const labelWidth = 118
  const [left, right] = [labelWidth + 6, W - 48]
  const y = scaleBand<number>()
    .domain(rows.map((_, i) => i))
    .range([4, height - 4])
    .paddingInner(0.2)
  const max = Math.max(1, ...rows.map((r) => r.values.reduce((a, b) => a + b, 0)))
  const x = scaleLinear().domain([0, max]).range([left, right])
  const body = rows
    .map((row, i) => {
      let start = 0
      const rects = row.values
        .map((v, k) => {
          const rect =
            v > 0
              ? `<rect class="${series(k)}" x="${x(start)}" width="${x(start + v) - x(start)}" y="${y(i)}" height="${y.bandwidth()}"/>`
              : ''
          start += v
          return rect
        })
        .join('')
      const mid = (y(i) ?? 0) + y.bandwidth() / 2 + FONT / 3
      const label = row.label.length > 19 ? `${row.label.slice(0, 18)}…` : row.label
      return `<text class="label" x="${labelWidth}" y="${mid}" text-anchor="end">${esc(label)}</text>${rects}<text class="tick" x="${x(start) + 4}" y="${mid}">${fmt(start)}</text>`
    })
    .join('')
  return svg(title, height, body, keys.length > 1 ? keys : [])
}

function dataTable(caption: string, head: string[], rows: (string | number)[][]): string {
  const cell = (c: string | number) => (typeof c === 'number' ? `<td class="n">${fmt(c)}</td>` : `<td>${esc(c)}</td>`)
  return (
    `<div class="scroll" tabindex="0" role="region" aria-label="${esc(caption)}"><table><caption>${esc(caption)}</caption>` +
    `<thead><tr>${head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead>` +
    `<tbody>${rows.map((r) => `<tr>${r.map(cell).join('')}</tr>`).join('')}</tbody></table></div>`
  )
}

const STYLE = `
:root{color-scheme:light dark;--fg:#1c1f24;--muted:#5b6270;--bg:#fff;--line:#d9dce1;--c0:#2563eb;--c1:#d97706;--c2:#059669;--c3:#db2777;--c4:#7c3aed;--c5:#0891b2}
@media (prefers-color-scheme:dark){:root{--fg:#e8eaee;--muted:#a3a9b5;--bg:#14161a;--line:#343842;--c0:#60a5fa;--c1:#fbbf24;--c2:#34d399;--c3:#f472b6;--c4:#a78bfa;--c5:#22d3ee}}
*{box-sizing:border-box}
body{margin:0 auto;max-width:56rem;padding:1rem;font:15px/1.5 system-ui,sans-serif;color:var(--fg);background:var(--bg)}
h1{font-size:1.4rem;margin:0 0 .25rem}h2{font-size:1.15rem;margin:2rem 0 .5rem;border-top:1px solid var(--line);padding-top:1rem}
p{margin:.25rem 0}.muted{color:var(--muted)}
figure{margin:.5rem 0 1rem;max-width:40rem}figure>svg{display:block;width:100%;height:auto}
svg text{fill:var(--fg);font-size:${FONT}px;font-family:system-ui,sans-serif}svg .tick{fill:var(--muted)}
.grid{stroke:var(--line);stroke-width:1}.line{fill:none;stroke-width:2.5}
.s0{fill:var(--c0);stroke:var(--c0)}.s1{fill:var(--c1);stroke:var(--c1)}.s2{fill:var(--c2);stroke:var(--c2)}
.s3{fill:var(--c3);stroke:var(--c3)}.s4{fill:var(--c4);stroke:var(--c4)}.s5{fill:var(--c5);stroke:var(--c5)}
path.line{fill:none}
.legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;margin:.25rem 0 0;padding:0;font-size:.85rem}
.legend svg{width:.7rem;height:.7rem;margin-right:.3rem;vertical-align:-1px}
.scroll{max-width:100%;overflow-x:auto;margin:.5rem 0 1rem}
table{border-collapse:collapse;font-size:.85rem;white-space:nowrap}caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{padding:.25rem .6rem;border-bottom:1px solid var(--line);text-align:left}td.n{text-align:right;font-variant-numeric:tabular-nums}
.figures{display:grid;grid-template-columns:repeat(auto-fit,minmax(8rem,1fr));gap:.5rem;margin:.5rem 0}
.figures div{border:1px solid var(--line);border-radius:.4rem;padding:.5rem}.figures b{display:block;font-size:1.3rem}
`

/** The whole page: figures, charts and the tables behind them. */
export function renderHtml(report: StatsReport): string {
  const { page_views: views, tool_clicks: clicks, subscribers, outbox, last_issue: issue } = report
  const langs = views.by_language.map((l) => l.lang)
  const parts: string[] = []
  parts.push(
    `<h1>Site statistics</h1><p>${esc(report.since)} – ${esc(report.until)} (UTC days) · ${esc(report.database)}</p>` +
      `<p class="muted">Made ${esc(report.generated_at)} by <code>npm run stats</code>.</p>`,
  )
  const figure = (label: string, value: string) => `<div><b>${esc(value)}</b>${esc(label)}</div>`
  const home = report.click_rates.find((r) => r.category === 'all')
  parts.push(
    `<div class="figures">${figure('page views', fmt(views.total))}${figure('tool clicks', fmt(clicks.total))}` +
      `${figure('clicks per home-page view', percent(home?.rate ?? null))}${figure('confirmed subscribers', fmt(subscribers.by_state.confirmed))}` +
      `${figure('mails waiting', fmt(outbox.waiting))}</div>`,
  )

  parts.push('<h2>Page views</h2>')
  parts.push(
    dailyStack(
      'Page views per day and language',
      views.by_day.map((d) => ({ day: d.day, values: d.by_language })),
      langs,
    ),
  )
  const pages = views.by_page.slice(0, 20)
  parts.push(
    barsAcross(
      `Page views per page${views.by_page.length > pages.length ? ` (top ${pages.length})` : ''}`,
      pages.map((p) => ({ label: p.path, values: [p.views] })),
      ['views'],
    ),
  )
  parts.push(
    dataTable(
      'Page views per page and language',
      ['path', 'language', 'views'],
      views.by_page.map((p) => [p.path, p.lang, p.views]),
    ),
  )
  parts.push(
    dataTable(
      'Page views per day',
      ['day', 'views', ...langs],
      views.by_day.map((d) => [d.day, d.views, ...langs.map((l) => d.by_language[l] ?? 0)]),
    ),
  )

  parts.push('<h2>Tool clicks</h2>')
  parts.push(
    barsAcross(
      'Clicks per tool',
      clicks.by_tool.map((t) => ({ label: t.name ?? t.tool, values: [t.clicks] })),
      ['clicks'],
    ),
  )
  parts.push(
    dailyStack(
      'Tool clicks per day',
      clicks.by_day.map((d) => ({ day: d.day, values: { clicks: d.clicks } })),
      ['clicks'],
    ),
  )
  parts.push(
    dataTable(
      'Clicks per tool',
      ['tool', 'category', 'clicks'],
      clicks.by_tool.map((t) => [t.tool, t.category ?? '(not a tool of the site)', t.clicks]),
    ),
  )
  parts.push(
    dataTable(
      'Click rate per tools page: clicks on its tools / views of the page in every language',
      ['page', 'clicks', 'views', 'rate', ...langs.map((l) => `views ${l}`)],
      report.click_rates.map((r) => [
        rateLabel(r),
        r.clicks,
        r.views,
        percent(r.rate),
        ...langs.map((l) => r.by_language.find((b) => b.lang === l)?.views ?? '–'),
      ]),
    ),
  )

  parts.push('<h2>Newsletter</h2>')
  parts.push(
    barsAcross(
      'Subscribers per language and state',
      subscribers.by_language.map((l) => ({ label: l.language, values: STATES.map((s) => l[s]) })),
      [...STATES],
    ),
  )
  parts.push(
    dailyLines(
      'Confirmations and unsubscribes per day',
      subscribers.by_day.map((d) => ({ day: d.day, values: { confirmations: d.confirmations, unsubscribes: d.unsubscribes } })),
      ['confirmations', 'unsubscribes'],
    ),
  )
  parts.push(
    dataTable(
      'Subscribers per language and state',
      ['language', ...STATES, 'total'],
      [
        ...subscribers.by_language.map((l) => [l.language, ...STATES.map((s) => l[s]), STATES.reduce((n, s) => n + l[s], 0)]),
        ['all', ...STATES.map((s) => subscribers.by_state[s]), STATES.reduce((n, s) => n + subscribers.by_state[s], 0)],
      ],
    ),
  )
  parts.push(
    dataTable(
      'Confirmations and unsubscribes on the days with either',
      ['day', 'confirmations', 'unsubscribes'],
      subscribers.by_day.filter((d) => d.confirmations || d.unsubscribes).map((d) => [d.day, d.confirmations, d.unsubscribes]),
    ),
  )
  parts.push(
    dataTable(
      'Confirmation-mail outbox (rows are kept about a day after they leave)',
      ['waiting', 'of which retrying', 'sent', 'failed', 'dropped', 'oldest waiting'],
      [[outbox.waiting, outbox.retrying, outbox.sent, outbox.failed, outbox.dropped, outbox.oldest_waiting ?? '–']],
    ),
  )
  parts.push(
    issue
      ? dataTable(
          `Last issue: ${issue.issue} (last delivery ${issue.last_update ?? '–'})`,
          ['sent', 'failed', 'sending', 'waiting'],
          [[issue.sent, issue.failed, issue.sending, issue.waiting]],
        )
      : '<p>No newsletter issue has been sent.</p>',
  )

  const hash = createHash('sha256').update(STYLE).digest('base64')
  const csp = `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'`
  return (
    `<!doctype html>\n<html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="${csp}">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="referrer" content="no-referrer">` +
    `<title>Site statistics ${esc(report.since)} – ${esc(report.until)}</title><style>${STYLE}</style></head>` +
    `<body><main>${parts.join('\n')}</main></body></html>\n`
  )
}
