import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { Check, CircleDot, Hourglass } from 'lucide-react'
import { TIMELINE, type TimelineStatus } from '~/content/timeline'
import { formatMonthYear } from '~/content/format'
import { useLocale } from '~/i18n/use-lang-param'

// Marker colour by status (docs/product.md#timeline): done, happening now, still ahead.
const MARKER: Record<TimelineStatus, string> = {
  completed: 'bg-success text-success-foreground',
  current: 'bg-secondary text-secondary-foreground',
  upcoming: 'border-2 border-primary bg-background text-primary',
}
const ICON = { completed: Check, current: CircleDot, upcoming: Hourglass } as const

export function Timeline() {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const locale = useLocale()
  const statusText: Record<TimelineStatus, string> = {
    completed: t`Completed`,
    current: t`Now`,
    upcoming: t`Upcoming`,
  }
  return (
    <div className="mt-16">
      <h3 className="text-2xl font-bold">{t`Timeline`}</h3>
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
                    <time dateTime={event.date}>{formatMonthYear(event.date, locale)}</time>
                    <span className="mx-2" aria-hidden>
                      ·
                    </span>
                    <span className={event.status === 'current' ? 'text-secondary' : undefined}>{statusText[event.status]}</span>
                  </p>
                  <p className="mt-1 text-lg font-bold">{i18n._(event.title)}</p>
                  <p className="mt-1 text-muted-foreground">{i18n._(event.description)}</p>
                </div>
              </li>
            )
          })}
        </ol>
      </div>
    </div>
  )
}
