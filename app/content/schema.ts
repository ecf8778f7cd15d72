import { z } from 'zod'
import type { MessageDescriptor } from '@lingui/core'

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

/** A Lingui message descriptor as the `msg` macro compiles it: translated through the catalogs. */
const message = z.custom<MessageDescriptor>(
  (value) => typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string',
  'expected a msg`…` text (translated through the catalogs)',
)

/** A source: the page, and the day it was published or describes. */
const sourceSchema = z.strictObject({
  url: httpsUrl,
  /** The day the source was published (or the day it describes, for a dated tally). */
  date: isoDay,
})
export type Source = z.infer<typeof sourceSchema>

/** An event after the as-of date (app/content/updates.ts). */
export const updateSchema = z.strictObject({
  /** Stable id: the feed entry's id and the page anchor. Lower-case words and digits joined by hyphens. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens'),
  date: isoDay,
  /** 'month' when sources give the month but not a certain day: the page then shows the month only. */
  datePrecision: z.enum(['day', 'month']).optional(),
  title: message,
  summary: message,
  /** At least one; the primary source first where one exists. */
  sources: z.array(sourceSchema).min(1, 'every update needs at least one source'),
  /** The day someone compared the entry with its sources. */
  checked: isoDay,
  /** For editors (not shown): where sources disagree, what is approximate. */
  note: z.string().optional(),
})
export type Update = z.infer<typeof updateSchema>

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
  /** Why there is no outside source (a wording of our own that claimed more than it should): required without `source`. */
  unsourcedBecause: z.string().optional(),
})
export type Correction = z.infer<typeof correctionSchema>

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
