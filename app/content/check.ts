import type { z } from 'zod'
import type { MessageDescriptor } from '@lingui/core'
import { checkMeps, type MepData } from './meps/check.ts'
import { PUBLIC_LANGS, type PrefixedLang } from '../i18n/languages.ts'
import type { InstitutionNames } from './names.ts'
import { INSTITUTION_HOSTS, publisherHost } from './publishers.ts'
import {
  correctionSchema,
  countrySchema,
  countryStanceSchema,
  institutionNamesSchema,
  memberStateCouncilSchema,
  newsSchema,
  nowSchema,
  recordSearchSchema,
  representationsListSchema,
  timelineSchema,
  toolGroupSchema,
  updateSchema,
  type Correction,
  type RecordSource,
  type Source,
  type Update,
} from './schema.ts'

/*
 * The rules of `npm run content:check` (scripts/check-content.ts, docs/editing.md#the-check):
 * a pure function over the content data, so a unit test can break each rule with a
 * fixture (tests/unit/content-check.test.ts; where it stands: tests/unit/now.test.tsx).
 * Errors fail the check; warnings (a review date that has passed, a statement of where it
 * stands older than the last review) are printed and do not.
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
  /**
   * Who decides for each government in the Council — its permanent representation and, where
   * a dated source names it, the ministry leading on the file — and the list of all the
   * representations (MEMBER_STATES, COUNCIL_PERMANENT_REPRESENTATIONS: app/content/member-states.ts).
   */
  council: { memberStates: readonly unknown[]; list: unknown }
  /** The publishers named per page language (`publishersWithNames()`, app/content/publishers.ts): host and names. */
  publisherNames: ReadonlyArray<readonly [host: string, names: unknown]>
  /** Where it stands now (app/content/now.ts). */
  now: unknown
  /** The governments' votes and statements after the snapshot (app/content/council-record.ts). */
  stances: readonly unknown[]
  /** The last search for events after the newest update (RECORD_SEARCH, app/content/updates.ts). */
  recordSearch: unknown
}

export interface ContentReport {
  errors: string[]
  warnings: string[]
  /** One line per kind of content: what was checked. */
  summary: string[]
}

