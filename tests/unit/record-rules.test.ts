import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { updatesDigest } from '~/components/updates/updates-digest'
import { LAST_REVIEWED, REVIEW_BY } from '~/content/as-of'
import { checkContent, type ContentData } from '~/content/check'
import { COUNTRY_STANCES } from '~/content/council-record'
import { COUNTRY_POSITIONS, countPositions, countPositionsAfterMoves } from '~/content/countries'
import { AFFILIATE_DISCLOSURE, PROGRAMME_UNDOCUMENTED } from '~/content/legal/affiliate-disclosure'
import { INSTITUTION_HOSTS, publisherHost } from '~/content/publishers'
import type { RecordSource } from '~/content/schema'
import { ALL_TOOLS } from '~/content/tools'
import { RECORD_SEARCH, UPDATES } from '~/content/updates'
import { buildFeed } from '~/seo/feed'
import { messages as en } from '../../locales/en/updates.po'
import { contentData } from '../../scripts/lib/content-modules'

// The rules of the record of events (app/content/updates.ts, app/content/council-record.ts):
// the shipped data keeps them, and each rule of `npm run content:check` that guards them
// catches a fixture that breaks it. The day is the checking machine's, as the check takes it.
const TODAY = new Date().toISOString().slice(0, 10)
const base = (): ContentData => structuredClone(contentData())
type Entry = Record<string, unknown>
const errorsOf = (change: (data: ContentData) => void): string[] => {
  const data = base()
  change(data)
  return checkContent(data, TODAY).errors
}
const isInstitution = (url: string) => INSTITUTION_HOSTS.includes(publisherHost(url) ?? '')
const primaryFirst = (sources: readonly RecordSource[]) =>
  sources.every((source, i) => source.kind === 'secondary' || sources.slice(0, i).every((before) => before.kind === 'primary'))

describe('the record as shipped', () => {
  it('every entry and every stance has sources, each marked primary or secondary, primary ones first', () => {
    for (const { id, sources } of [...UPDATES, ...COUNTRY_STANCES.map((s) => ({ ...s, id: `${s.code} ${s.update}` }))]) {
      expect(sources.length, id).toBeGreaterThan(0)
      for (const source of sources) {
        expect(['primary', 'secondary'], `${id} ${source.url}`).toContain(source.kind)
        if (isInstitution(source.url)) expect(source.kind, `${id} ${source.url}`).toBe('primary')
      }
      expect(primaryFirst(sources), id).toBe(true)
    }
  })

  it('is newest first and holds nothing after the last review, which comes before the review date', () => {
    const days = UPDATES.map((u) => u.date)
    expect(days).toEqual([...days].sort().reverse())
    expect(days.every((day) => day <= LAST_REVIEWED)).toBe(true)
    expect(UPDATES.every((u) => u.checked <= LAST_REVIEWED && u.sources.every((s) => s.date <= LAST_REVIEWED))).toBe(true)
    expect(LAST_REVIEWED <= REVIEW_BY).toBe(true)
  })

  it('says what the last search found after the newest entry, on the day of the last review', () => {
    expect(RECORD_SEARCH.day).toBe(LAST_REVIEWED)
    expect(RECORD_SEARCH.after).toBe(UPDATES[0]!.date)
    expect(RECORD_SEARCH.searches.length).toBeGreaterThan(0)
    // The record names no later event than the one the search looked after.
    expect(UPDATES.filter((u) => u.date > RECORD_SEARCH.after)).toEqual([])
  })

  it('gives each stance a country of the tracker and an entry of the record on or before its day', () => {
    const codes = new Set(COUNTRY_POSITIONS.map((c) => c.code))
    for (const stance of COUNTRY_STANCES) {
      expect(codes.has(stance.code), stance.code).toBe(true)
      const update = UPDATES.find((u) => u.id === stance.update)
      expect(update, stance.update).toBeDefined()
      expect(stance.date >= update!.date, `${stance.code} ${stance.date}`).toBe(true)
      expect(stance.stance === 'statement', `${stance.code} ${stance.date}: a detail exactly for a statement`).toBe(Boolean(stance.detail))
    }
  })
})

