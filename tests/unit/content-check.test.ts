import { describe, expect, it } from 'vitest'
import { checkContent, type ContentData } from '~/content/check'
import { contentData } from '../../scripts/lib/content-modules'

// Each rule of `npm run content:check` (app/content/check.ts) breaks one entry of the
// real data and must be caught; the data as shipped passes.
const TODAY = '2026-11-25'
const base = (): ContentData => structuredClone(contentData())
type Entry = Record<string, unknown>
const first = (list: readonly unknown[]) => list[0] as Entry
function broken(change: (data: ContentData) => void): string[] {
  const data = base()
  change(data)
  return checkContent(data, TODAY).errors
}

describe('npm run content:check', () => {
  it('passes the content as shipped', () => {
    expect(checkContent(base(), TODAY).errors).toEqual([])
  })

  const cases: Array<[string, (data: ContentData) => void, RegExp]> = [
    ['a field of the wrong shape (schema)', (d) => void (first(d.updates).date = '8 October 2025'), /update .*date/],
    ['an unknown field (strict schema)', (d) => void (first(d.news).author = 'someone'), /news .*Unrecognized key/i],
    ['an update without a source', (d) => void (first(d.updates).sources = []), /at least one source/],
    [
      'a source that is not https',
      (d) => void (first(d.updates).sources = [{ url: 'http://netzpolitik.org/x', date: '2025-10-09' }]),
      /https/,
    ],
    [
      'a source off the allow-list',
      (d) => void (first(d.updates).sources = [{ url: 'https://example.org/x', date: '2025-10-09' }]),
      /allow-list/,
    ],
    ['an update on or before the as-of date', (d) => void ((d.updates.at(-1) as Entry).date = '2025-10-04'), /not after the as-of date/],
    [
      'an update after the last review',
      (d) => void ((first(d.updates).date = '2027-01-01'), (first(d.updates).checked = '2027-01-01')),
      /after the last review/,
    ],
    ['updates out of order', (d) => void (d.updates = [...d.updates].reverse()), /out of order/],
    ['a duplicate id', (d) => void (d.updates = [d.updates[0], ...d.updates]), /used twice/],
    ['fewer updates than the record needs', (d) => void (d.updates = d.updates.slice(0, 3)), /at least 8/],
    [
      'a news item after the as-of date',
      (d) => void ((first(d.news).date = '2025-10-09'), (first(d.news).checked = '2025-10-09')),
      /after the as-of date/,
    ],
    [
      'a correction without source or reason',
      (d) => void ((first(d.corrections).source = undefined), (first(d.corrections).unsourcedBecause = undefined)),
      /needs a source/,
    ],
    ['a country source dated after the as-of date', (d) => void (first(d.countries).sourceDate = '2025-10-05'), /after the as-of date/],
    ['a country "checked" on a snapshot date', (d) => void (first(d.countries).checked = '2025-10-04'), /not a date of the snapshot/],
    [
      'a move outside the tally and the as-of date',
      (d) => void ((d.countries.find((c) => (c as Entry).moved) as { moved: Entry }).moved.date = '2025-10-08'),
      /a move dated/,
    ],
    ['counts other than 14 / 10 / 3', (d) => void (first(d.countries).status = 'support'), /specification fixes 14 \/ 10 \/ 3/],
    ['a missing country', (d) => void (d.countries = d.countries.slice(1)), /specification fixes 27/],
    [
      'an upcoming timeline event without its day',
      (d) => void ((d.timeline.find((e) => (e as Entry).status === 'upcoming') as Entry).day = undefined),
      /needs its day/,
    ],
    ['a tool group too few', (d) => void (d.toolGroups = d.toolGroups.slice(1)), /5 groups|17/],
    [
      'a tool whose affiliate flag contradicts its programme',
      (d) => void ((first(d.toolGroups) as { tools: Entry[] }).tools[0]!.affiliate = false),
      /affiliate is true exactly/,
    ],
    ['a checked day in the future', (d) => void (first(d.updates).checked = '2099-01-01'), /in the future/],
  ]
  for (const [name, change, message] of cases) {
    it(`catches ${name}`, () => {
      const errors = broken(change)
      expect(errors.join('\n')).toMatch(message)
    })
  }

  it('warns, without failing, once the review date has passed', () => {
    const report = checkContent(base(), '2099-01-01')
    expect(report.warnings.join('\n')).toMatch(/review date .* has passed/)
    expect(report.errors.filter((e) => !/in the future/.test(e))).toEqual([])
  })
})
