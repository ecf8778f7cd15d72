import { useLingui } from '@lingui/react/macro'
import { Check, CircleDot, Hourglass } from 'lucide-react'
import { TIMELINE, type TimelineEvent, type TimelineStatus } from '~/content/timeline'
import { AS_OF } from '~/content/as-of'
import { formatDay, formatMonthYear } from '~/content/format'
import { useLang } from '~/i18n/use-lang'
import { CalendarLink } from '~/spread/calendar-link'
import { Message } from '~/i18n/fallback'

// Marker colour by status (docs/product.md#timeline): done, happening now, still ahead.
const MARKER: Record<TimelineStatus, string> = {
  completed: 'bg-success text-success-foreground',
  current: 'bg-secondary text-secondary-foreground',
  upcoming: 'border-2 border-primary bg-background text-primary',
}
const ICON = { completed: Check, current: CircleDot, upcoming: Hourglass } as const

export function Timeline() {
  const { t } = useLingui()
  const lang = useLang()
  const asOf = formatDay(AS_OF, lang)
  // Every status names its day (docs/product.md#timeline): the snapshot's "current" and
  // "upcoming" are true on the as-of date, not on the reader's.
  const statusText: Record<TimelineStatus, string> = {
    completed: t({
      message: `Completed`,
      comment: 'Home page, section "What is Chat Control?" (#chat-control), timeline: status of a phase that is over. One word.',
    }),
    current: t({
      message: `current phase on ${asOf}`,
      comment: 'Timeline status of the backlash phase; asOf: the day the site describes.',
    }),
    upcoming: t({ message: `planned on ${asOf}`, comment: 'Timeline status of the final vote: it was planned as of that day (asOf).' }),
  }
  const when = (event: TimelineEvent) =>
    event.status === 'current'
      ? t({
          message: `Since ${formatMonthYear(event.date, lang)}`,
          comment: 'Timeline date of the ongoing phase, e.g. "Since September 2024".',
        })
      : formatMonthYear(event.date, lang)
  return (
    <div className="mt-16">
      <h3 className="text-2xl font-bold">
        {t({
          message: `Timeline`,
          comment: 'Home page, section "What is Chat Control?" (#chat-control): heading of the timeline of the regulation. One word.',
        })}
      </h3>
      <div className="relative mt-8">
        {/* The line that joins the markers: vertical on phones, horizontal from md up. */}
        <span
          aria-hidden
          className="absolute top-5 bottom-5 left-5 w-0.5 bg-border md:top-5 md:right-5 md:bottom-auto md:h-0.5 md:w-auto"
        />
        <ol className="relative grid gap-8 md:grid-cols-3 md:gap-6">
          {TIMELINE.map((event) => {
            const Icon = ICON[event.status]
            return (
              <li key={event.date} data-status={event.status} className="relative flex gap-4 md:flex-col">
                <span className={`relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full ${MARKER[event.status]}`}>
                  <Icon aria-hidden className="size-5" />
                </span>
                <div>
                  <p className="text-sm font-semibold text-muted-foreground">
                    <time dateTime={event.date}>{when(event)}</time>
                    <span className="mx-2" aria-hidden>
                      ·
                    </span>
                    <span className={event.status === 'current' ? 'text-secondary' : undefined}>{statusText[event.status]}</span>
                  </p>
                  <p className="mt-1 text-lg font-bold">
                    <Message of={event.title} />
                  </p>
                  {event.day && event.decidedBy && (
                    <p className="text-sm font-semibold text-primary" data-event-day>
                      <Message of={event.decidedBy} />, <time dateTime={event.day}>{formatDay(event.day, lang)}</time>
                    </p>
                  )}
                  <p className="mt-1 text-muted-foreground">
                    <Message of={event.description} />
                  </p>
                </div>
              </li>
            )
          })}
        </ol>
      </div>
      {/* The dates of the record since, and the announced votes, in the visitor's calendar (app/spread/calendar.ts). */}
      <p className="mt-6">
        <CalendarLink />
      </p>
    </div>
  )
}
