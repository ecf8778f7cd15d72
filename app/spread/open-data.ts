import type { MessageDescriptor } from '@lingui/core'
import { z } from 'zod'
import { AS_OF, LAST_REVIEWED } from '~/content/as-of'
import { COUNTRY_POSITIONS, TALLY, countPositions } from '~/content/countries'
import { publisherName } from '~/content/publishers'
import { SCHEDULED_EVENTS } from '~/content/scheduled-events'
import { UPDATES } from '~/content/updates'
import { DEFAULT_LANG, PUBLIC_LANGS, type Lang } from '~/i18n/languages'
import { publicPath } from '~/i18n/slugs'
import { absoluteUrl } from '~/seo/alternates'
import { SITE_NAME } from '~/seo/site'
import { dataPath, schemaPath, type Dataset } from './paths'

/*
 * The open data (docs/open-data.md): the member states' positions, the updates and the
 * announced meetings and votes, each one JSON file with its licence, its sources and a
 * JSON Schema published beside it. Both are made here from the content modules the pages
 * render — no second copy of any fact — and every file is checked against its own schema
 * before the build writes it (buildOpenData). Texts carry every public language.
 */

export const LICENCE = {
  id: 'CC-BY-4.0',
  name: 'Creative Commons Attribution 4.0 International',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const

/** Translates a message into one language. */
export type Translate = (locale: Lang, message: MessageDescriptor) => string

const isoDay = z.iso.date()
const url = z.url({ protocol: /^https?$/ })
const localized = z.strictObject(Object.fromEntries(PUBLIC_LANGS.map((l) => [l, z.string().min(1)])) as Record<Lang, z.ZodString>)
const source = z.strictObject({ url, date: isoDay, publisher: z.string() })
const status = z
  .enum(['support', 'oppose', 'neutral'])
  .describe('support: the government backs the text; oppose: it is against; neutral: undecided.')

/** What every file says about itself: where it comes from and under which terms. */
const header = {
  $schema: url,
  title: z.string(),
  description: z.string(),
  licence: z.strictObject({ id: z.literal(LICENCE.id), name: z.string(), url }),
  attribution: z.string().describe('How to credit the data.'),
  homepage: url,
  /** The day the site describes (its snapshot). */
  asOf: isoDay,
  /** The day the record of updates was last compared with its sources. */
  lastReviewed: isoDay,
  sources: z.array(url).min(1).describe('Every source the data cites, once each.'),
}

const positionsFile = z.strictObject({
  ...header,
  tally: z.strictObject({ date: isoDay, source: url, counts: z.strictObject({ support: z.int(), oppose: z.int(), neutral: z.int() }) }),
  states: z
    .array(
      z.strictObject({
        code: z
          .string()
          .regex(/^[A-Z]{2}$/)
          .describe('ISO 3166-1 alpha-2 (Greece: GR).'),
        name: localized,
        status,
        change: z
          .enum(['same', 'up', 'unknown'])
          .describe('same: no change since the previous round; up: moved against the text; unknown: not settled.'),
        date: isoDay.describe('The day the source describes.'),
        sources: z.array(source).min(1),
        checked: isoDay.describe('The day someone compared the entry with its source.'),
        moved: z
          .strictObject({ date: isoDay, status, detail: localized.optional(), sources: z.array(source).min(1) })
          .nullable()
          .describe('A position that moved between the tally and the as-of date, with its source.'),
      }),
    )
    .length(27),
})

const updatesFile = z.strictObject({
  ...header,
  updates: z.array(
    z.strictObject({
      id: z.string(),
      date: isoDay,
      datePrecision: z.enum(['day', 'month']).describe('month: the sources give the month, not the day.'),
      title: localized,
      summary: localized,
      sources: z.array(source).min(1).describe('The primary source first where one exists.'),
      checked: isoDay,
      url: url.describe('The entry on the updates page (English).'),
    }),
  ),
})

const eventsFile = z.strictObject({
  ...header,
  events: z.array(
    z.strictObject({
      id: z.string(),
      date: isoDay,
      title: localized,
      status: z.enum(['confirmed', 'cancelled']),
      announcedBy: z.array(source).min(1),
      outcome: z.string().nullable().describe('The id of the update that says what came of it.'),
      checked: isoDay,
    }),
  ),
})

export const OPEN_DATA_SCHEMAS = { positions: positionsFile, updates: updatesFile, events: eventsFile } satisfies Record<Dataset, z.ZodType>

const sourceOf = (link: string, date: string) => ({ url: link, date, publisher: publisherName(link) })
const uniqueSources = (groups: ReadonlyArray<ReadonlyArray<{ url: string }>>) => [...new Set(groups.flat().map((s) => s.url))].sort()

function headerOf(name: Dataset, siteUrl: string, title: string, description: string, sources: string[]) {
  return {
    $schema: absoluteUrl(siteUrl, schemaPath(name)),
    title,
    description,
    licence: { ...LICENCE },
    attribution: `${SITE_NAME} (${absoluteUrl(siteUrl, '/')}), ${LICENCE.id}`,
    homepage: absoluteUrl(siteUrl, '/'),
    asOf: AS_OF,
    lastReviewed: LAST_REVIEWED,
    sources,
  }
}

export function positionsData(translate: Translate, siteUrl: string): z.infer<typeof positionsFile> {
  const all = (message: MessageDescriptor) =>
    Object.fromEntries(PUBLIC_LANGS.map((l) => [l, translate(l, message)])) as Record<Lang, string>
  const states = COUNTRY_POSITIONS.map((c) => ({
    code: c.code,
    name: all(c.name),
    status: c.status,
    change: c.change,
    date: c.sourceDate,
    sources: [sourceOf(c.source, c.sourceDate)],
    checked: c.checked,
    moved: c.moved
      ? {
          date: c.moved.date,
          status: c.moved.status,
          ...(c.moved.detail ? { detail: all(c.moved.detail) } : {}),
          sources: [sourceOf(c.moved.source, c.moved.date)],
        }
      : null,
  }))
  return {
    ...headerOf(
      'positions',
      siteUrl,
      'EU governments on the Chat Control text in the Council',
      `The 27 member states' positions on the Danish presidency's text after the Council working party of ${TALLY.date}, as one dated tally, and every move up to ${AS_OF}, each with its source. The same data as the tracker on the home page.`,
      uniqueSources(states.map((s) => [...s.sources, ...(s.moved?.sources ?? [])])),
    ),
    tally: { date: TALLY.date, source: TALLY.source, counts: countPositions() },
    states,
  }
}

export function updatesData(translate: Translate, siteUrl: string): z.infer<typeof updatesFile> {
  const all = (message: MessageDescriptor) =>
    Object.fromEntries(PUBLIC_LANGS.map((l) => [l, translate(l, message)])) as Record<Lang, string>
  const page = absoluteUrl(siteUrl, publicPath('/{-$lang}/updates', DEFAULT_LANG))
  const updates = UPDATES.map((u) => ({
    id: u.id,
    date: u.date,
    datePrecision: u.datePrecision ?? 'day',
    title: all(u.title),
    summary: all(u.summary),
    sources: u.sources.map((s) => sourceOf(s.url, s.date)),
    checked: u.checked,
    url: `${page}#${u.id}`,
  }))
  return {
    ...headerOf(
      'updates',
      siteUrl,
      'What happened to Chat Control after the snapshot',
      `Dated events after ${AS_OF}, newest first, each with a short factual summary and its sources. The same entries as the updates page and the Atom feeds.`,
      uniqueSources(updates.map((u) => u.sources)),
    ),
    updates,
  }
}

export function eventsData(translate: Translate, siteUrl: string): z.infer<typeof eventsFile> {
  const all = (message: MessageDescriptor) =>
    Object.fromEntries(PUBLIC_LANGS.map((l) => [l, translate(l, message)])) as Record<Lang, string>
  const events = SCHEDULED_EVENTS.map((e) => ({
    id: e.id,
    date: e.date,
    title: all(e.title),
    status: e.status,
    announcedBy: e.announcedBy.map((s) => sourceOf(s.url, s.date)),
    outcome: e.outcome ?? null,
    checked: e.checked,
  }))
  return {
    ...headerOf(
      'events',
      siteUrl,
      'Meetings and votes on Chat Control announced ahead of their day',
      'Each with the source that announced it, whether it took place as announced, and the update that says what came of it. The same events as the calendars.',
      uniqueSources(events.map((e) => e.announcedBy)),
    ),
    events,
  }
}

/** The published JSON Schema of a data set (draft 2020-12), with its own address as `$id`. */
export function jsonSchema(name: Dataset, siteUrl: string): Record<string, unknown> {
  return {
    ...z.toJSONSchema(OPEN_DATA_SCHEMAS[name], { target: 'draft-2020-12' }),
    $id: absoluteUrl(siteUrl, schemaPath(name)),
    title: `${SITE_NAME}: ${name} (${dataPath(name)})`,
  }
}

/** Every data file and its schema, each file checked against its schema first. */
export function buildOpenData(translate: Translate, siteUrl: string): Array<{ path: string; body: string }> {
  const data = {
    positions: positionsData(translate, siteUrl),
    updates: updatesData(translate, siteUrl),
    events: eventsData(translate, siteUrl),
  } satisfies Record<Dataset, unknown>
  return (Object.keys(data) as Dataset[]).flatMap((name) => {
    const checked = OPEN_DATA_SCHEMAS[name].safeParse(data[name])
    if (!checked.success) throw new Error(`${dataPath(name)} does not match its schema: ${z.prettifyError(checked.error)}`)
    return [
      { path: dataPath(name), body: `${JSON.stringify(data[name], null, 2)}\n` },
      { path: schemaPath(name), body: `${JSON.stringify(jsonSchema(name, siteUrl), null, 2)}\n` },
    ]
  })
}
