import type { MemberStateCode } from './member-states'
import type { Mep, MepCountry, MepRecord } from './schema'
import record from './meps/record.json' with { type: 'json' }

/**
 * The MEPs of the "Act now" pages (docs/product.md#act-now), one JSON file per member state
 * (app/content/meps/<CC>.json: its current MEPs with their votes in the roll calls of
 * app/content/roll-calls.ts, and its vacant seats) and where the data comes from
 * (app/content/meps/record.json). `npm run content:check` validates them against
 * app/content/schema.ts (mepCountrySchema, mepRecordSchema); `npm run data:meps` rebuilds
 * them from a HowTheyVote.eu export (scripts/import-meps.ts, docs/editing.md#refresh-the-mep-data).
 *
 * Each country is its own chunk, so a page never downloads the 720 MEPs: a route loader
 * awaits `loadMeps(code)` (server render and client-side navigation alike), then the page
 * reads `mepsOf(code)` and `vacanciesOf(code)` synchronously.
 */
export type { Mep } from './schema'
export type MepVote = Mep['votes'][string]
export type Vacancy = MepCountry['vacancies'][number]

/** Where the data comes from, the day it describes and the day it was retrieved. */
export const MEP_RECORD: MepRecord = record

/**
 * The country files, each a lazy chunk (Vite's `import.meta.glob`, compiled by the build and
 * the dev server). Called when a page loads one, not when the module is imported, so plain
 * Node and tsx can import this module for MEP_RECORD; scripts read the country files
 * themselves (scripts/lib/content-modules.ts).
 */
const countryFiles = () => import.meta.glob<MepCountry>('./meps/[A-Z][A-Z].json', { import: 'default' })
const loaded = new Map<MemberStateCode, MepCountry>()

/** Loads a member state's file (once); a route loader awaits it before the page renders. */
export async function loadMeps(code: MemberStateCode): Promise<void> {
  if (loaded.has(code)) return
  const load = countryFiles()[`./meps/${code}.json`]
  if (!load) throw new Error(`no MEP file for ${code} (app/content/meps/${code}.json)`)
  loaded.set(code, await load())
}

function country(code: MemberStateCode): MepCountry {
  const data = loaded.get(code)
  if (!data) throw new Error(`the MEPs of ${code} are not loaded: await loadMeps('${code}') in the route loader first`)
  return data
}

/** A member state's current MEPs, sorted by name. */
export const mepsOf = (code: MemberStateCode): readonly Mep[] => country(code).meps

/** A member state's vacant seats (its MEPs plus its vacancies make its seats). */
export const vacanciesOf = (code: MemberStateCode): readonly Vacancy[] => country(code).vacancies

/**
 * An MEP's value in one tracked roll call. `npm run content:check` makes sure every MEP has
 * one for every roll call of app/content/roll-calls.ts, so a missing one is a bug, not data.
 */
export function voteOf(mep: Mep, rollCall: string): MepVote {
  const vote = mep.votes[rollCall]
  if (!vote) throw new Error(`MEP ${mep.id} has no value for the roll call ${rollCall} (app/content/meps/${mep.country}.json)`)
  return vote
}
