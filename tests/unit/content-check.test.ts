import { describe, expect, it } from 'vitest'
import { checkContent, dayAfter, type ContentData } from '~/content/check'
import { contentData } from '../../scripts/lib/content-modules'

// Each rule of `npm run content:check` (app/content/check.ts) breaks one entry of the
// real data and must be caught; the data as shipped passes. "Today" is the clock's day in
// UTC, as scripts/check-content.ts takes it, so an entry checked today passes on any day.
const TODAY = new Date().toISOString().slice(0, 10)
const { lastReviewed, reviewBy } = contentData()
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
      (d) => void (first(d.updates).sources = [{ url: 'http://netzpolitik.org/x', date: '2025-10-09', kind: 'secondary' }]),
      /https/,
    ],
    [
      'a source off the allow-list',
      (d) => void (first(d.updates).sources = [{ url: 'https://example.org/x', date: '2025-10-09', kind: 'secondary' }]),
      /allow-list/,
    ],
    ['an update on or before the as-of date', (d) => void ((d.updates.at(-1) as Entry).date = '2025-10-04'), /not after the as-of date/],
    [
      'an update after the last review',
      (d) => void ((first(d.updates).date = dayAfter(lastReviewed)), (first(d.updates).checked = dayAfter(lastReviewed))),
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
    [
      'a checked day no time zone has reached',
      (d) => void (first(d.updates).checked = dayAfter(dayAfter(TODAY))),
      new RegExp(`checked ${dayAfter(dayAfter(TODAY))} is in the future \\(today is ${TODAY} in UTC`),
    ],
    [
      'an action page dated by the snapshot: its votes compiled on or before the as-of date',
      (d) => void ((d.meps.record as Entry).describes = d.asOf),
      /MEPs’ votes as compiled .* on or before the snapshot's day/,
    ],
  ]
  for (const [name, change, message] of cases) {
    it(`catches ${name}`, () => {
      const errors = broken(change)
      expect(errors.join('\n')).toMatch(message)
    })
  }

  describe('refuses a source the corrections log has withdrawn', () => {
    // Each correction lists the addresses it stopped citing (`withdrawn`, app/content/corrections.ts).
    const withdrawals = (contentData().corrections as readonly Entry[]).flatMap((c) =>
      ((c.withdrawn as string[] | undefined) ?? []).map((url) => [c.id as string, url] as const),
    )
    const address = withdrawals[0]![1]
    // The error names a correction that withdrew the address (the log may withdraw it more than once).
    const correction = `(${withdrawals
      .filter(([, url]) => url === address)
      .map(([id]) => id)
      .join('|')})`
    const ministry = (d: ContentData, code: string) =>
      (d.council.memberStates as Array<{ code: string; ministry?: { source: Entry } }>).find((s) => s.code === code)!.ministry!
    const spellings: Array<[string, string]> = [
      ['as the log writes it', address],
      ['without "www." and with a trailing slash', address.replace('://www.', '://') + '/'],
    ]
    for (const [how, url] of spellings) {
      it(`in an update's sources, ${how}`, () => {
        const errors = broken((d) => void (first(d.updates).sources = [{ url, date: '2025-10-09', kind: 'secondary' }]))
        expect(errors.join('\n')).toMatch(new RegExp(`update \\S+: .* was withdrawn by the correction ${correction}`))
      })
    }
    it('in the Council side of a member state', () => {
      const errors = broken((d) => void (ministry(d, 'SI').source.url = address))
      expect(errors.join('\n')).toMatch(new RegExp(`council SI ministry: .* was withdrawn by the correction ${correction}`))
    })
    it('in a tool card', () => {
      const errors = broken((d) => void ((first(d.toolGroups) as { tools: Entry[] }).tools[0]!.featureSources = [address]))
      expect(errors.join('\n')).toMatch(new RegExp(`tool .*: .* was withdrawn by the correction ${correction}`))
    })
    it('and accepts the same source once no correction withdraws it', () => {
      const data = base()
      ministry(data, 'SI').source.url = address
      data.corrections = (data.corrections as Entry[]).map((c) => ({ ...c, withdrawn: undefined }))
      expect(checkContent(data, TODAY).errors).toEqual([])
    })
  })

  it('accepts an entry checked today, and tomorrow in UTC (a time zone ahead of UTC)', () => {
    for (const day of [TODAY, dayAfter(TODAY)]) {
      const data = base()
      first(data.updates).checked = day
      first(data.news).checked = day
      expect(checkContent(data, TODAY).errors).toEqual([])
    }
  })

  it('warns, without failing, once the review date has passed', () => {
    const report = checkContent(base(), dayAfter(reviewBy))
    expect(report.warnings.join('\n')).toMatch(new RegExp(`review date ${reviewBy} has passed`))
    expect(report.errors).toEqual([])
  })
})
