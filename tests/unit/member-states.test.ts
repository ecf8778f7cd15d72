import { describe, expect, it } from 'vitest'
import { checkContent, dayAfter, type ContentData } from '~/content/check'
import { COUNTRY_POSITIONS } from '~/content/countries'
import { COUNCIL_PERMANENT_REPRESENTATIONS, MEMBER_STATES } from '~/content/member-states'
import { localName } from '~/content/names'
import { publisherHost, publisherName, publishersWithNames } from '~/content/publishers'
import { PUBLIC_LANGS } from '~/i18n/languages'
import { contentData } from '../../scripts/lib/content-modules'
import { SPEC_COUNTS } from '~/content/check'

// The Council side of the Act now pages (app/content/member-states.ts): each rule of
// `npm run content:check` for it (app/content/check.ts) breaks one state of the real data
// and must be caught; the data as shipped passes. "Today" is the clock's day in UTC, as
// scripts/check-content.ts takes it.
const TODAY = new Date().toISOString().slice(0, 10)
type Entry = Record<string, unknown>
type StateEntry = Entry & { code: string; permanentRepresentation: Entry & { source: Entry }; ministry?: Entry & { source: Entry } }

/** The data with the Council side copied on its own: the MEP check shares MEMBER_STATES, and a change here must not reach it. */
function base(): ContentData {
  const data = structuredClone(contentData())
  data.council = structuredClone(data.council)
  return data
}
const states = (d: ContentData) => d.council.memberStates as StateEntry[]
const state = (d: ContentData, code: string) => states(d).find((s) => s.code === code)!
const rep = (d: ContentData, code = 'AT') => state(d, code).permanentRepresentation
function errorsAfter(change: (data: ContentData) => void): string {
  const data = base()
  change(data)
  return checkContent(data, TODAY).errors.join('\n')
}

