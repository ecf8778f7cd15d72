import { useLingui } from '@lingui/react/macro'
import { CalendarPlus } from 'lucide-react'
import { buttonVariants } from '~/ui/button'
import { useLang } from '~/i18n/use-lang'
import { calendarPath } from './paths'

/** The calendar of the page's language (app/spread/calendar.ts): on the updates page and under the timeline. */
export function CalendarLink() {
  const { t } = useLingui()
  const lang = useLang()
  return (
    <a
      href={calendarPath(lang)}
      type="text/calendar"
      className={buttonVariants({ variant: 'link', size: 'inline', className: 'min-h-11' })}
      data-calendar
    >
      <CalendarPlus aria-hidden className="size-4" />
      {t({
        message: 'Add these dates to your calendar (iCalendar)',
        comment:
          'Link on the updates page and under the home page’s timeline to the calendar file (.ics) of the updates and the announced votes. Keep "iCalendar".',
      })}
    </a>
  )
}
