import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { SCHEDULED_EVENTS } from '~/content/scheduled-events'
import { scheduledEventSchema } from '~/content/schema'
import { publisherHost } from '~/content/publishers'
import { UPDATES } from '~/content/updates'
import { PUBLIC_LANGS } from '~/i18n/languages'
import { i18nFor } from '~/spread/build'
import { buildCalendar } from '~/spread/calendar'

const SITE = 'https://chatcontrol.info'
const calendar = (lang: (typeof PUBLIC_LANGS)[number]) => buildCalendar(i18nFor(lang), lang, SITE)
const events = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')

describe('the calendar of each language (RFC 5545)', () => {
  it.each(PUBLIC_LANGS)('%s: CRLF line ends, no line longer than 75 octets, folded lines continue with a space', (lang) => {
    const text = calendar(lang)
    // Every line ends with CRLF, the last one too (RFC 5545 §3.1; Python's icalendar refuses a file without it).
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true)
    const lines = text.split('\r\n')
    expect(lines.pop()).toBe('')
    expect(lines.some((line) => line.includes('\n') || line.includes('\r'))).toBe(false)
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75)
    // Long texts exist and are folded: a continuation line starts with one space.
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(10)
  })

  it.each(PUBLIC_LANGS)('%s: ical.js reads every update and announced event, all-day, with a UID and DTSTAMP', (lang) => {
    const parsed = events(calendar(lang))
    expect(parsed).toHaveLength(UPDATES.length + SCHEDULED_EVENTS.length)
    const uids = parsed.map((e) => e.getFirstPropertyValue('uid'))
    expect(new Set(uids).size).toBe(uids.length)
    for (const event of parsed) {
      expect(event.getFirstProperty('dtstart')?.type, String(event.getFirstPropertyValue('summary'))).toBe('date')
      expect(event.getFirstProperty('dtend')?.type).toBe('date')
      expect(event.getFirstPropertyValue('dtstamp')).toBeTruthy()
      expect(String(event.getFirstPropertyValue('summary'))).not.toBe('')
    }
  })

  it('English: each event shows its entry’s day, title and sources; a month-only update spans its month', () => {
    const parsed = events(calendar('en'))
    for (const update of UPDATES) {
      const event = parsed.find((e) => String(e.getFirstPropertyValue('uid')).startsWith(`update-${update.id}-en@`))!
      expect(event, update.id).toBeDefined()
      const start = String(event.getFirstPropertyValue('dtstart'))
      const end = String(event.getFirstPropertyValue('dtend'))
      if (update.datePrecision === 'month') {
        expect(start).toBe(`${update.date.slice(0, 7)}-01`)
        expect(end.slice(8)).toBe('01')
      } else {
        expect(start).toBe(update.date)
        expect(new Date(`${end}T00:00:00Z`).getTime() - new Date(`${start}T00:00:00Z`).getTime()).toBe(86_400_000)
      }
      expect(event.getFirstPropertyValue('summary')).toBe(update.title.message)
      for (const source of update.sources) expect(String(event.getFirstPropertyValue('description'))).toContain(source.url)
      expect(event.getFirstPropertyValue('url')).toBe(`${SITE}/updates#${update.id}`)
    }
  })

  it('the same content gives the same file: UIDs and DTSTAMPs come from the data, not the clock', () => {
    expect(calendar('de')).toBe(calendar('de'))
    const uid = String(events(calendar('fr'))[0]!.getFirstPropertyValue('uid'))
    expect(uid).toMatch(/^update-[a-z0-9-]+-fr@chatcontrol\.info$/)
  })

  it.each(PUBLIC_LANGS)('%s: the same UIDs whatever the origin, so a build for another host shows subscribers no event twice', (lang) => {
    const uids = (origin: string) => events(buildCalendar(i18nFor(lang), lang, origin)).map((e) => String(e.getFirstPropertyValue('uid')))
    const here = uids(SITE)
    expect(uids('http://localhost:3000')).toEqual(here)
    expect(uids('https://mirror.example.org')).toEqual(here)
    for (const uid of here) expect(uid).toMatch(new RegExp(`^(update|event)-[a-z0-9-]+-${lang}@chatcontrol\\.info$`))
    // The links follow the origin; only the identities stay.
    expect(buildCalendar(i18nFor(lang), lang, 'http://localhost:3000')).toContain('http://localhost:3000/')
  })

  it('German: the texts are the German catalog’s, and a called-off vote is CANCELLED', () => {
    const parsed = events(calendar('de'))
    const cancelled = parsed.filter((e) => e.getFirstPropertyValue('status') === 'CANCELLED')
    expect(cancelled.map((e) => String(e.getFirstPropertyValue('uid')).split('-de@')[0])).toEqual(
      SCHEDULED_EVENTS.filter((e) => e.status === 'cancelled').map((e) => `event-${e.id}`),
    )
    const english = events(calendar('en')).map((e) => e.getFirstPropertyValue('summary'))
    const german = parsed.map((e) => e.getFirstPropertyValue('summary'))
    expect(german.filter((title, i) => title !== english[i]).length).toBeGreaterThan(UPDATES.length / 2)
  })
})

describe('announced meetings and votes (app/content/scheduled-events.ts)', () => {
  it.each(SCHEDULED_EVENTS.map((e) => [e.id, e] as const))(
    '%s: valid, announced beforehand by a listed source, its outcome an update',
    (_, event) => {
      expect(scheduledEventSchema.safeParse(event).success).toBe(true)
      for (const source of event.announcedBy) {
        expect(publisherHost(source.url), source.url).toBeDefined()
        expect(source.date < event.date, `${source.url} announced it before ${event.date}`).toBe(true)
      }
      if (event.status === 'cancelled') expect(event.outcome).toBeDefined()
      if (event.outcome) expect(UPDATES.map((u) => u.id)).toContain(event.outcome)
    },
  )
})
