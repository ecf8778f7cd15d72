import type { z } from 'zod'
import type { MessageDescriptor } from '@lingui/core'
import { checkMeps, type MepData } from './meps/check'
import { publisherHost } from './publishers'
import {
  correctionSchema,
  countrySchema,
  newsSchema,
  timelineSchema,
  toolGroupSchema,
  updateSchema,
  type Correction,
  type Update,
} from './schema'

/*
 * The rules of `npm run content:check` (scripts/check-content.ts, docs/editing.md#the-check):
 * a pure function over the content data, so a unit test can break each rule with a
 * fixture (tests/unit/content-check.test.ts). Errors fail the check; warnings (a review
 * date that has passed) are printed and do not.
 */

export interface ContentData {
  asOf: string
  lastReviewed: string
  reviewBy: string
  tallyDate: string
  updates: readonly unknown[]
  corrections: readonly unknown[]
  news: readonly unknown[]
  countries: readonly unknown[]
  timeline: readonly unknown[]
  toolGroups: readonly unknown[]
  /** The "Act now" roll calls, MEP files and their record (app/content/meps/check.ts). */
  meps: MepData
}

export interface ContentReport {
  errors: string[]
  warnings: string[]
  /** One line per kind of content: what was checked. */
  summary: string[]
}

/** The counts the product specification fixes (docs/product.md#business-constants, #tool-data, #timeline). */
const SPEC_COUNTS = {
  countries: 27,
  positions: { support: 14, oppose: 10, neutral: 3 },
  tools: 17,
  toolGroups: 5,
  timeline: 3,
} as const

/** Updates the record should hold at least (docs/product.md#updates). */
const MIN_UPDATES = 8

const label = (value: unknown, index: number): string => {
  const record = value as { id?: unknown; code?: unknown; name?: unknown; date?: unknown }
  const name = record.id ?? record.code ?? (typeof record.name === 'string' ? record.name : undefined) ?? record.date
  return typeof name === 'string' ? name : `#${index + 1}`
}

const text = (descriptor: MessageDescriptor | undefined): string => descriptor?.message ?? descriptor?.id ?? ''

/** The calendar day after `day` (YYYY-MM-DD). */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

