import { describe, expect, it } from 'vitest'
import { AMBASSADORS_VOTE, AS_OF, LAST_REVIEWED, MINISTERS_VOTE } from '~/content/as-of'
import { NEWS_ARTICLES } from '~/content/news'
import { COUNTRY_POSITIONS, TALLY, countPositions } from '~/content/countries'
import { TIMELINE } from '~/content/timeline'
import { PRIVACY_POLICY } from '~/content/legal/privacy-policy'
import { TERMS } from '~/content/legal/terms'
import { AFFILIATE_DISCLOSURE } from '~/content/legal/affiliate-disclosure'
import { SPEC_COUNTS } from '~/content/check'

// ISO dates compare correctly as strings; a month ('2025-10') sorts before its days.
const ISO_DAY = /^\d{4}-\d\d-\d\d$/

describe('one "as of" date for the whole site (app/content/as-of.ts)', () => {
  it('is a real day in October 2025, before the Council vote of 14 October', () => {
    expect(AS_OF).toMatch(ISO_DAY)
    expect(Number.isNaN(Date.parse(AS_OF))).toBe(false)
    expect(AS_OF >= '2025-10-01' && AS_OF < '2025-10-14').toBe(true)
  })

  it("is 3 days before the ambassadors' vote (the hero's fixed \"3 days\" card) and before the ministers' vote", () => {
    const days = (Date.parse(AMBASSADORS_VOTE) - Date.parse(AS_OF)) / 86_400_000
    // The countdown starts at 3 d 12 h 30 min: from the evening of the as-of day to the morning of the vote.
    expect(days).toBeGreaterThanOrEqual(3)
    expect(days).toBeLessThan(5)
    expect(MINISTERS_VOTE > AMBASSADORS_VOTE).toBe(true)
  })

  it('every news item has a source checked on or before it; every country entry a source of a day on or before it', () => {
    for (const article of NEWS_ARTICLES) expect(article.checked <= AS_OF && article.checked >= article.date, article.id).toBe(true)
    for (const country of COUNTRY_POSITIONS) {
      expect(country.source, country.code).toMatch(/^https:\/\//)
      expect(country.sourceDate <= AS_OF, country.code).toBe(true)
      // `checked` is the real day someone compared the entry with its source, not a snapshot date.
      expect(country.checked > AS_OF, country.code).toBe(true)
    }
  })

  it('no news item is dated after it', () => {
    for (const article of NEWS_ARTICLES) {
      expect(article.date, article.id).toMatch(ISO_DAY)
      expect(article.date <= AS_OF, `${article.id} (${article.date}) is after ${AS_OF}`).toBe(true)
    }
  })

  it('the country positions are one tally before it, and still derive 14 / 10 / 3', () => {
    expect(TALLY.date < AS_OF).toBe(true)
    expect(COUNTRY_POSITIONS).toHaveLength(SPEC_COUNTS.countries)
    expect(countPositions()).toEqual(SPEC_COUNTS.positions)
  })

  it('the timeline is consistent with it: past events before, the vote still upcoming', () => {
    const asOfMonth = AS_OF.slice(0, 7)
    for (const event of TIMELINE) {
      if (event.status === 'upcoming') expect(event.date >= asOfMonth, event.date).toBe(true)
      else expect(event.date <= asOfMonth, event.date).toBe(true)
    }
    const vote = TIMELINE.find((e) => e.status === 'upcoming')!
    const days = [...(vote.description.message ?? '').matchAll(/(\d{1,2}) October/g)].map((m) => `2025-10-${m[1]!.padStart(2, '0')}`)
    expect(days).toEqual([AMBASSADORS_VOTE, MINISTERS_VOTE])
    for (const day of days) expect(day > AS_OF).toBe(true)
  })

  it('no legal page was last updated after it', () => {
    for (const doc of [PRIVACY_POLICY, TERMS, AFFILIATE_DISCLOSURE]) {
      expect(doc.updatedIso, 'every legal page states when it was last updated').toBeDefined()
      expect(doc.updatedIso! <= AS_OF, doc.updatedIso).toBe(true)
    }
  })

  it('a legal page changed after its date says so, with the day of the change', () => {
    for (const doc of [PRIVACY_POLICY, TERMS, AFFILIATE_DISCLOSURE]) {
      if (!doc.amended) continue
      expect(doc.amended.iso > doc.updatedIso!, doc.amended.iso).toBe(true)
      expect(doc.amended.iso <= LAST_REVIEWED, doc.amended.iso).toBe(true)
      const [y, m, d] = doc.amended.iso.split('-').map(Number)
      const day = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
      expect(doc.amended.text.message).toContain(`Amended on ${day}:`)
    }
  })
})
