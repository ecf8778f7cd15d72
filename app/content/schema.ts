import { z } from 'zod'
import type { MessageDescriptor } from '@lingui/core'
import { PUBLIC_LANGS } from '../i18n/languages.ts'
import type { InstitutionNames } from './names.ts'

/*
 * One schema per kind of content data (docs/editing.md). The data modules import the
 * types only (`import type`), so zod never reaches the browser; `npm run content:check`
 * (scripts/check-content.ts) validates the data against these schemas and the rules of
 * app/content/check.ts.
 */

/** ISO day, YYYY-MM-DD, a real calendar day. */
const isoDay = z.iso.date()
/** ISO month, YYYY-MM. */
const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected YYYY-MM')
/** An https URL (the allow-list of hosts is a rule of check.ts, so its error can name the host). */
const httpsUrl = z.url({ protocol: /^https$/, error: 'expected an https URL' })

/**
 * A Lingui message descriptor, `text(kind, message)` (./text.ts: its id Lingui's hash of the
 * English text, its translator's note filled by locales/content-texts.ts from
 * locales/notes.ts): translated through the catalogs.
 */
const message = z.custom<MessageDescriptor>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string',
  "expected a message descriptor text('<kind>', '<English text>') (translated through the catalogs)",
)

/**
 * What kind of source a page is (docs/editing.md#primary-and-secondary-sources):
 * 'primary' — the institution or the record itself speaks (the Council, the Parliament,
 * EUR-Lex, HowTheyVote's roll calls, a government or a company about its own acts);
 * 'secondary' — reporting, a campaign, a tracker or an aggregator that relays what others did.
 */
const SOURCE_KINDS = ['primary', 'secondary'] as const
const sourceKind = z.enum(SOURCE_KINDS)

/** A source: the page, and the day it was published or describes. */
const sourceSchema = z.strictObject({
  url: httpsUrl,
  /** The day the source was published (or the day it describes, for a dated tally). */
  date: isoDay,
  /** Optional here; required for the record's sources (recordSourceSchema), shown beside the link. */
  kind: sourceKind.optional(),
  /**
   * `true` when whoever cited the page could not open it: an institution's own record whose
   * address and subject other sources give (named in the entry's `note`). Shown beside the link
   * as "not opened by us"; only a primary source may be unread, and every entry also needs a
   * source that was read (app/content/check.ts; docs/editing.md#primary-and-secondary-sources).
   */
  unread: z.literal(true).optional(),
})
export type Source = z.infer<typeof sourceSchema>

/** A source of the record of events (updates, the Council record): its kind is required, primary sources first. */
const recordSourceSchema = sourceSchema.extend({ kind: sourceKind })
export type RecordSource = z.infer<typeof recordSourceSchema>

/** An event after the as-of date (app/content/updates.ts). */
export const updateSchema = z.strictObject({
  /** Stable id: the feed entry's id and the page anchor. Lower-case words and digits joined by hyphens. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
  date: isoDay,
  /** 'month' when sources give the month but not a certain day: the page then shows the month only. */
  datePrecision: z.enum(['day', 'month']).optional(),
  title: message,
  summary: message,
  /** At least one, each with its kind; the primary sources first where one exists. */
  sources: z.array(recordSourceSchema).min(1, 'every update needs at least one source'),
  /** The day someone compared the entry with its sources. */
  checked: isoDay,
  /** For editors (not shown): where sources disagree, what is approximate. */
  note: z.string().optional(),
})
export type Update = z.infer<typeof updateSchema>

/**
 * The last search for events after the newest update (RECORD_SEARCH, app/content/updates.ts):
 * what was searched, where, and what came back, so that "nothing later" is a finding with a
 * day and not a silence (docs/editing.md#record-a-search-that-found-nothing).
 */
export const recordSearchSchema = z.strictObject({
  /** The day of the search: the review it belongs to (LAST_REVIEWED, app/content/as-of.ts). */
  day: isoDay,
  /** The newest update's day: the search looked for anything after it. */
  after: isoDay,
  searches: z
    .array(
      z.strictObject({
        /** Where: a collection of stored web pages, a code host's issues, a repository … */
        where: z.string().min(1),
        query: z.string().min(1),
        /** What came back, in a few words ("nothing after July 2026", the page that was used …). */
        found: z.string().min(1),
      }),
    )
    .min(1, 'a search names at least one query'),
  /** What the search found after `after`, in one sentence: printed by npm run content:check. */
  result: z.string().min(1),
})
export type RecordSearch = z.infer<typeof recordSearchSchema>