export function checkContent(data: ContentData, today: string): ContentReport {
  const errors: string[] = []
  const warnings: string[] = []
  const summary: string[] = []

  /** Schema of each entry; returns the entries that passed, typed. */
  function parse<S extends z.ZodType>(kind: string, schema: S, list: readonly unknown[]): z.infer<S>[] {
    const ok: z.infer<S>[] = []
    list.forEach((value, index) => {
      const result = schema.safeParse(value)
      if (result.success) ok.push(result.data)
      else
        for (const issue of result.error.issues)
          errors.push(`${kind} ${label(value, index)}: ${issue.path.join('.') || '(entry)'}: ${issue.message}`)
    })
    return ok
  }
  /** Every source URL: https and on the allow-list (app/content/publishers.ts). */
  function allowed(kind: string, id: string, url: string) {
    if (!url.startsWith('https://')) errors.push(`${kind} ${id}: ${url} is not https`)
    else if (!publisherHost(url))
      errors.push(`${kind} ${id}: ${new URL(url).hostname} is not on the outbound allow-list (app/content/publishers.ts)`)
  }
  const uniqueIds = (kind: string, ids: string[]) => {
    const seen = new Set<string>()
    for (const id of ids) {
      if (seen.has(id)) errors.push(`${kind} ${id}: the id is used twice`)
      seen.add(id)
    }
  }
  const newestFirst = (kind: string, list: { id: string; date: string }[]) => {
    for (let i = 1; i < list.length; i++)
      if (list[i]!.date > list[i - 1]!.date)
        errors.push(`${kind} ${list[i]!.id}: out of order (newest first: it is newer than ${list[i - 1]!.id})`)
  }
  // `today` is the checking machine's day in UTC (scripts/check-content.ts); a time zone
  // is at most 14 hours ahead of UTC, so a day after UTC's tomorrow has begun nowhere yet.
  const tomorrow = dayAfter(today)
  const notFuture = (kind: string, id: string, field: string, day: string) => {
    if (day > tomorrow)
      errors.push(
        `${kind} ${id}: ${field} ${day} is in the future (today is ${today} in UTC, and no time zone has reached ${day} yet): write the day the entry was compared with its sources`,
      )
  }

  // --- updates: after the as-of date, on or before the last review, newest first, sourced
  const updates: Update[] = parse('update', updateSchema, data.updates)
  uniqueIds(
    'update',
    updates.map((u) => u.id),
  )
  newestFirst('update', updates)
  for (const u of updates) {
    if (u.date <= data.asOf)
      errors.push(`update ${u.id}: dated ${u.date}, not after the as-of date ${data.asOf} (news of the snapshot go to app/content/news.ts)`)
    if (u.date > data.lastReviewed)
      errors.push(
        `update ${u.id}: dated ${u.date}, after the last review ${data.lastReviewed} (move LAST_REVIEWED in app/content/as-of.ts)`,
      )
    if (u.checked < u.date) errors.push(`update ${u.id}: checked ${u.checked}, before the event itself`)
    notFuture('update', u.id, 'checked', u.checked)
    for (const source of u.sources) {
      allowed('update', u.id, source.url)
      if (source.date > data.lastReviewed) errors.push(`update ${u.id}: source dated ${source.date}, after the last review`)
    }
  }
  if (data.updates.length < MIN_UPDATES) errors.push(`updates: ${data.updates.length} entries, the record needs at least ${MIN_UPDATES}`)
  summary.push(
    `updates      ${updates.length}, ${updates.at(-1)?.date ?? '–'} … ${updates[0]?.date ?? '–'}, last reviewed ${data.lastReviewed}`,
  )

  // --- corrections: dated, each with a source or a reason why there is none
  const corrections: Correction[] = parse('correction', correctionSchema, data.corrections)
  uniqueIds(
    'correction',
    corrections.map((c) => c.id),
  )
  newestFirst('correction', corrections)
  for (const c of corrections) {
    notFuture('correction', c.id, 'date', c.date)
    if (c.source) allowed('correction', c.id, c.source.url)
    else if (!c.unsourcedBecause?.trim()) errors.push(`correction ${c.id}: needs a source, or unsourcedBecause saying why there is none`)
    if (text(c.before) === text(c.after)) errors.push(`correction ${c.id}: before and after say the same`)
  }
  summary.push(`corrections  ${corrections.length}`)

  // --- news of the snapshot: on or before the as-of date, newest first, sourced
  const news = parse('news', newsSchema, data.news)
  uniqueIds(
    'news',
    news.map((n) => n.id),
  )
  newestFirst('news', news)
  for (const n of news) {
    if (n.date > data.asOf) errors.push(`news ${n.id}: dated ${n.date}, after the as-of date ${data.asOf} (events after it are updates)`)
    if (n.checked < n.date) errors.push(`news ${n.id}: checked ${n.checked}, before the article's date`)
    notFuture('news', n.id, 'checked', n.checked)
    allowed('news', n.id, n.url)
  }
  summary.push(`news         ${news.length}, all on or before ${data.asOf}`)

  // --- country positions: 27, one dated tally, 14 / 10 / 3, moves between the tally and the as-of date
  const countries = parse('country', countrySchema, data.countries)
  uniqueIds(
    'country',
    countries.map((c) => c.code),
  )
  if (data.countries.length !== SPEC_COUNTS.countries)
    errors.push(`countries: ${data.countries.length} entries, the specification fixes ${SPEC_COUNTS.countries}`)
  const counts = { support: 0, oppose: 0, neutral: 0 }
  for (const c of countries) {
    counts[c.status] += 1
    allowed('country', c.code, c.source)
    if (c.sourceDate > data.asOf) errors.push(`country ${c.code}: sourceDate ${c.sourceDate} is after the as-of date ${data.asOf}`)
    if (c.sourceDate < data.tallyDate) errors.push(`country ${c.code}: sourceDate ${c.sourceDate} is before the tally of ${data.tallyDate}`)
    if (c.checked <= data.asOf)
      errors.push(`country ${c.code}: checked ${c.checked} — the day someone compared the entry, not a date of the snapshot`)
    notFuture('country', c.code, 'checked', c.checked)
    if (c.moved) {
      allowed('country', c.code, c.moved.source)
      if (c.moved.date <= c.sourceDate || c.moved.date > data.asOf)
        errors.push(
          `country ${c.code}: a move dated ${c.moved.date} must fall after its source's day ${c.sourceDate} and on or before ${data.asOf}`,
        )
      if (c.moved.status === c.status && !c.moved.detail)
        errors.push(`country ${c.code}: a move to the same status needs a detail saying what changed`)
    }
  }
  const want = SPEC_COUNTS.positions
  if (counts.support !== want.support || counts.oppose !== want.oppose || counts.neutral !== want.neutral)
    errors.push(
      `countries: ${counts.support} support / ${counts.oppose} against / ${counts.neutral} undecided, the specification fixes ${want.support} / ${want.oppose} / ${want.neutral}`,
    )
  summary.push(
    `countries    ${countries.length}: ${counts.support} / ${counts.oppose} / ${counts.neutral}, tally of ${data.tallyDate}, ${countries.filter((c) => c.moved).length} moves`,
  )

  // --- timeline: 3 events, completed before the as-of month, the upcoming one after it
  const timeline = parse('timeline', timelineSchema, data.timeline)
  if (data.timeline.length !== SPEC_COUNTS.timeline)
    errors.push(`timeline: ${data.timeline.length} events, the specification fixes ${SPEC_COUNTS.timeline}`)
  for (const e of timeline) {
    if (e.status !== 'upcoming' && e.date > data.asOf.slice(0, 7)) errors.push(`timeline ${e.date}: ${e.status}, but after the as-of month`)
    if (e.status === 'upcoming' && (!e.day || e.day <= data.asOf))
      errors.push(`timeline ${e.date}: the upcoming event needs its day, after the as-of date`)
  }
  summary.push(`timeline     ${timeline.length}`)

  // --- tools: 5 groups, 17 tools, sourced, checked
  const groups = parse('tool group', toolGroupSchema, data.toolGroups)
  const tools = groups.flatMap((g) => g.tools)
  if (data.toolGroups.length !== SPEC_COUNTS.toolGroups)
    errors.push(`tools: ${data.toolGroups.length} groups, the specification fixes ${SPEC_COUNTS.toolGroups}`)
  if (tools.length !== SPEC_COUNTS.tools && groups.length === data.toolGroups.length)
    errors.push(`tools: ${tools.length} tools, the specification fixes ${SPEC_COUNTS.tools}`)
  uniqueIds(
    'tool',
    tools.map((t) => t.name),
  )
  for (const t of tools) {
    notFuture('tool', t.name, 'checked', t.checked)
    if ((t.originalPrice === undefined) !== (t.discount === undefined))
      errors.push(`tool ${t.name}: originalPrice and discount go together`)
    if (t.affiliate !== (t.programme !== 'none')) errors.push(`tool ${t.name}: affiliate is true exactly when programme is not 'none'`)
  }
  summary.push(`tools        ${tools.length} in ${groups.length} groups`)

  // --- the "Act now" roll calls and MEPs (app/content/meps/check.ts)
  checkMeps(data.meps, today, { errors, summary, parse, allowed })

  // --- the review date
  if (today > data.reviewBy)
    warnings.push(
      `the review date ${data.reviewBy} has passed: look for events after ${data.lastReviewed} and add them to app/content/updates.ts, re-check the sources of the updates, then move LAST_REVIEWED and REVIEW_BY in app/content/as-of.ts (docs/editing.md#move-the-review-date)`,
    )
  return { errors, warnings, summary }
}
