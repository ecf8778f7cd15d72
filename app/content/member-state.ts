import type { Lang } from '../i18n/languages.ts'
import { countryPath } from '../i18n/slugs.ts'
import { COUNTRY_STANCES, type CountryStance } from './council-record.ts'
import { COUNTRY_POSITIONS, type CountryPosition } from './countries.ts'
import { extraLetterLanguagesOf, type LetterLang } from './letter-languages.ts'
import { MEMBER_STATES, type MemberStateCode } from './member-states.ts'
import { loadMeps, mepsOf, vacanciesOf, type Mep, type Vacancy } from './meps.ts'
import type { CouncilSide } from './schema.ts'

/*
 * The owner of a member state (docs/decisions/026-one-owner-per-member-state.md): one object
 * per state with every fact a page shows about it, built once from the modules that keep the
 * data — the table of codes, seats, segments and Council sides (./member-states.ts), the
 * tracker's name and position (./countries.ts), the stances after it (./council-record.ts),
 * the letter languages (./letter-languages.ts) and the MEPs (./meps.ts, one chunk per state).
 * A page looks its state up once — the route, by the segment of its URL — and hands the object
 * down; nothing below looks a state up by its code again.
 *
 * The words: `code` is the ISO 3166-1 alpha-2 code (`MemberStateCode`: 'DE', 'GR' for Greece);
 * `segment` is the path segment of the state's page in one language ('deutschland'), `segments`
 * all of them; `name` is the state's name, a catalog text the page translates. "Country" names
 * none of the three (it stays in the names of components and of the route file, `$country`).
 */

/** Every fact about one member state. */
export interface MemberState extends CouncilSide {
  /** ISO 3166-1 alpha-2, upper case: `'DE'`, `'GR'` for Greece. */
  readonly code: MemberStateCode
  /** The path segment of its page in each language (`{ en: 'germany', de: 'deutschland', … }`); the route's `$country` param is the English one. */
  readonly segments: Readonly<Record<Lang, string>>
  /** Its name, the tracker's catalog text (the `home` catalog): the page translates it, `i18n._(state.name)`. */
  readonly name: CountryPosition['name']
  /** Its seats in the European Parliament of the 2024–2029 term. */
  readonly seats: number
  /** Its line in the tracker: the position of the tally and any move up to the as-of date. */
  readonly position: CountryPosition
  /** Every later stance of its government a dated source states, oldest first. */
  readonly stances: readonly CountryStance[]
  /** Its official languages the site does not speak: each MEP's letter is offered in them too. */
  readonly letterLanguages: readonly LetterLang[]
  /** The public path of its page in a language: `/act/germany`, `/de/handeln/deutschland`. */
  path(lang: Lang): string
  /** Loads its MEPs (their chunk, once): a route loader awaits it before `meps()` and `vacancies()`. */
  loadMeps(): Promise<void>
  /** Its current MEPs, sorted by name (after `loadMeps()`). */
  meps(): readonly Mep[]
  /** Its vacant seats: its MEPs plus its vacancies make its seats (after `loadMeps()`). */
  vacancies(): readonly Vacancy[]
}

function join(): ReadonlyMap<MemberStateCode, MemberState> {
  const positions = new Map(COUNTRY_POSITIONS.map((position) => [position.code, position]))
  const stances = new Map<string, CountryStance[]>()
  for (const stance of COUNTRY_STANCES) stances.set(stance.code, [...(stances.get(stance.code) ?? []), stance])
  return new Map(
    MEMBER_STATES.map((entry): [MemberStateCode, MemberState] => {
      const { code } = entry
      const position = positions.get(code)
      if (!position) throw new Error(`${code} is not in the tracker (app/content/countries.ts)`)
      const state: MemberState = {
        ...entry,
        name: position.name,
        position,
        stances: (stances.get(code) ?? []).sort((a, b) => a.date.localeCompare(b.date)),
        letterLanguages: extraLetterLanguagesOf(code),
        path: (lang) => countryPath(code, lang),
        loadMeps: () => loadMeps(code),
        meps: () => mepsOf(code),
        vacancies: () => vacanciesOf(code),
      }
      return [code, state]
    }),
  )
}

const BY_CODE = join()
const BY_SEGMENT = new Map([...BY_CODE.values()].map((state) => [state.segments.en, state]))

/** The 27 member states, in the order of ./member-states.ts (a list sorts them by their names in the page's language). */
export const ALL_MEMBER_STATES: readonly MemberState[] = [...BY_CODE.values()]

/** Every fact about the member state `code`. */
export function memberState(code: MemberStateCode): MemberState {
  const state = BY_CODE.get(code)
  if (!state) throw new Error(`${code} is not a member state (app/content/member-states.ts)`)
  return state
}

/** The member state whose English segment is `segment` (the value of the route's `$country` param), if any. */
export const stateOfSegment = (segment: string): MemberState | undefined => BY_SEGMENT.get(segment)

/** Whether `code` is a member state's (the visitor's country, from the geolocation, may be any country). */
export const isMemberStateCode = (code: string | null | undefined): code is MemberStateCode =>
  typeof code === 'string' && BY_CODE.has(code as MemberStateCode)