/** How a government stood on a day of the record (app/content/council-record.ts). */
const STANCES = ['voted-for', 'voted-against', 'abstained', 'statement'] as const

/** One government's vote or statement, as a dated source states it (app/content/council-record.ts). */
export const countryStanceSchema = z.strictObject({
  /** ISO 3166-1 alpha-2, as app/content/countries.ts writes it ('GR' for Greece). */
  code: z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code'),
  /** The day of the vote or the statement: the update's day or later. */
  date: isoDay,
  /** The id of the entry of app/content/updates.ts the stance belongs to. */
  update: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'the id of an update'),
  stance: z.enum(STANCES),
  /** What was said, in a few words: required for a statement, for nothing else. */
  detail: message.optional(),
  /** At least one, each with its kind; the primary sources first where one exists. */
  sources: z.array(recordSourceSchema).min(1, 'every stance needs a source'),
  /** For editors (not shown): where sources disagree, what could not be read. */
  note: z.string().optional(),
})

/** A meeting or vote a source announced ahead of its day (app/content/scheduled-events.ts). */
export const scheduledEventSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
  /** The announced day. */
  date: isoDay,
  title: message,
  /** 'cancelled' when it did not take place as announced (`outcome` says why). */
  status: z.enum(['confirmed', 'cancelled']),
  /** The sources that announced it, published before `date`. */
  announcedBy: z.array(sourceSchema).min(1, 'every scheduled event needs the source that announced it'),
  /** The update (app/content/updates.ts) that says what came of it, once one does. */
  outcome: z.string().optional(),
  checked: isoDay,
  note: z.string().optional(),
})
export type ScheduledEvent = z.infer<typeof scheduledEventSchema>

/** A factual change to the site's content, on record (app/content/corrections.ts). */
export const correctionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
  /** The day the correction was made. */
  date: isoDay,
  /** Where on the site: the tracker, the tools, the timeline … */
  where: message,
  /** What the site said before. */
  before: message,
  /** What it says now. */
  after: message,
  /** The source that shows the corrected fact. */
  source: sourceSchema.optional(),
  /**
   * The addresses the correction stopped citing, exactly as they were cited: no source of the
   * content may cite one again (`npm run content:check`, docs/editing.md#record-a-correction).
   */
  withdrawn: z.array(httpsUrl).min(1).optional(),
  /** Why there is no outside source (a wording of our own that claimed more than it should): required without `source`. */
  unsourcedBecause: z.string().optional(),
})
export type Correction = z.infer<typeof correctionSchema>

/** Where it stands now (app/content/now.ts): the law that applies on `date` and the negotiation in progress. */
export const nowSchema = z.strictObject({
  /** The day the statement describes: the day someone compared it with its sources. */
  date: isoDay,
  /** The law in force on that day. */
  law: z.strictObject({
    /** As the Official Journal names it, e.g. "Regulation (EU) 2026/1881": the text must name it. */
    name: z.string().regex(/^(Regulation|Directive|Decision) \((EU|EC|EEC)\) \d{4}\/\d+$/, 'the act as the Official Journal names it'),
    inForceFrom: isoDay,
    /** The last day it applies. */
    until: isoDay,
    /** The act on EUR-Lex (its ELI or CELEX address). */
    url: httpsUrl,
  }),
  /** Which law applies, until when, what it allows and excludes, where the permanent regulation stands. */
  text: message,
  /** The primary sources first; `kind` marks what a reader must weigh differently. */
  sources: z.array(sourceSchema.extend({ kind: z.enum(['primary', 'secondary']) })).min(1, 'the statement needs its sources'),
  /** For editors (not shown): what was read where, what could not be opened. */
  note: z.string().optional(),
})
export type Now = z.infer<typeof nowSchema>

const countryStatus = z.enum(['support', 'oppose', 'neutral'])

/** A position that changed between the tally's day and the as-of date. */
const countryMoveSchema = z.strictObject({
  /** The day the source reports the new position. */
  date: isoDay,
  status: countryStatus,
  source: httpsUrl,
  /** What exactly changed, when the status alone does not say it (an announced abstention …). */
  detail: message.optional(),
})

