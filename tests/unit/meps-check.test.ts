import { describe, expect, it } from 'vitest'
import { checkContent, type ContentData } from '~/content/check'
import { contentData } from '../../scripts/lib/content-modules'
import { HOSTILE_MEP_ADDRESSES } from './hostile-mep-addresses'

// Each rule of app/content/meps/check.ts (run by `npm run content:check`) breaks one entry
// of the real Act now data and must be caught; the data as shipped passes. "Today" is the
// clock's day in UTC, as scripts/check-content.ts takes it: no day is pinned here.
const TODAY = new Date().toISOString().slice(0, 10)
type Entry = Record<string, unknown>
type MepEntry = Entry & { id: number; votes: Record<string, string>; emails: string[] }
type CountryEntry = { country: string; meps: MepEntry[]; vacancies: Entry[] }

const country = (d: ContentData, code: string) => d.meps.countries[code] as CountryEntry
const firstMep = (d: ContentData, code = 'AT') => country(d, code).meps[0]!
const rollCall = (d: ContentData, index: number) => d.meps.rollCalls[index] as Entry & { result: Record<string, number> }

function errorsAfter(change: (data: ContentData) => void): string {
  const data = structuredClone(contentData())
  change(data)
  return checkContent(data, TODAY).errors.join('\n')
}

describe('npm run content:check: the Act now data', () => {
  it('passes the data as shipped, 719 MEPs and one vacancy making 720 seats', () => {
    const report = checkContent(structuredClone(contentData()), TODAY)
    expect(report.errors).toEqual([])
    expect(report.summary.join('\n')).toMatch(/meps +719 in 27 files \+ 1 vacant = 720 seats/)
  })

  const cases: Array<[string, (data: ContentData) => void, RegExp]> = [
    [
      'an MEP id used twice',
      (d) => void country(d, 'BE').meps.push({ ...firstMep(d), country: 'BE' }),
      /MEP 197648 \(BE\): the id is used twice/,
    ],
    [
      'a profile that is not the MEP’s own',
      (d) => void (firstMep(d).profile = 'https://www.europarl.europa.eu/meps/en/1'),
      /MEP 197648 \(AT\): profile .* is not https:\/\/www\.europarl\.europa\.eu\/meps\/en\/197648/,
    ],
    [
      'a profile off europarl.europa.eu',
      (d) => void (firstMep(d).profile = 'https://example.org/meps/en/197648'),
      /is not https:\/\/www\.europarl/,
    ],
    [
      'a vote outside the allowed set',
      (d) => void (firstMep(d).votes['2026-03-26-extension'] = 'absent'),
      /MEP file AT\.json .*votes.*2026-03-26-extension/,
    ],
    [
      'a vote for a roll call that is not tracked',
      (d) => void (firstMep(d).votes['2026-07-09-amended-position'] = 'for'),
      /a value for 2026-07-09-amended-position, which is not a tracked roll call/,
    ],
    [
      'an MEP without a value for a tracked roll call',
      (d) => void delete firstMep(d).votes['2026-07-09-reject-council-position'],
      /MEP 197648 \(AT\): no value for the roll call 2026-07-09-reject-council-position/,
    ],
    ['a malformed e-mail address', (d) => void (firstMep(d).emails = ['alexander.bernhuber@']), /MEP file AT\.json .*emails\.0/],
    [
      'MEPs and vacancies short of the seats',
      (d) => void (country(d, 'ES').vacancies = []),
      /ES\.json: 60 MEPs \+ 0 vacancies, but ES has 61 seats/,
    ],
    [
      'MEPs and vacancies beyond the seats',
      (d) => void country(d, 'AT').vacancies.push(structuredClone(country(d, 'ES').vacancies[0]!)),
      /AT has 20 seats/,
    ],
    ['a vacancy without a source', (d) => void (country(d, 'ES').vacancies[0]!.sources = []), /a vacancy needs a source/],
    ['a missing member state file', (d) => void delete (d.meps.countries as Record<string, unknown>).MT, /MEP file MT\.json: missing/],
    [
      'a file that is not a member state',
      (d) => void ((d.meps.countries as Record<string, unknown>).UK = { country: 'UK', meps: [], vacancies: [] }),
      /UK\.json: not a member state/,
    ],
    ['an MEP in another country’s file', (d) => void (firstMep(d).country = 'DE'), /MEP 197648 \(AT\): country DE in the file of AT/],
    [
      'a record whose roll calls are not the tracked ones',
      (d) => void ((d.meps.record as { rollCalls: string[] }).rollCalls = ['2026-03-11-narrower-extension']),
      /MEP record: rollCalls .* are not the roll calls of app\/content\/roll-calls\.ts/,
    ],
    [
      'a record source off the allow-list',
      (d) => void ((d.meps.record as { sources: Entry[] }).sources[0]!.url = 'https://example.org/meps'),
      /MEP record .*allow-list/,
    ],
    [
      'a roll call whose figures contradict its outcome',
      (d) => void (rollCall(d, 1).outcome = 'adopted'),
      /roll call 2026-03-26-extension: 228 for, 311 against does not give 'adopted'/,
    ],
    [
      'a roll call without its HowTheyVote page',
      (d) => void (rollCall(d, 0).howTheyVote = 1),
      /roll call 2026-03-11-narrower-extension: cites no HowTheyVote page of vote 1/,
    ],
    ['roll calls out of order', (d) => void (d.meps.rollCalls = [...d.meps.rollCalls].reverse()), /out of order \(oldest first\)/],
    [
      'more current MEPs voting for than the result counted',
      (d) => void (rollCall(d, 2).result.for = 100),
      /roll call 2026-07-09-reject-council-position: 31\d current MEPs recorded 'for', more than the result's 100/,
    ],
  ]
  for (const [name, change, message] of cases)
    it(`catches ${name}`, () => {
      expect(errorsAfter(change)).toMatch(message)
    })
})

describe('npm run content:check: an MEP’s address is a plain address at @europarl.europa.eu', () => {
  for (const address of HOSTILE_MEP_ADDRESSES)
    it(`refuses ${address}`, () => {
      const errors = errorsAfter((d) => void (firstMep(d).emails = ['alexander.bernhuber@europarl.europa.eu', address]))
      expect(errors).toMatch(/MEP 197648 \(AT\): e-mail .* is not a plain address at @europarl\.europa\.eu|MEP file AT\.json .*emails\.1/)
    })

  it('takes the register’s addresses as they are written, capitals in the name included', () => {
    expect(errorsAfter((d) => void (firstMep(d).emails = ['Villy.SOVNDAL@europarl.europa.eu']))).toBe('')
  })
})
