import type { MessageDescriptor } from '@lingui/core'
import { z } from 'zod'
import { AS_OF, LAST_REVIEWED } from '~/content/as-of'
import { COUNTRY_STANCES } from '~/content/council-record'
import { COUNTRY_POSITIONS, TALLY, countPositions } from '~/content/countries'
import { MEMBER_STATES } from '~/content/member-states'
import { MEP_RECORD } from '~/content/meps'
import { ROLL_CALLS } from '~/content/roll-calls'
import type { MepCountry } from '~/content/schema'
import { publisherName } from '~/content/publishers'
import { SCHEDULED_EVENTS } from '~/content/scheduled-events'
import { UPDATES } from '~/content/updates'
import { DEFAULT_LANG, PUBLIC_LANGS, type Lang } from '~/i18n/languages'
import { publicPath } from '~/i18n/slugs'
import { absoluteUrl } from '~/seo/alternates'
import { SITE_NAME } from '~/seo/site'
import { dataPath, schemaPath, type Dataset } from './paths'

/*
 * The open data (docs/open-data.md): the member states' positions, the updates, the
 * announced meetings and votes and the MEPs' record of "Act now", each one JSON file with its licence, its sources and a
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
export type Translate = (lang: Lang, message: MessageDescriptor) => string

const isoDay = z.iso.date()
const url = z.url({ protocol: /^https?$/ })
const localized = z.strictObject(Object.fromEntries(PUBLIC_LANGS.map((l) => [l, z.string().min(1)])) as Record<Lang, z.ZodString>)
const source = z.strictObject({
  url,
  date: isoDay,
  publisher: z.string(),
  kind: z
    .enum(['primary', 'secondary'])
    .nullable()
    .describe('primary: the institution or the record itself; secondary: reporting, a campaign or a tracker; null: not classified.'),
  unread: z
    .boolean()
    .describe(
      'true when the page was cited for its address without being opened (other sources give it); the entry rests on its other sources.',
    ),
})
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
        laterStances: z
          .array(
            z.strictObject({
              date: isoDay,
              update: z.string().describe('The id of the entry of updates.json the stance belongs to.'),
              stance: z.enum(['voted-for', 'voted-against', 'abstained', 'statement']),
              detail: localized.nullable().describe('What was said, for a statement.'),
              sources: z.array(source).min(1),
            }),
          )
          .describe('Votes and statements after the snapshot that a dated source reports; none listed means none found.'),
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

const mepsFile = z.strictObject({
  ...header,
  record: z
    .strictObject({
      describes: isoDay.describe('The day the membership and the votes were compiled by the source.'),
      retrieved: isoDay.describe('The day the data was taken from its sources.'),
      sources: z.array(
        z.strictObject({
          name: z.string(),
          url,
          date: isoDay,
          licence: z.string().nullable().describe('The licence as the source states it; null where it states none.'),
          commit: z.string().nullable(),
          files: z.array(z.string()),
        }),
      ),
      method: z.string().describe('How the values were derived.'),
    })
    .describe('Where the MEP data comes from.'),
  rollCalls: z.array(
    z.strictObject({
      id: z.string(),
      date: isoDay,
      howTheyVote: z.int().describe('https://howtheyvote.eu/votes/<id>'),
      procedure: z.string(),
      title: localized,
      forMeans: localized.describe('What a vote "for" meant.'),
      againstMeans: localized.describe('What a vote "against" meant.'),
      inverted: z.boolean().describe('True where voting for the motion meant voting against the text (a motion to reject).'),
      result: z.strictObject({ for: z.int(), against: z.int(), abstention: z.int() }),
      majority: z.enum(['votes-cast', 'component-members']),
      majorityNeeded: z.int().nullable(),
      outcome: z.enum(['adopted', 'rejected']),
      sources: z.array(source).min(1),
    }),
  ),
  states: z
    .array(
      z.strictObject({
        code: z.string().regex(/^[A-Z]{2}$/),
        seats: z.int(),
        meps: z.array(
          z.strictObject({
            id: z.int().describe("The Parliament's MEP id."),
            name: z.string(),
            party: z.string(),
            group: z.string(),
            emails: z.array(z.string()),
            profile: url,
            votes: z
              .record(z.string(), z.enum(['for', 'against', 'abstention', 'did-not-vote', 'not-recorded-present', 'not-an-mep']))
              .describe(
                'By roll call id. The raw direction as the roll call records it; did-not-vote: on the attendance register, no vote recorded; not-recorded-present: neither; not-an-mep: not a Member that day.',
              ),
          }),
        ),
        vacancies: z.array(z.strictObject({ since: isoDay, sources: z.array(source).min(1) })),
      }),
    )
    .length(27),
})

const OPEN_DATA_SCHEMAS = {
  positions: positionsFile,
  updates: updatesFile,
  events: eventsFile,
  meps: mepsFile,
} satisfies Record<Dataset, z.ZodType>

const sourceOf = (link: string, date: string, kind?: 'primary' | 'secondary', unread?: boolean) => ({
  url: link,
  date,
  unread: unread === true,
  publisher: publisherName(link, DEFAULT_LANG),
  kind: kind ?? null,
})
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

function positionsData(translate: Translate, siteUrl: string): z.infer<typeof positionsFile> {
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
    laterStances: COUNTRY_STANCES.filter((stance) => stance.code === c.code).map((stance) => ({
      date: stance.date,
      update: stance.update,
      stance: stance.stance,
      detail: stance.detail ? all(stance.detail) : null,
      sources: stance.sources.map((s) => sourceOf(s.url, s.date, s.kind)),
    })),
  }))
  return {
    ...headerOf(
      'positions',
      siteUrl,
      'EU governments on the Chat Control text in the Council',
      `The 27 member states' positions on the Danish presidency's text after the Council working party of ${TALLY.date}, as one dated tally, and every move up to ${AS_OF}, each with its source, then the votes and statements a dated source reports after it. The same data as the tracker on the home page and the ‘Act now’ country pages.`,
      uniqueSources(states.map((s) => [...s.sources, ...(s.moved?.sources ?? []), ...s.laterStances.flatMap((l) => l.sources)])),
    ),
    tally: { date: TALLY.date, source: TALLY.source, counts: countPositions() },
    states,
  }
}

function updatesData(translate: Translate, siteUrl: string): z.infer<typeof updatesFile> {
  const all = (message: MessageDescriptor) =>
    Object.fromEntries(PUBLIC_LANGS.map((l) => [l, translate(l, message)])) as Record<Lang, string>
  const page = absoluteUrl(siteUrl, publicPath('/{-$lang}/updates', DEFAULT_LANG))
  const updates = UPDATES.map((u) => ({
    id: u.id,
    date: u.date,
    datePrecision: u.datePrecision ?? 'day',
    title: all(u.title),
    summary: all(u.summary),
    sources: u.sources.map((s) => sourceOf(s.url, s.date, s.kind, s.unread)),
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

function eventsData(translate: Translate, siteUrl: string): z.infer<typeof eventsFile> {
  const all = (message: MessageDescriptor) =>
    Object.fromEntries(PUBLIC_LANGS.map((l) => [l, translate(l, message)])) as Record<Lang, string>
  const events = SCHEDULED_EVENTS.map((e) => ({
    id: e.id,
    date: e.date,
    title: all(e.title),
    status: e.status,
    announcedBy: e.announcedBy.map((s) => sourceOf(s.url, s.date, s.kind)),
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

// Every member state's MEP file, read at build time (the pages load one country at a time: app/content/meps.ts).
const MEP_FILES = import.meta.glob<MepCountry>('../content/meps/[A-Z][A-Z].json', { eager: true, import: 'default' })

function mepsData(translate: Translate, siteUrl: string): z.infer<typeof mepsFile> {
  const all = (message: MessageDescriptor) =>
    Object.fromEntries(PUBLIC_LANGS.map((l) => [l, translate(l, message)])) as Record<Lang, string>
  const rollCalls = ROLL_CALLS.map((r) => ({
    id: r.id,
    date: r.date,
    howTheyVote: r.howTheyVote,
    procedure: r.procedure,
    title: all(r.title),
    forMeans: all(r.forMeans),
    againstMeans: all(r.againstMeans),
    inverted: r.inverted,
    result: { ...r.result },
    majority: r.majority,
    majorityNeeded: r.majorityNeeded ?? null,
    outcome: r.outcome,
    sources: r.sources.map((s) => sourceOf(s.url, s.date, s.kind)),
  }))
  const states = MEMBER_STATES.map(({ code, seats }) => {
    const file = MEP_FILES[`../content/meps/${code}.json`]
    if (!file) throw new Error(`no MEP file for ${code} (app/content/meps/${code}.json)`)
    return {
      code,
      seats,
      meps: file.meps.map(({ id, name, party, group, emails, profile, votes }) => ({ id, name, party, group, emails, profile, votes })),
      vacancies: file.vacancies.map((v) => ({ since: v.since, sources: v.sources.map((s) => sourceOf(s.url, s.date, s.kind)) })),
    }
  })
  return {
    ...headerOf(
      'meps',
      siteUrl,
      "The MEPs of 'Act now' and their votes on message scanning",
      `The ${states.reduce((n, s) => n + s.meps.length, 0)} current Members of the European Parliament by member state, with their public office addresses and their recorded votes in the roll calls below, as the 'Act now' pages show them; vacant seats with their sources.`,
      uniqueSources([...rollCalls.map((r) => r.sources), MEP_RECORD.sources, ...states.flatMap((s) => s.vacancies.map((v) => v.sources))]),
    ),
    record: {
      describes: MEP_RECORD.describes,
      retrieved: MEP_RECORD.retrieved,
      sources: MEP_RECORD.sources.map((s) => ({
        name: s.name,
        url: s.url,
        date: s.date,
        licence: s.licence,
        commit: s.commit ?? null,
        files: s.files ?? [],
      })),
      method: MEP_RECORD.method,
    },
    rollCalls,
    states,
  }
}

/** The published JSON Schema of a data set (draft 2020-12), with its own address as `$id`. */
function jsonSchema(name: Dataset, siteUrl: string): Record<string, unknown> {
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
    meps: mepsData(translate, siteUrl),
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