export const countrySchema = z.strictObject({
  code: z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code'),
  name: message,
  status: countryStatus,
  change: z.enum(['same', 'up', 'unknown']),
  /** A page that shows exactly this position (an archived copy where the live page changed). */
  source: httpsUrl,
  /** The day the source describes (on or before the as-of date). */
  sourceDate: isoDay,
  /** The real day someone compared the entry with its source. */
  checked: isoDay,
  moved: countryMoveSchema.optional(),
  /** For editors (not shown): context that is not a disagreement between sources. */
  note: z.string().optional(),
})

export const newsSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  category: z.enum(['Breaking', 'Update', 'Analysis']),
  title: message,
  excerpt: message,
  date: isoDay,
  datePrecision: z.enum(['day', 'month']).optional(),
  url: httpsUrl,
  /** The publisher's name shown under the excerpt. */
  source: z.string().min(1),
  urgent: z.boolean(),
  impact: z.enum(['high', 'medium']),
  checked: isoDay,
  note: z.string().optional(),
})

export const timelineSchema = z.strictObject({
  date: isoMonth,
  title: message,
  description: message,
  status: z.enum(['completed', 'current', 'upcoming']),
  /** The day of the event where one was set (the ministers' vote): shown beside the title. */
  day: isoDay.optional(),
  /** Who was to decide, shown with the day. */
  decidedBy: message.optional(),
})

const toolSchema = z.strictObject({
  name: z.string().min(1),
  badge: message.optional(),
  rating: z.number().min(4.6).max(4.9),
  price: z.number().positive().nullable(),
  originalPrice: z.number().positive().optional(),
  discount: z.number().int().min(1).max(99).optional(),
  features: z.array(message).min(1),
  affiliate: z.boolean(),
  cta: message,
  commission: z.enum(['high', 'medium']).optional(),
  pricingUrl: httpsUrl.optional(),
  programme: z.enum(['commission', 'account-credit', 'none']),
  owner: z.string().optional(),
  source: httpsUrl,
  /** Where a feature claim rests on a page other than `source`: the claim's page. */
  featureSources: z.array(httpsUrl).optional(),
  checked: isoDay,
})

export const toolGroupSchema = z.strictObject({
  category: z.enum(['vpn', 'email', 'passwords', 'money', 'storage']),
  title: message,
  description: message,
  badge: message.optional(),
  tools: z.array(toolSchema).min(1),
})

/** A plenary roll call whose record the "Act now" pages show (app/content/roll-calls.ts). */
export const rollCallSchema = z.strictObject({
  /** Stable id: the key of the MEPs' votes in app/content/meps/<CC>.json. Starts with the day. */
  id: z.string().regex(/^\d{4}-\d{2}-\d{2}(-[a-z0-9]+)+$/, 'the day, then lower-case words joined by hyphens'),
  date: isoDay,
  /** The vote's id on HowTheyVote.eu (https://howtheyvote.eu/votes/<id>, the vote_id of its CSV export). */
  howTheyVote: z.number().int().positive(),
  /** The procedure in the Parliament's Legislative Observatory, e.g. 2025/0429(COD). */
  procedure: z.string().regex(/^\d{4}\/\d{4}\((COD|NLE|INI|INL|APP|CNS|RSP)\)$/, 'a procedure reference such as 2025/0429(COD)'),
  /** What was put to the vote. */
  title: message,
  /** What a vote "for" meant: the direction as the roll call records it, in plain words. */
  forMeans: message,
  /** What a vote "against" meant. */
  againstMeans: message,
  /**
   * The same two meanings in a few words, shown beside each MEP's vote on their card
   * ("For: to reject the Council's text"), so a vote's meaning is never far from the vote.
   */
  forShort: message,
  againstShort: message,
  /** True where voting for the motion meant voting against the text it concerns (a motion to reject). */
  inverted: z.boolean(),
  /** The result as the Parliament announced it. */
  result: z.strictObject({
    for: z.number().int().nonnegative(),
    against: z.number().int().nonnegative(),
    abstention: z.number().int().nonnegative(),
  }),
  /**
   * The majority the motion needed: of the votes cast, or of the Parliament's component Members
   * (Article 294(7)(b) TFEU: rejecting the Council's position at second reading).
   */
  majority: z.enum(['votes-cast', 'component-members']),
  /**
   * For a majority of component Members: the Members in office on the day, as the vote's record
   * lists them (those who voted for, against or abstained and those who did not vote). The
   * Parliament counts its component Members as the Members in office, not its seats.
   */
  membersInOffice: z.number().int().positive().optional(),
  /**
   * The votes "for" that majority came to: more than half of `membersInOffice`
   * (app/content/meps/check.ts holds the two together). Pages and letters read it from here
   * (`majorityOf`, app/content/roll-calls.ts), and a text that names it names this figure.
   */
  majorityNeeded: z.number().int().positive().optional(),
  /** What the vote did to the motion: adopted (it passed) or rejected (it failed). */
  outcome: z.enum(['adopted', 'rejected']),
  /**
   * The outcome in words no reader can misread, naming the motion and what became of the
   * text it concerned: "The motion to reject failed: the Council's text was not rejected."
   */
  outcomeMeans: message,
  /** HowTheyVote's page and the Parliament's roll-call record first; the rule behind majorityNeeded where there is one. */
  sources: z.array(sourceSchema).min(2, 'a roll call needs its HowTheyVote page and the Parliament’s record'),
  /** For editors (not shown). */
  note: z.string().optional(),
})
export type RollCall = z.infer<typeof rollCallSchema>