describe('the member states: who decides in the Council', () => {
  it('passes the data as shipped', () => {
    const report = checkContent(base(), TODAY)
    expect(report.errors).toEqual([])
    expect(report.summary.join('\n')).toMatch(new RegExp(`council +${SPEC_COUNTS.countries} representations`))
  })

  it('gives each of the 27 a representation, the countries of the tracker', () => {
    expect(MEMBER_STATES).toHaveLength(SPEC_COUNTS.countries)
    expect(MEMBER_STATES.map((s) => s.code).sort()).toEqual(COUNTRY_POSITIONS.map((c) => c.code).sort())
    for (const s of MEMBER_STATES) {
      expect(s.permanentRepresentation.name.en, s.code).toMatch(/Permanent Representation/)
      expect(publisherHost(s.permanentRepresentation.url), s.code).toBeDefined()
    }
  })

  it('links a list of every representation, on the allow-list', () => {
    expect(publisherHost(COUNCIL_PERMANENT_REPRESENTATIONS.url)).toBeDefined()
  })

  it('names every representation and ministry in each page language: its own form or a translation with the original beside it', () => {
    const institutions = MEMBER_STATES.flatMap((s) => [
      [`${s.code} representation`, s.permanentRepresentation.name] as const,
      ...(s.ministry ? [[`${s.code} ministry`, s.ministry.name] as const] : []),
    ])
    expect(institutions.length).toBeGreaterThan(SPEC_COUNTS.countries)
    for (const [who, names] of institutions)
      for (const lang of PUBLIC_LANGS) {
        const shown = localName(names, lang)
        expect(shown.name.trim(), `${who} in ${lang}`).not.toBe('')
        if (lang === 'en') continue
        const form = names[lang]
        // Own in this language, or a translation of ours: then never the English word for word, and the original beside it.
        expect('own' in form || 'translation' in form, `${who} in ${lang}`).toBe(true)
        if ('translation' in form) {
          expect(form.translation, `${who} in ${lang}`).not.toBe(names.en)
          expect(shown.original?.name, `${who} in ${lang}: the original`).toBeTruthy()
          expect(shown.original?.lang, `${who} in ${lang}: the original's language`).toMatch(/^[a-z]{2,3}$/)
        } else expect(shown.original, `${who} in ${lang}: its own form needs no original`).toBeUndefined()
      }
  })

  it('gives a page in a language without names of its own (the test build’s extra language) the English name', () => {
    const names = MEMBER_STATES[0]!.permanentRepresentation.name
    expect(localName(names, 'xx' as never)).toEqual({ name: names.en })
  })

  it('names a source’s publisher in the page’s language: its own form, or a translation and its original', () => {
    const at = MEMBER_STATES.find((s) => s.code === 'AT')!.permanentRepresentation.source.url
    expect(publisherName(at, 'de')).toBe('Bundesministerium für europäische und internationale Angelegenheiten')
    expect(publisherName(at, 'fr')).toMatch(/^Ministère .+ \(Bundesministerium für europäische und internationale Angelegenheiten\)$/)
    expect(publisherName(at, 'en')).not.toMatch(/Bundesministerium/)
    // A name that is the same in every language stays a string.
    expect(publisherName('https://netzpolitik.org/x', 'fr')).toBe('netzpolitik.org')
    for (const [host, names] of publishersWithNames())
      for (const lang of PUBLIC_LANGS) expect(localName(names, lang).name.trim(), `${host} in ${lang}`).not.toBe('')
  })

  it('keeps office hours only beside a phone number', () => {
    for (const s of MEMBER_STATES) if (s.permanentRepresentation.hours) expect(s.permanentRepresentation.phone, s.code).toBeDefined()
  })

  const cases: Array<[string, (data: ContentData) => void, RegExp]> = [
    ['a member state missing', (d) => void (d.council.memberStates = states(d).slice(1)), /council: 26 member states/],
    [
      'a state twice',
      (d) => void (d.council.memberStates = [...states(d).slice(0, 26), { ...states(d)[0]!, code: 'AT' }]),
      /council AT: the id is used twice/,
    ],
    ['a code that is not a tracked country', (d) => void (state(d, 'AT').code = 'GB'), /council GB: not a country/],
    [
      'a state without a representation',
      (d) => void delete (state(d, 'BE') as Entry).permanentRepresentation,
      /council BE: permanentRepresentation/,
    ],
    ['a representation without a name', (d) => void ((rep(d).name as Entry).en = ''), /council AT: permanentRepresentation\.name\.en/],
    [
      'a representation without its German name',
      (d) => void delete (rep(d).name as Entry).de,
      /council AT: permanentRepresentation\.name\.de: expected \{ own: … \}/,
    ],
    [
      'a name neither its own nor marked a translation',
      (d) => void ((rep(d, 'BE').name as Entry).fr = 'Représentation permanente de la Belgique'),
      /council BE: permanentRepresentation\.name\.fr: expected \{ own: … \}/,
    ],
    [
      'a translation without the original beside it',
      (d) => void delete (rep(d).name as Entry).original,
      /council AT: permanentRepresentation\.name: the nl, fr name is a translation, so the original goes beside it/,
    ],
    [
      'the English name left in place as a translation',
      (d) => void ((rep(d, 'BG').name as Entry).de = { translation: (rep(d, 'BG').name as Entry).en }),
      /council BG: permanentRepresentation\.name\.de is the English name/,
    ],
    [
      'an unknown field (strict schema)',
      (d) => void (rep(d).fax = '+3221234567'),
      /council AT: permanentRepresentation: Unrecognized key/i,
    ],
    [
      'a web page over http',
      (d) => void (rep(d).url = 'http://www.bmeia.gv.at/'),
      /council AT: permanentRepresentation\.url: expected an https URL/,
    ],
    [
      'a web page off the allow-list',
      (d) => void (rep(d).url = 'https://example.org/'),
      /council AT: example\.org is not on the outbound allow-list/,
    ],
    [
      'a contact page off the allow-list',
      (d) => void (rep(d).contactUrl = 'https://example.org/contact'),
      /council AT: example\.org is not on the outbound allow-list/,
    ],
    [
      'an e-mail address that is not one',
      (d) => void (rep(d).email = 'pr.brussels at example.org'),
      /council AT: permanentRepresentation\.email/,
    ],
    [
      'a phone number with spaces',
      (d) => void (rep(d, 'SK').phone = '+32 2 743 68 11'),
      /council SK: permanentRepresentation\.phone: expected an E\.164/,
    ],
    [
      'a phone number without its country code',
      (d) => void (rep(d, 'SK').phone = '027436811'),
      /council SK: permanentRepresentation\.phone/,
    ],
    [
      'office hours in another form',
      (d) => void (rep(d, 'SK').hours = { opens: '9:00', closes: '17:00', days: 'mon-fri' }),
      /council SK: permanentRepresentation\.hours\.opens: expected HH:MM/,
    ],
    [
      'office hours on days the page cannot show',
      (d) => void (rep(d, 'SK').hours = { opens: '09:00', closes: '17:00', days: 'mon-sat' }),
      /council SK: permanentRepresentation\.hours\.days/,
    ],
    [
      'an office that closes before it opens',
      (d) => void (rep(d, 'SK').hours = { opens: '17:00', closes: '09:00', days: 'mon-fri' }),
      /council SK: .*closes before it opens/,
    ],
    [
      'office hours without a phone number',
      (d) => void (rep(d, 'AT').hours = { opens: '09:00', closes: '17:00', days: 'mon-fri' }),
      /council AT: office hours go with a phone number/,
    ],
    ['a representation without a source', (d) => void delete (rep(d) as Entry).source, /council AT: permanentRepresentation\.source/],
    ['a source without a date', (d) => void delete rep(d).source.date, /council AT: permanentRepresentation\.source\.date/],
    ['a source without its kind', (d) => void delete rep(d).source.kind, /council AT: permanentRepresentation\.source\.kind/],
    [
      'a source off the allow-list',
      (d) => void (rep(d).source.url = 'https://example.org/pr'),
      /council AT: example\.org is not on the outbound allow-list/,
    ],
    [
      'a source dated in the future',
      (d) => void (rep(d).source.date = dayAfter(dayAfter(TODAY))),
      /council AT: source date \S+ is in the future/,
    ],
    [
      "the representation's own site marked secondary",
      (d) => void (rep(d).source.kind = 'secondary'),
      /council AT: \S+ is the representation's own site, so a primary source/,
    ],
    ['a ministry without a name', (d) => void ((state(d, 'DK').ministry!.name as Entry).en = ''), /council DK: ministry\.name\.en/],
    [
      'a ministry without its Dutch name',
      (d) => void delete (state(d, 'DK').ministry!.name as Entry).nl,
      /council DK: ministry\.name\.nl: expected \{ own: … \}/,
    ],
    [
      'a publisher named per language without the original beside a translation',
      (d) =>
        void (d.publisherNames = d.publisherNames.map(([host, names]) => [
          host,
          host === 'mfa.bg' ? { ...(names as Entry), original: undefined } : names,
        ])),
      /publisher mfa\.bg: name: the nl, de, fr name is a translation, so the original goes beside it/,
    ],
    [
      'a ministry source off the allow-list',
      (d) => void (state(d, 'DK').ministry!.source.url = 'https://example.org/dk'),
      /council DK ministry: example\.org is not on the outbound allow-list/,
    ],
    [
      'a ministry source dated in the future',
      (d) => void (state(d, 'DK').ministry!.source.date = dayAfter(dayAfter(TODAY))),
      /council DK ministry: source date \S+ is in the future/,
    ],
    ['a ministry without a source', (d) => void delete (state(d, 'DK').ministry as Entry).source, /council DK: ministry\.source/],
    [
      'the list of representations off the allow-list',
      (d) => void (d.council.list = { ...(d.council.list as Entry), url: 'https://example.org/list' }),
      /council list: example\.org is not on the outbound allow-list/,
    ],
    [
      'the list of representations without its publisher',
      (d) => void (d.council.list = { url: COUNCIL_PERMANENT_REPRESENTATIONS.url, date: '2026-11-27' }),
      /council list: publisher/,
    ],
    [
      'the list of representations dated in the future',
      (d) => void (d.council.list = { ...(d.council.list as Entry), date: dayAfter(dayAfter(TODAY)) }),
      /council list: date \S+ is in the future/,
    ],
  ]
  for (const [name, change, message] of cases) {
    it(`catches ${name}`, () => {
      expect(errorsAfter(change)).toMatch(message)
    })
  }

  it('accepts a full record: e-mail, contact page, phone and office hours', () => {
    const errors = errorsAfter((d) => {
      Object.assign(rep(d, 'SK'), {
        email: 'office@example.org',
        contactUrl: 'https://www.mzv.sk/web/szbrusel-en',
        hours: { opens: '09:00', closes: '17:00', days: 'mon-fri' },
      })
    })
    expect(errors).toBe('')
  })
})
