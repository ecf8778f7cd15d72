import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { checkContent, type ContentData } from '~/content/check'
import { CORRECTIONS } from '~/content/corrections'
import { majorityOf, ROLL_CALLS } from '~/content/roll-calls'
import { UPDATES } from '~/content/updates'
import { buildFeed } from '~/seo/feed'
import { messages as act } from '../../locales/en/act.po'
import { messages as updates } from '../../locales/en/updates.po'
import { messages as home } from '../../locales/en/home.po'
import { messages as base } from '../../locales/en/messages.po'
import { contentData } from '../../scripts/lib/content-modules'

// One figure per fact: the majority a roll call needed is written once, in app/content/roll-calls.ts
// (`membersInOffice`, `majorityNeeded`, read through `majorityOf`), with its reason, and the record of
// the same day (app/content/updates.ts, its feed) names that figure and no other.
const TODAY = new Date().toISOString().slice(0, 10)
type Entry = Record<string, unknown>
const errorsOf = (change: (data: ContentData) => void): string => {
  const data = structuredClone(contentData())
  change(data)
  return checkContent(data, TODAY).errors.join('\n')
}
const byMajority = ROLL_CALLS.filter((call) => call.majority === 'component-members')

describe('the majority a roll call needed', () => {
  it('is a majority of the Members in office, with its reason, for every vote that needed all the Members', () => {
    expect(byMajority.length).toBeGreaterThan(0)
    for (const call of byMajority) {
      const majority = majorityOf(call)!
      expect(majority.needed, call.id).toBe(Math.floor(majority.membersInOffice / 2) + 1)
      expect(majority.reason.message).toMatch(/\{needed\}.*\{members\}/)
      const { for: yes, against: no, abstention } = call.result
      expect(yes + no + abstention, call.id).toBeLessThanOrEqual(majority.membersInOffice)
      expect(call.outcome === 'adopted', call.id).toBe(yes >= majority.needed)
    }
    for (const call of ROLL_CALLS.filter((c) => c.majority === 'votes-cast')) expect(majorityOf(call), call.id).toBeUndefined()
  })

  it('is the figure the record of the same day names, on the updates page and in the feed', () => {
    const i18n = setupI18n()
    i18n.loadAndActivate({ locale: 'en', messages: { ...base, ...home, ...updates } })
    const feed = buildFeed(i18n, 'en', 'https://chatcontrol.info')
    for (const call of byMajority) {
      const { needed, membersInOffice } = majorityOf(call)!
      const update = UPDATES.find((u) => u.date === call.date && u.summary.message!.includes(String(call.result.for)))
      expect(update, call.id).toBeDefined()
      const summary = update!.summary.message!
      expect(summary).toContain(`${needed} of the ${membersInOffice}`)
      expect(feed).toContain(`${needed} of the ${membersInOffice}`)
      // No other count of the same majority: neither the seats' majority nor another figure beside "majority".
      for (const other of [needed - 1, needed + 1]) expect(summary, String(other)).not.toMatch(new RegExp(`\\b${other}\\b`))
    }
  })

  it('appears in no English text with another figure (the corrections log quotes what it replaced)', () => {
    const quoted = new Set(CORRECTIONS.map((c) => c.before.message))
    for (const call of byMajority) {
      const { needed } = majorityOf(call)!
      const catalogs = [act, updates, home, base]
        .flatMap((messages) => Object.values(messages).map(String))
        .filter((text) => !quoted.has(text))
      for (const other of [needed - 1, needed + 1])
        expect(
          catalogs.filter((text) => new RegExp(`\\b${other}\\b[^.]*majority|majority[^.]*\\b${other}\\b`).test(text)),
          String(other),
        ).toEqual([])
    }
  })

  it('content:check refuses a figure that is not a majority of the Members in office', () => {
    const at = ROLL_CALLS.findIndex((call) => call.majority === 'component-members')
    expect(errorsOf((d) => void ((d.meps.rollCalls[at] as Entry).majorityNeeded = 361))).toMatch(
      /is not a majority of \d+ Members in office/,
    )
    expect(errorsOf((d) => void delete (d.meps.rollCalls[at] as Entry).membersInOffice)).toMatch(/needs membersInOffice and majorityNeeded/)
  })
})

describe('what became of each motion', () => {
  it('is said in words that name the outcome: a failed motion to reject says it failed', () => {
    for (const call of ROLL_CALLS) {
      expect(call.outcomeMeans.message, call.id).toBeTruthy()
      if (call.inverted && call.outcome === 'rejected') expect(call.outcomeMeans.message, call.id).toMatch(/motion to reject failed/)
    }
  })
})