/** The political groups of the Parliament's 10th term (2024–2029), as short codes; NI: non-attached Members. */
const MEP_GROUPS = ['EPP', 'S&D', 'PfE', 'ECR', 'Renew', 'Greens/EFA', 'The Left', 'ESN', 'NI'] as const

/**
 * An MEP's record in one roll call: the raw direction (`for`, `against`, `abstention`) as the
 * roll call records it; `did-not-vote`: on the sitting's attendance register, no vote recorded;
 * `not-recorded-present`: no vote recorded and not on the attendance register (which does not
 * say why); `not-an-mep`: not a Member on that day.
 */
const MEP_VOTES = ['for', 'against', 'abstention', 'did-not-vote', 'not-recorded-present', 'not-an-mep'] as const

const mepSchema = z.strictObject({
  /** The Parliament's MEP id (https://www.europarl.europa.eu/meps/en/<id>). */
  id: z.number().int().positive(),
  /** As the Parliament writes it: given names, then the family name in capitals. */
  name: z.string().min(1),
  country: z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code'),
  /** The national party as the Parliament lists it. */
  party: z.string().min(1),
  group: z.enum(MEP_GROUPS),
  /** The public office e-mail addresses the Parliament lists (some MEPs have two); none where the source lists none. */
  emails: z.array(z.email()),
  /** The official profile: https://www.europarl.europa.eu/meps/en/<id>. */
  profile: httpsUrl,
  /** One value per tracked roll call (app/content/roll-calls.ts), keyed by its id. */
  votes: z.record(z.string(), z.enum(MEP_VOTES)),
})
export type Mep = z.infer<typeof mepSchema>

/** A seat without a Member: from when, and the sources that say so. */
const vacancySchema = z.strictObject({
  since: isoDay,
  sources: z.array(sourceSchema).min(1, 'a vacancy needs a source'),
  /** For editors (not shown): whose seat, why, what the sources leave open. */
  note: z.string().optional(),
})

/** One member state's file, app/content/meps/<CC>.json. */
export const mepCountrySchema = z.strictObject({
  country: z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code'),
  meps: z.array(mepSchema),
  vacancies: z.array(vacancySchema),
})
export type MepCountry = z.infer<typeof mepCountrySchema>

/** Where the MEP data comes from: app/content/meps/record.json. */
export const mepRecordSchema = z.strictObject({
  /** The day the membership and the votes were compiled by the source (the record describes that day). */
  describes: isoDay,
  /** The day the data was taken from its sources into this repository. */
  retrieved: isoDay,
  /** The roll calls each MEP has a value for: the ids of app/content/roll-calls.ts, in its order. */
  rollCalls: z.array(z.string()).min(1),
  sources: z
    .array(
      z.strictObject({
        name: z.string().min(1),
        url: httpsUrl,
        /** The day the source's data describes (or was exported). */
        date: isoDay,
        /** The licence as the source states it; null where it states none. */
        licence: z.string().nullable(),
        /** A repository's commit, where the source is one. */
        commit: z
          .string()
          .regex(/^[0-9a-f]{40}$/)
          .optional(),
        /** The files the data was taken from. */
        files: z.array(z.string()).optional(),
      }),
    )
    .min(1),
  /** How the values were derived (not shown; published with the open data). */
  method: z.string().min(1),
})
export type MepRecord = z.infer<typeof mepRecordSchema>

