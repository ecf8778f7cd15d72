import { useLingui } from '@lingui/react/macro'
import { useLang } from '~/i18n/use-lang'
import { calendarPath, dataPath, type Dataset } from './paths'

const link = 'underline underline-offset-4 hover:text-foreground'

/**
 * The open data and the calendar, as one line of plain links (docs/open-data.md): in the
 * footer of every page, on the updates page and on each country page of "Act now".
 */
export function OpenDataLine({ className = '' }: { className?: string }) {
  const { t } = useLingui()
  const lang = useLang()
  const names: Record<Dataset, string> = {
    positions: t({
      message: 'governments’ positions',
      comment: 'Open data line (footer, updates page, country pages): link to the JSON file of the member states’ positions. Lower case.',
    }),
    updates: t({ message: 'updates', comment: 'Open data line: link to the JSON file of the updates. Lower case.' }),
    events: t({
      message: 'announced votes',
      comment: 'Open data line: link to the JSON file of the meetings and votes announced ahead. Lower case.',
    }),
    meps: t({
      message: 'MEPs and their votes',
      comment: 'Open data line: link to the JSON file of the MEPs and their roll-call votes. Lower case.',
    }),
  }
  const datasets = Object.keys(names) as Dataset[]
  return (
    <p className={`text-sm text-muted-foreground ${className}`} data-open-data>
      {t({
        message: 'Open data (JSON, CC BY 4.0):',
        comment: 'Open data line (footer, updates page, country pages): before the links to the JSON files. Keep "JSON" and "CC BY 4.0".',
      })}{' '}
      {datasets.map((name, i) => (
        <span key={name}>
          <a href={dataPath(name)} type="application/json" className={link}>
            {names[name]}
          </a>
          {i < datasets.length - 1 ? ', ' : ' · '}
        </span>
      ))}
      <a href={calendarPath(lang)} type="text/calendar" className={link} data-calendar>
        {t({
          message: 'calendar (iCalendar)',
          comment:
            'Open data line: link to the calendar file (.ics) of the dated events, in the page’s language. Keep "iCalendar". Lower case.',
        })}
      </a>
    </p>
  )
}
