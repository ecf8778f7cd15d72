import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { AS_OF } from '~/content/as-of'
import { formatDay, formatMonthYear } from '~/content/format'
import { SCHEDULED_EVENTS } from '~/content/scheduled-events'
import { UPDATES } from '~/content/updates'
import { getLanguage, type Lang } from '~/i18n/languages'
import { publicPath } from '~/i18n/slugs'
import { absoluteUrl } from '~/seo/alternates'
import { SITE_NAME } from '~/seo/site'
import { calendarPath } from './paths'

/** Midnight UTC of an ISO day: all-day dates are written from the UTC calendar day (ical-generator's formatDate). */
const day = (iso: string): Date => new Date(`${iso}T00:00:00Z`)
/** The first day of the month after an ISO day's month. */
const nextMonth = (iso: string): Date => {
  const date = day(`${iso.slice(0, 7)}-01`)
  date.setUTCMonth(date.getUTCMonth() + 1)
  return date
}
const nextDay = (iso: string): Date => new Date(day(iso).getTime() + 86_400_000)

/**
 * The domain part of every UID, whatever the build's origin: a calendar app knows an event by
 * its UID, so a UID that followed SITE_URL would make each event new again for subscribers of a
 * build for another host (the reasoning of docs/decisions/019-feed-ids-independent-of-the-origin.md,
 * whose tag authority names the same domain).
 */
const UID_DOMAIN = 'chatcontrol.info'

/**
 * The iCalendar file (RFC 5545) of a language: every dated event of the record — the updates
 * after the as-of date (app/content/updates.ts) and the meetings and votes a source announced
 * (app/content/scheduled-events.ts) — as all-day events, in that language. An update known to
 * the month only spans its month rather than claiming a day. Written by ical-generator (CRLF
 * line ends, the last line's included, lines folded at 75 octets); UIDs are stable per event and language, whatever
 * `siteUrl` is, and DTSTAMP is the day the entry was compared with its sources, so the file
 * changes only when its content does. `i18n` must hold the `messages`, `updates` and `home` catalogs of `lang`.
 */
export function buildCalendar(i18n: I18n, lang: Lang, siteUrl: string): string {
  const updatesPage = absoluteUrl(siteUrl, publicPath('/{-$lang}/updates', lang))
  const asOf = formatDay(AS_OF, lang)
  const sourcesLabel = t(i18n)({
    message: 'Sources:',
    comment: 'Calendar (.ics): before the list of source links in the description of an event.',
  })
  const calendar = ical({
    name: t(i18n)({
      message: `${SITE_NAME}: Chat Control dates`,
      comment: 'Name of the calendar (.ics file) that a visitor adds to a calendar app. SITE_NAME is "Chat Control Info", keep it.',
    }),
    description: t(i18n)({
      message: `What happened to Chat Control after ${asOf}, and the meetings and votes that were announced, each with its sources.`,
      comment: 'Description of the calendar (.ics file); asOf is the day the rest of the site describes.',
    }),
    prodId: { company: SITE_NAME, product: 'Chat Control dates', language: getLanguage(lang).tag.toUpperCase() },
    url: updatesPage,
    source: absoluteUrl(siteUrl, calendarPath(lang)),
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps that subscribe look again once a day.
    ttl: 24 * 60 * 60,
  })

  for (const update of UPDATES) {
    const monthOnly = update.datePrecision === 'month'
    const summary = i18n._(update.summary)
    const month = formatMonthYear(update.date, lang)
    const when = monthOnly
      ? t(i18n)({
          message: `Date known to the month only: ${month}.`,
          comment: 'Calendar (.ics): first line of the description of an event whose sources give the month but not the day.',
        })
      : null
    calendar.createEvent({
      id: `update-${update.id}-${lang}@${UID_DOMAIN}`,
      start: monthOnly ? day(`${update.date.slice(0, 7)}-01`) : day(update.date),
      end: monthOnly ? nextMonth(update.date) : nextDay(update.date),
      allDay: true,
      stamp: day(update.checked),
      summary: i18n._(update.title),
      description: [...(when ? [when] : []), summary, '', sourcesLabel, ...update.sources.map((s) => s.url)].join('\n'),
      url: `${updatesPage}#${update.id}`,
      categories: [{ name: 'UPDATE' }],
    })
  }

  const announcedLabel = t(i18n)({
    message: 'Announced by:',
    comment: 'Calendar (.ics): before the source links that announced a meeting or vote.',
  })
  for (const event of SCHEDULED_EVENTS) {
    const outcome = event.outcome ? UPDATES.find((u) => u.id === event.outcome) : undefined
    const outcomeTitle = outcome ? i18n._(outcome.title) : ''
    const outcomeText = outcome
      ? t(i18n)({
          message: `What came of it: ${outcomeTitle}`,
          comment: 'Calendar (.ics): in the description of an announced meeting or vote, the title of the update that says what happened.',
        })
      : null
    calendar.createEvent({
      id: `event-${event.id}-${lang}@${UID_DOMAIN}`,
      start: day(event.date),
      end: nextDay(event.date),
      allDay: true,
      stamp: day(event.checked),
      summary: i18n._(event.title),
      status: event.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      description: [...(outcomeText ? [outcomeText, ''] : []), announcedLabel, ...event.announcedBy.map((s) => s.url)].join('\n'),
      url: outcome ? `${updatesPage}#${outcome.id}` : updatesPage,
      categories: [{ name: 'SCHEDULED' }],
    })
  }
  // RFC 5545 §3.1: every content line ends with CRLF, END:VCALENDAR too; ical-generator leaves the
  // last one bare, which strict parsers (Python's icalendar) refuse.
  const text = calendar.toString()
  return text.endsWith('\r\n') ? text : `${text}\r\n`
}
