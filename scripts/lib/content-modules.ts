// The content data as app/content/check.ts reads it, gathered from the modules: plain
// modules (app/content: no macro, no Vite), so scripts/check-content.ts and the unit tests
// import them directly.
import { readdirSync, readFileSync } from 'node:fs'
import { AS_OF, LAST_REVIEWED, REVIEW_BY } from '../../app/content/as-of'
import type { ContentData } from '../../app/content/check'
import { CORRECTIONS } from '../../app/content/corrections'
import { COUNCIL_PERMANENT_REPRESENTATIONS, MEMBER_STATES } from '../../app/content/member-states'
import MEP_RECORD from '../../app/content/meps/record.json' with { type: 'json' }
import { COUNTRY_STANCES } from '../../app/content/council-record'
import { COUNTRY_POSITIONS, TALLY } from '../../app/content/countries'
import { NEWS_ARTICLES } from '../../app/content/news'
import { ROLL_CALLS } from '../../app/content/roll-calls'
import { NOW } from '../../app/content/now'
import { publishersWithNames } from '../../app/content/publishers'
import { TIMELINE } from '../../app/content/timeline'
import { TOOL_GROUPS } from '../../app/content/tools'
import { RECORD_SEARCH, UPDATES } from '../../app/content/updates'

export { checkContent } from '../../app/content/check'

const MEP_DIR = new URL('../../app/content/meps/', import.meta.url)

/** Every MEP file at once (app/content/meps/<CC>.json), keyed by its code: only the check reads them all. */
function readMepFiles(): Record<string, unknown> {
  const codes = readdirSync(MEP_DIR)
    .flatMap((name) => /^([A-Z]{2})\.json$/.exec(name)?.slice(1) ?? [])
    .sort()
  return Object.fromEntries(codes.map((code) => [code, JSON.parse(readFileSync(new URL(`${code}.json`, MEP_DIR), 'utf8')) as unknown]))
}
let mepFiles: Record<string, unknown> | undefined

export function contentData(): ContentData {
  return {
    asOf: AS_OF,
    lastReviewed: LAST_REVIEWED,
    reviewBy: REVIEW_BY,
    tallyDate: TALLY.date,
    updates: UPDATES,
    corrections: CORRECTIONS,
    news: NEWS_ARTICLES,
    countries: COUNTRY_POSITIONS,
    timeline: TIMELINE,
    toolGroups: TOOL_GROUPS,
    meps: {
      rollCalls: ROLL_CALLS,
      record: MEP_RECORD,
      countries: (mepFiles ??= readMepFiles()),
      memberStates: MEMBER_STATES,
    },
    council: { memberStates: MEMBER_STATES, list: COUNCIL_PERMANENT_REPRESENTATIONS },
    publisherNames: publishersWithNames(),
    now: NOW,
    stances: COUNTRY_STANCES,
    recordSearch: RECORD_SEARCH,
  }
}
