import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SPEC_COUNTS } from '~/content/check'
import { COUNTRY_STANCES } from '~/content/council-record'
import { COUNTRY_POSITIONS } from '~/content/countries'
import { LETTER_LANGUAGES, OFFICIAL_LANGUAGES } from '~/content/letter-languages'
import { ALL_MEMBER_STATES, isMemberStateCode, memberState, stateOfSegment } from '~/content/member-state'
import { MEMBER_STATES } from '~/content/member-states'
import { LANGS, PUBLIC_LANGS } from '~/i18n/languages'
import { countryPath } from '~/i18n/slugs'
import { i18nFor } from '~/spread/build'

// The owner of a member state (app/content/member-state.ts): every fact a page shows about a
// state, for all 27, checked against the rules and the counts the specification fixes, and
// against the modules that keep the data — never against a copy of it.

/** The MEPs in the data as the files hold them (app/content/meps/<CC>.json), read apart from the owner. */
const MEP_DIR = new URL('../../app/content/meps/', import.meta.url)
const mepFiles = readdirSync(MEP_DIR)
  .filter((name) => /^[A-Z]{2}\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(new URL(name, MEP_DIR), 'utf8')) as { country: string; meps: unknown[] })

describe('the owner of a member state', () => {
  it('has the 27 member states, each once, in the order of the table', () => {
    expect(ALL_MEMBER_STATES).toHaveLength(SPEC_COUNTS.countries)
    expect(ALL_MEMBER_STATES.map((s) => s.code)).toEqual(MEMBER_STATES.map((s) => s.code))
    expect(new Set(ALL_MEMBER_STATES.map((s) => s.code)).size).toBe(SPEC_COUNTS.countries)
    for (const state of ALL_MEMBER_STATES) {
      expect(state.code).toMatch(/^[A-Z]{2}$/)
      expect(memberState(state.code), state.code).toBe(state)
      expect(isMemberStateCode(state.code)).toBe(true)
    }
    expect(isMemberStateCode('GB')).toBe(false)
    expect(isMemberStateCode(null)).toBe(false)
    expect(() => memberState('GB' as never)).toThrow(/GB is not a member state/)
  })

  it('gives each a segment in each of the 4 languages, unique within a language, and its page’s path from it', () => {
    expect(PUBLIC_LANGS).toHaveLength(4)
    for (const lang of PUBLIC_LANGS) {
      const segments = ALL_MEMBER_STATES.map((s) => s.segments[lang])
      expect(new Set(segments).size, lang).toBe(SPEC_COUNTS.countries)
      for (const segment of segments) expect(segment, lang).toMatch(/^[a-z]+(-[a-z]+)*$/)
    }
    for (const state of ALL_MEMBER_STATES) {
      expect(Object.keys(state.segments).sort(), state.code).toEqual([...PUBLIC_LANGS].sort())
      // The route's `$country` param is the English segment; no other segment is a page.
      expect(stateOfSegment(state.segments.en), state.code).toBe(state)
      for (const lang of PUBLIC_LANGS) {
        expect(state.path(lang), `${state.code} ${lang}`).toBe(countryPath(state.code, lang))
        expect(state.path(lang).endsWith(`/${state.segments[lang]}`), `${state.code} ${lang}`).toBe(true)
      }
    }
    expect(stateOfSegment('atlantis')).toBeUndefined()
    expect(stateOfSegment('deutschland')).toBeUndefined()
  })

  it('names each in each language: the tracker’s name, translated, one name per state', () => {
    for (const state of ALL_MEMBER_STATES) {
      const position = COUNTRY_POSITIONS.find((c) => c.code === state.code)
      expect(state.position, state.code).toBe(position)
      expect(state.name, state.code).toBe(position!.name)
    }
    for (const lang of PUBLIC_LANGS) {
      const i18n = i18nFor(lang)
      const names = ALL_MEMBER_STATES.map((s) => i18n._(s.name))
      for (const name of names) expect(name.trim(), lang).not.toBe('')
      expect(new Set(names).size, lang).toBe(SPEC_COUNTS.countries)
    }
    expect(i18nFor('de')._(memberState('DE').name)).toBe('Deutschland')
    expect(i18nFor('fr')._(memberState('NL').name)).toBe('Pays-Bas')
  })

  it('gives each its seats, its Council side, its tracker line, its stances and its letter languages', () => {
    for (const state of ALL_MEMBER_STATES) {
      const entry = MEMBER_STATES.find((s) => s.code === state.code)!
      expect(state.seats, state.code).toBe(entry.seats)
      expect(state.permanentRepresentation, state.code).toBe(entry.permanentRepresentation)
      expect(state.ministry, state.code).toBe(entry.ministry)
      expect(['oppose', 'support', 'neutral'], state.code).toContain(state.position.status)
      for (const stance of state.stances) expect(stance.code, state.code).toBe(state.code)
      const days = state.stances.map((s) => s.date)
      expect(days, `${state.code}: oldest first`).toEqual([...days].sort())
      // Its official languages the site does not speak (an extra language of a test build speaks its own), each a letter language.
      expect(state.letterLanguages, state.code).toEqual(OFFICIAL_LANGUAGES[state.code].filter((l) => !LANGS.includes(l as never)))
      for (const lang of state.letterLanguages) expect(LETTER_LANGUAGES[lang], `${state.code} ${lang}`).toBeDefined()
    }
    // Every stance of the record belongs to one state; the tally's counts come out of the states' lines.
    expect(ALL_MEMBER_STATES.reduce((n, s) => n + s.stances.length, 0)).toBe(COUNTRY_STANCES.length)
    for (const [status, count] of Object.entries(SPEC_COUNTS.positions))
      expect(
        ALL_MEMBER_STATES.filter((s) => s.position.status === status),
        status,
      ).toHaveLength(count)
    expect(memberState('IT').letterLanguages).toEqual(['it'])
    expect(memberState('FI').letterLanguages).toEqual(['fi', 'sv'])
    expect(memberState('AT').letterLanguages).toEqual([])
  })

  it('loads each state’s MEPs: their number adds up to the MEPs in the data, and with the vacancies to the seats', async () => {
    await Promise.all(ALL_MEMBER_STATES.map((state) => state.loadMeps()))
    const inData = mepFiles.reduce((n, file) => n + file.meps.length, 0)
    expect(mepFiles).toHaveLength(SPEC_COUNTS.countries)
    expect(ALL_MEMBER_STATES.reduce((n, state) => n + state.meps().length, 0)).toBe(inData)
    for (const state of ALL_MEMBER_STATES) {
      expect(state.meps().length + state.vacancies().length, state.code).toBe(state.seats)
      for (const mep of state.meps()) expect(mep.country, `${state.code}: MEP ${mep.id}`).toBe(state.code)
      expect(state.meps().length, state.code).toBe(mepFiles.find((file) => file.country === state.code)!.meps.length)
    }
  })
})