describe('content:check catches a record that breaks a rule', () => {
  const cases: Array<[string, (data: ContentData) => void, RegExp]> = [
    ['a source without its kind', (d) => void delete ((d.updates[0] as Entry).sources as Entry[])[0]!.kind, /sources\.0\.kind/],
    [
      "an institution's own page marked secondary",
      (d) =>
        void ((d.updates[0] as Entry).sources = [
          { url: 'https://www.europarl.europa.eu/news/en/x', date: '2026-07-09', kind: 'secondary' },
        ]),
      /institution's own page/,
    ],
    [
      'a primary source after a secondary one',
      (d) =>
        void ((d.updates[0] as Entry).sources = [
          { url: 'https://netzpolitik.org/2026/x/', date: '2026-07-09', kind: 'secondary' },
          { url: 'https://eur-lex.europa.eu/eli/reg/2026/1881/oj', date: '2026-07-28', kind: 'primary' },
        ]),
      /must come before the secondary ones/,
    ],
    ['a stance of an unknown country', (d) => void ((d.stances[0] as Entry).code = 'XK'), /not a country of app\/content\/countries\.ts/],
    ['a stance of an unknown entry', (d) => void ((d.stances[0] as Entry).update = 'no-such-update-2026'), /no update has the id/],
    ['a stance dated before its entry', (d) => void ((d.stances[0] as Entry).date = '2025-10-05'), /before its update of/],
    ['a stance after the last review', (d) => void ((d.stances[0] as Entry).date = '2099-01-01'), /after the last review/],
    [
      'a statement without its words',
      (d) => void delete (d.stances.find((s) => (s as Entry).stance === 'statement') as Entry).detail,
      /needs its words/,
    ],
    [
      'a vote with a detail',
      (d) => {
        const vote = d.stances.find((s) => (s as Entry).stance !== 'statement') as Entry
        vote.detail = (d.stances.find((s) => (s as Entry).stance === 'statement') as Entry).detail
      },
      /only a statement has a detail/,
    ],
    [
      'a stance whose source is off the allow-list',
      (d) => void ((d.stances[0] as Entry).sources = [{ url: 'https://example.org/x', date: '2025-10-08', kind: 'secondary' }]),
      /allow-list/,
    ],
    ['a stance listed twice', (d) => void (d.stances = [d.stances[0], ...d.stances]), /listed twice/],
    [
      'a search on another day than the last review',
      (d) => void ((d.recordSearch as Entry).day = (d.updates.at(-1) as Entry).date),
      /not the last review/,
    ],
    [
      'a search that did not look after the newest entry',
      (d) => void ((d.recordSearch as Entry).after = (d.updates[1] as Entry).date),
      /newest update is of/,
    ],
    [
      'a source marked unread that is not a primary one',
      (d) =>
        void ((d.updates[0] as Entry).sources = [
          { url: 'https://netzpolitik.org/2026/x/', date: '2026-07-09', kind: 'secondary', unread: true },
        ]),
      /marked unread, which only a primary source may be/,
    ],
    [
      'an entry whose every source is marked unread',
      (d) =>
        void ((d.updates[0] as Entry).sources = [
          { url: 'https://eur-lex.europa.eu/eli/reg/2026/1881/oj', date: '2026-07-28', kind: 'primary', unread: true },
        ]),
      /every source is marked unread/,
    ],
    [
      'a statement of where it stands whose every source is marked unread',
      (d) =>
        void ((d.now as Entry).sources = [
          { url: 'https://eur-lex.europa.eu/eli/reg/2026/1881/oj', date: '2026-07-28', kind: 'primary', unread: true },
        ]),
      /now statement: every source is marked unread/,
    ],
    ['a search without queries', (d) => void ((d.recordSearch as Entry).searches = []), /at least one query/],
  ]
  for (const [name, change, error] of cases)
    it(name, () => {
      expect(errorsOf(change).join('\n')).toMatch(error)
    })
})

describe('where sources are listed, the kind goes with them, and "not opened by us" where it applies', () => {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: 'en', messages: en })
  // An entry with a primary and a secondary source, an unread one among them where the record has one.
  const mixed = UPDATES.filter((u) => u.sources.some((s) => s.kind === 'primary') && u.sources.some((s) => s.kind === 'secondary'))
  const update = mixed.find((u) => u.sources.some((s) => s.unread)) ?? mixed[0]!

  it('the newsletter issue labels each source link', () => {
    const { markdown } = updatesDigest(i18n, 'en', 'https://chatcontrol.info', update.date, [update])
    const links = markdown.split('\n').find((line) => line.startsWith('Sources:'))!
    expect(links.match(/\(primary source(, not opened by us)?\)\]/g)).toHaveLength(
      update.sources.filter((s) => s.kind === 'primary').length,
    )
    expect(links.match(/\(secondary source\)\]/g)).toHaveLength(update.sources.filter((s) => s.kind === 'secondary').length)
    expect(links.match(/, not opened by us\)\]/g) ?? []).toHaveLength(update.sources.filter((s) => s.unread).length)
  })

  it('the feed titles each related link with its publisher, day and kind', () => {
    const feed = buildFeed(i18n, 'en', 'https://chatcontrol.info')
    for (const source of update.sources)
      expect(feed).toMatch(
        new RegExp(
          `<link rel="related" href="${source.url.replace(/[.?+*()[\]]/g, '\\$&')}" title="[^"]+ \\(${source.kind} source${source.unread ? ', not opened by us' : ''}\\)"/>`,
        ),
      )
  })
})

describe('the corrections of the tracker and the disclosure hold', () => {
  it('the caption’s counts are the tally with every listed move applied; the tally keeps the specification’s 14 / 10 / 3', () => {
    expect(countPositions()).toEqual({ support: 14, oppose: 10, neutral: 3 })
    const after = { support: 0, oppose: 0, neutral: 0 }
    for (const c of COUNTRY_POSITIONS) after[c.moved?.status ?? c.status] += 1
    expect(countPositionsAfterMoves()).toEqual(after)
    expect(after.support + after.oppose + after.neutral).toBe(27)
  })

  it('names each affiliate pick whose programme is undocumented, and makes no commission claim for it', () => {
    for (const name of PROGRAMME_UNDOCUMENTED) {
      const tool = ALL_TOOLS.find((t) => t.name === name)
      expect(tool?.affiliate, name).toBe(true)
    }
    const text = AFFILIATE_DISCLOSURE.sections
      .flatMap((section) => section.blocks)
      .flatMap((block) => (block.kind === 'p' ? [block.text] : []))
      .map((d) => (d.message ?? '').replace(/\{(\w+)\}/g, (_, key: string) => String(d.values?.[key] ?? `{${key}}`)))
      .join('\n')
    const undocumented = PROGRAMME_UNDOCUMENTED.join(', ')
    const sentence = text.slice(text.indexOf(`For ${undocumented},`))
    // Named before "All the other tools … pay a commission", so that sentence no longer covers it.
    expect(sentence.startsWith(`For ${undocumented}, we have found no published page of an affiliate programme`)).toBe(true)
    expect(sentence.indexOf('All the other tools on our cards have affiliate programmes that pay a commission')).toBeGreaterThan(0)
  })
})