/**
 * A source of the Council side of a member state's page (app/content/member-states.ts): the
 * page, the day it shows — or, where the stored copy shows none, the day it was read, said in
 * a comment beside it — and its kind: 'primary' for the government's or the representation's
 * own page or record, 'secondary' for reporting, a blog or another site that relays it.
 */
const councilSideSourceSchema = z.strictObject({
  url: httpsUrl,
  date: isoDay,
  kind: z.enum(['primary', 'secondary']),
})

/**
 * An institution's name in each page language (app/content/names.ts): English, then for every
 * other language of the public list its own form (`{ own }`) or a translation
 * (`{ translation }`), and the original in its own language beside a translation. The rules
 * between the fields (a translation needs the original …) are app/content/check.ts's.
 */
const nameFormSchema = z.union([z.strictObject({ own: z.string().min(1) }), z.strictObject({ translation: z.string().min(1) })], {
  error: 'expected { own: … } (its own name in this language) or { translation: … } (ours, shown with the original)',
})
export const institutionNamesSchema = z.strictObject({
  en: z.string().min(1),
  ...Object.fromEntries(PUBLIC_LANGS.filter((lang) => lang !== 'en').map((lang) => [lang, nameFormSchema])),
  original: z.strictObject({ name: z.string().min(1), lang: z.string().regex(/^[a-z]{2,3}$/, 'a language code: de, cs, el …') }).optional(),
}) as unknown as z.ZodType<InstitutionNames>

/** A time of day in Brussels, 24-hour clock. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM (24-hour clock)')

/**
 * A member state's permanent representation to the EU: its ambassadors sit in Coreper, where
 * the Council's positions are agreed. Every optional field is there only where `source` gives
 * it; a field without a source stays out.
 */
const permanentRepresentationSchema = z.strictObject({
  /** Its name in each page language: in English as its own site or the Council gives it (app/content/names.ts). */
  name: institutionNamesSchema,
  /** Its official web page. */
  url: httpsUrl,
  /** A public e-mail address, only where the dated source gives it. */
  email: z.email('expected an e-mail address').optional(),
  /** Its contact page or form. */
  contactUrl: httpsUrl.optional(),
  /** The office number in E.164 (+3227871000), only where the dated source gives it. */
  phone: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'expected an E.164 number: + and 7 to 15 digits, no spaces (+3227871000)')
    .optional(),
  /**
   * Office hours in Brussels time, shown beside the phone number: only with a phone. 'mon-fri'
   * is the one day range app/components/act/council-side.tsx renders; another range needs its
   * wording there first.
   */
  hours: z
    .strictObject({ opens: clockTime, closes: clockTime, days: z.enum(['mon-fri']) })
    .refine((hours) => hours.opens < hours.closes, 'the office closes before it opens')
    .optional(),
  /** The postal address in Brussels. */
  address: z.string().min(1).optional(),
  /** The page the fields come from. */
  source: councilSideSourceSchema,
})
type PermanentRepresentation = z.infer<typeof permanentRepresentationSchema>

/** The ministry leading on the CSA Regulation ("Chat Control") for a government, as a dated source names it. */
const leadMinistrySchema = z.strictObject({
  /** Its name in each page language: in English as the source names it (app/content/names.ts). */
  name: institutionNamesSchema,
  /** Its official web page. */
  url: httpsUrl,
  source: councilSideSourceSchema,
})
type LeadMinistry = z.infer<typeof leadMinistrySchema>

/** The fields app/content/member-states.ts adds to each member state. */
export interface CouncilSide {
  permanentRepresentation: PermanentRepresentation
  /** Only where a dated source names the ministry; without it the page links the list of all representations. */
  ministry?: LeadMinistry
}

/**
 * A member state's Council side as `npm run content:check` reads it. Not strict: the state's
 * seats and path segments are checked elsewhere (app/content/meps/check.ts, tests/unit/slugs.test.ts).
 */
export const memberStateCouncilSchema = z.object({
  code: z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code'),
  permanentRepresentation: permanentRepresentationSchema,
  ministry: leadMinistrySchema.optional(),
})

/** The page that lists every member state's permanent representation, linked where no ministry is named. */
export const representationsListSchema = z.strictObject({
  url: httpsUrl,
  /** The day the page shows, or the day it was read. */
  date: isoDay,
  /** Who publishes it, as the page says. */
  publisher: z.string().min(1),
})