/** The counts the product specification fixes (docs/product.md#business-constants, #tool-data, #timeline). */
export const SPEC_COUNTS = {
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

/** Whether a URL is on one of the institutions' own hosts (app/content/publishers.ts). */
const institutionHost = (url: string): boolean => {
  const host = publisherHost(url)
  return host !== undefined && INSTITUTION_HOSTS.includes(host)
}

/**
 * An address as the withdrawn-sources rule compares it: host without "www.", path without a
 * trailing slash, query; no fragment. Two spellings of the same page match.
 */
function addressKey(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname.toLowerCase().replace(/^www\./, '')}${parsed.pathname.replace(/\/+$/, '')}${parsed.search}`
  } catch {
    return url
  }
}

/** The languages of the public list other than English: each name has a form in each (app/content/names.ts). */
const NAME_LANGS = PUBLIC_LANGS.filter((lang): lang is PrefixedLang => lang !== 'en')

/** The calendar day after `day` (YYYY-MM-DD). */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  return next.toISOString().slice(0, 10)
}

/** The day the MEP record describes, if the record has one (its schema is checked in app/content/meps/check.ts). */
const recordDescribes = (record: unknown): string | undefined =>
  typeof record === 'object' && record !== null && typeof (record as { describes?: unknown }).describes === 'string'
    ? (record as { describes: string }).describes
    : undefined

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
  // The addresses the corrections log withdrew (`withdrawn`, app/content/corrections.ts), read
  // from every entry as written, so a correction that fails its schema still withdraws them.
  const withdrawn = new Map<string, string>()
  data.corrections.forEach((value, index) => {
    const { withdrawn: urls } = value as { withdrawn?: unknown }
    if (Array.isArray(urls)) for (const url of urls) if (typeof url === 'string') withdrawn.set(addressKey(url), label(value, index))
  })
  /** No source cites an address the corrections log withdrew. */
  function notWithdrawn(kind: string, id: string, url: string) {
    const by = withdrawn.get(addressKey(url))
    if (by)
      errors.push(
        `${kind} ${id}: ${url} was withdrawn by the correction ${by} (app/content/corrections.ts): cite a source the log has not withdrawn`,
      )
  }
  /** Every source URL: https, on the allow-list (app/content/publishers.ts), not withdrawn. */
  function allowed(kind: string, id: string, url: string) {
    if (!url.startsWith('https://')) errors.push(`${kind} ${id}: ${url} is not https`)
    else if (!publisherHost(url))
      errors.push(`${kind} ${id}: ${new URL(url).hostname} is not on the outbound allow-list (app/content/publishers.ts)`)
    notWithdrawn(kind, id, url)
  }
  /**
   * A name per page language (app/content/names.ts): a translation needs the original beside
   * it, and a translation that is the English name word for word is English left in its place.
   */
  const nameForms = { own: 0, translation: 0 }
  function names(kind: string, id: string, field: string, value: InstitutionNames) {
    const translated = NAME_LANGS.filter((lang) => 'translation' in value[lang])
    for (const lang of NAME_LANGS) nameForms['own' in value[lang] ? 'own' : 'translation'] += 1
    if (translated.length && !value.original)
      errors.push(
        `${kind} ${id}: ${field}: the ${translated.join(', ')} name is a translation, so the original goes beside it (${field}.original: its name in its own language)`,
      )
    for (const lang of translated) {
      const form = value[lang] as { translation: string }
      if (form.translation === value.en)
        errors.push(
          `${kind} ${id}: ${field}.${lang} is the English name: write its own ${lang} name ({ own }) or translate it ({ translation })`,
        )
    }
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
  /** The record's sources: an institution's own page is primary; primary sources come first. */
  const kinds = (kind: string, id: string, sources: readonly RecordSource[]) => {
    sources.forEach((source, index) => {
      if (source.kind !== 'primary' && institutionHost(source.url))
        errors.push(`${kind} ${id}: ${source.url} is an institution's own page, so a primary source (kind: 'primary')`)
      if (source.kind === 'primary' && sources.slice(0, index).some((before) => before.kind === 'secondary'))
        errors.push(`${kind} ${id}: the primary source ${source.url} must come before the secondary ones`)
    })
    unreadRules(kind, id, sources)
  }
  /**
   * A source not opened (`unread: true`) is an institution's own record cited for its address:
   * primary, and never alone — every sentence rests on a source someone read.
   */
  const unreadRules = (kind: string, id: string, sources: readonly Source[]) => {
    for (const source of sources)
      if (source.unread && source.kind !== 'primary')
        errors.push(`${kind} ${id}: ${source.url} is marked unread, which only a primary source may be`)
    if (sources.length > 0 && sources.every((source) => source.unread))
      errors.push(`${kind} ${id}: every source is marked unread; cite at least one source that was read`)
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
    kinds('update', u.id, u.sources)
  }
  if (data.updates.length < MIN_UPDATES) errors.push(`updates: ${data.updates.length} entries, the record needs at least ${MIN_UPDATES}`)
  summary.push(
    `updates      ${updates.length}, ${updates.at(-1)?.date ?? '–'} … ${updates[0]?.date ?? '–'}, last reviewed ${data.lastReviewed}`,
  )

  // --- the last search after the newest update: on the day of the last review, from the newest update's day
  const search = recordSearchSchema.safeParse(data.recordSearch)
  if (!search.success)
    for (const issue of search.error.issues) errors.push(`record search: ${issue.path.join('.') || '(entry)'}: ${issue.message}`)
  else {
    const { day, after, searches, result } = search.data
    if (day !== data.lastReviewed)
      errors.push(`record search: dated ${day}, not the last review ${data.lastReviewed} (search again when you move LAST_REVIEWED)`)
    // The newest day of the record as written, whether or not its entry passed its schema.
    const newest = data.updates
      .map((u) => (u as { date?: unknown }).date)
      .filter((day): day is string => typeof day === 'string')
      .sort()
      .at(-1)
    if (newest && after !== newest) errors.push(`record search: looked after ${after}, but the newest update is of ${newest}`)
    notFuture('record search', 'day', 'day', day)
    summary.push(`search       ${day}: ${searches.length} queries for events after ${after}. ${result}`)
  }

  // --- the governments' stances: a known country, an entry of the record, on or after its day, sourced
  const stances = parse('stance', countryStanceSchema, data.stances)
  const codes = new Set(data.countries.map((c) => (c as { code?: unknown }).code))
  const seenStances = new Set<string>()
  for (const st of stances) {
    const id = `${st.code} ${st.update} ${st.date}`
    if (seenStances.has(id)) errors.push(`stance ${id}: listed twice`)
    seenStances.add(id)
    if (!codes.has(st.code)) errors.push(`stance ${id}: ${st.code} is not a country of app/content/countries.ts`)
    const update = updates.find((u) => u.id === st.update)
    if (!update) errors.push(`stance ${id}: no update has the id ${st.update}`)
    else if (st.date < update.date) errors.push(`stance ${id}: dated ${st.date}, before its update of ${update.date}`)
    if (st.date > data.lastReviewed) errors.push(`stance ${id}: dated ${st.date}, after the last review ${data.lastReviewed}`)
    notFuture('stance', id, 'date', st.date)
    if (st.stance === 'statement' && !st.detail) errors.push(`stance ${id}: a statement needs its words (detail)`)
    if (st.stance !== 'statement' && st.detail) errors.push(`stance ${id}: only a statement has a detail; a vote is its stance`)
    for (const source of st.sources) {
      allowed('stance', id, source.url)
      if (source.date > data.lastReviewed) errors.push(`stance ${id}: source dated ${source.date}, after the last review`)
    }
    kinds('stance', id, st.sources)
  }
  summary.push(`stances      ${stances.length} of ${new Set(stances.map((st) => st.code)).size} governments`)

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
    for (const url of [t.source, ...(t.featureSources ?? [])]) notWithdrawn('tool', t.name, url)
    if ((t.originalPrice === undefined) !== (t.discount === undefined))
      errors.push(`tool ${t.name}: originalPrice and discount go together`)
    if (t.affiliate !== (t.programme !== 'none')) errors.push(`tool ${t.name}: affiliate is true exactly when programme is not 'none'`)
  }
  summary.push(`tools        ${tools.length} in ${groups.length} groups`)

  // --- the "Act now" roll calls and MEPs (app/content/meps/check.ts)
  checkMeps(data.meps, today, { errors, warnings, summary, parse, allowed })

  // --- the Council side of "Act now": a representation for each of the 27, sourced and dated; hours with a phone
  const council = parse('council', memberStateCouncilSchema, data.council.memberStates)
  uniqueIds(
    'council',
    council.map((state) => state.code),
  )
  if (data.council.memberStates.length !== SPEC_COUNTS.countries)
    errors.push(`council: ${data.council.memberStates.length} member states, the specification fixes ${SPEC_COUNTS.countries}`)
  const trackedCodes = new Set(data.countries.map((c) => (c as { code?: unknown }).code))
  for (const { code, permanentRepresentation: rep, ministry } of council) {
    if (!trackedCodes.has(code)) errors.push(`council ${code}: not a country of app/content/countries.ts`)
    allowed('council', code, rep.url)
    if (rep.contactUrl) allowed('council', code, rep.contactUrl)
    allowed('council', code, rep.source.url)
    notFuture('council', code, 'source date', rep.source.date)
    if (rep.hours && !rep.phone) errors.push(`council ${code}: office hours go with a phone number (none given)`)
    if (rep.source.kind === 'secondary' && publisherHost(rep.source.url) === publisherHost(rep.url))
      errors.push(`council ${code}: ${rep.source.url} is the representation's own site, so a primary source (kind: 'primary')`)
    names('council', code, 'permanentRepresentation.name', rep.name)
    if (ministry) {
      names('council', code, 'ministry.name', ministry.name)
      allowed('council', `${code} ministry`, ministry.url)
      allowed('council', `${code} ministry`, ministry.source.url)
      notFuture('council', `${code} ministry`, 'source date', ministry.source.date)
    }
  }
  const list = representationsListSchema.safeParse(data.council.list)
  if (!list.success)
    for (const issue of list.error.issues) errors.push(`council list: ${issue.path.join('.') || '(entry)'}: ${issue.message}`)
  else {
    allowed('council', 'list', list.data.url)
    notFuture('council', 'list', 'date', list.data.date)
  }
  // The publishers of the sources, named per page language where they are institutions (app/content/publishers.ts).
  for (const [host, value] of data.publisherNames) {
    const result = institutionNamesSchema.safeParse(value)
    if (!result.success)
      for (const issue of result.error.issues) errors.push(`publisher ${host}: ${issue.path.join('.') || '(entry)'}: ${issue.message}`)
    else names('publisher', host, 'name', result.data)
  }
  const reps = council.map((state) => state.permanentRepresentation)
  const having = (field: 'address' | 'phone' | 'email' | 'contactUrl') => reps.filter((rep) => rep[field] !== undefined).length
  summary.push(
    `council      ${reps.length} representations (e-mail ${having('email')}, phone ${having('phone')}, address ${having('address')}, contact page ${having('contactUrl')}), ${council.filter((state) => state.ministry).length} lead ministries`,
  )
  summary.push(
    `names        ${nameForms.own} own forms and ${nameForms.translation} translations in ${NAME_LANGS.join(', ')} (representations, ministries, ${data.publisherNames.length} publishers)`,
  )

  // --- where it stands now: one dated statement of the law in force, sourced, named in its text
  const now = nowSchema.safeParse(data.now)
  if (!now.success) for (const issue of now.error.issues) errors.push(`now: ${issue.path.join('.') || '(entry)'}: ${issue.message}`)
  else {
    const { date, law, sources } = now.data
    notFuture('now', 'statement', 'date', date)
    allowed('now', 'law', law.url)
    for (const source of sources) {
      allowed('now', 'statement', source.url)
      if (source.date > date) errors.push(`now: source dated ${source.date}, after the day the statement describes (${date})`)
    }
    if (sources[0]?.kind !== 'primary')
      errors.push('now: the first source must be a primary one (the Official Journal, the Council, the Parliament)')
    unreadRules('now', 'statement', sources)
    if (!text(now.data.text).includes(law.name)) errors.push(`now: the text must name the law in force, ${law.name}`)
    if (law.inForceFrom > law.until) errors.push(`now: ${law.name} is in force from ${law.inForceFrom}, after its last day ${law.until}`)
    if (date < law.inForceFrom || date > law.until)
      errors.push(`now: dated ${date}, when ${law.name} was not in force (${law.inForceFrom} … ${law.until})`)
    // The record was reviewed after the statement: what the review found may have changed it.
    if (date < data.lastReviewed)
      warnings.push(
        `where it stands (app/content/now.ts) was checked on ${date}, before the last review of the record on ${data.lastReviewed}: compare it with the newest updates and its sources, then move its date (docs/editing.md#update-where-it-stands)`,
      )
    if (today > law.until)
      warnings.push(
        `where it stands (app/content/now.ts) names ${law.name}, which applied until ${law.until}: write the statement of the law that applies today (docs/editing.md#update-where-it-stands)`,
      )
    summary.push(`now          ${law.name} (${law.inForceFrom} … ${law.until}), as of ${date}, ${sources.length} sources`)
    // --- the two kinds of date (docs/product.md#as-of-date): the snapshot pages say AS_OF; the action
    // pages and the updates page are dated by the record's own days, which must all come after it —
    // a record day on or before the snapshot would date a page of today by the site of 2025.
    const recordDays: Array<[string, string | undefined]> = [
      ['where it stands (app/content/now.ts, the action pages)', date],
      ['the MEPs’ votes as compiled (app/content/meps/record.json, the action pages)', recordDescribes(data.meps.record)],
      ['the last review (LAST_REVIEWED, the updates page)', data.lastReviewed],
    ]
    for (const [what, day] of recordDays)
      if (day !== undefined && day <= data.asOf)
        errors.push(`${what}: dated ${day}, on or before the snapshot's day ${data.asOf}: a record page would be dated by the snapshot`)
    summary.push(
      `dates        snapshot pages ${data.asOf}; action pages ${date} (where it stands) and ${recordDescribes(data.meps.record) ?? '?'} (votes); updates ${data.lastReviewed}`,
    )
  }

  // --- the review date
  if (today > data.reviewBy)
    warnings.push(
      `the review date ${data.reviewBy} has passed: look for events after ${data.lastReviewed} and add them to app/content/updates.ts, re-check the sources of the updates, re-check where it stands (app/content/now.ts), then move LAST_REVIEWED and REVIEW_BY in app/content/as-of.ts (docs/editing.md#move-the-review-date)`,
    )
  return { errors, warnings, summary }
}
