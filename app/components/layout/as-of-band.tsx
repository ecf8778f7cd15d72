import { Trans } from '@lingui/react/macro'
import { Link, useMatch } from '@tanstack/react-router'
import { ArrowRight, CalendarDays, History } from 'lucide-react'
import { AS_OF, LAST_REVIEWED } from '~/content/as-of'
import { formatDay } from '~/content/format'
import { MEP_RECORD } from '~/content/meps'
import { NOW } from '~/content/now'
import { useLangParam, useLang } from '~/i18n/use-lang'
import { WhereItStands } from '~/components/now/where-it-stands'
import { usePageDating, type PageDating } from './page-dating'

/**
 * The line that dates a page, under the header and in the footer (docs/product.md#as-of-date),
 * by what the page shows (page-dating.ts): the snapshot's day on the snapshot pages, the record's
 * own days on the action pages and the updates page. `scope`: the footer speaks of the site on
 * the snapshot pages, as it always has.
 */
export function PageDateLine({ dating, scope = 'page' }: { dating: PageDating; scope?: 'page' | 'site' }) {
  const lang = useLang()
  if (dating === 'act') {
    const day = formatDay(NOW.date, lang)
    const compiled = formatDay(MEP_RECORD.describes, lang)
    return (
      <span data-record-date>
        <Trans comment="Under the header and in the footer of the 'Act now' pages, which show today's record, not the site's snapshot of 2025. day: the day of the statement of where it stands (e.g. 27 November 2026); compiled: the day the MEPs' votes were compiled (e.g. 10 July 2026).">
          Where it stands as of <time dateTime={NOW.date}>{day}</time>; MEPs’ votes as compiled on{' '}
          <time dateTime={MEP_RECORD.describes}>{compiled}</time>.
        </Trans>
      </span>
    )
  }
  if (dating === 'updates') {
    const reviewed = formatDay(LAST_REVIEWED, lang)
    const asOf = formatDay(AS_OF, lang)
    return (
      <span data-record-date>
        <Trans comment="Under the header and in the footer of the updates page, which shows what happened after the site's snapshot. asOf: the snapshot's day (4 October 2025); reviewed: the day the record was last reviewed (e.g. 27 November 2026).">
          What happened after <time dateTime={AS_OF}>{asOf}</time>, as reviewed on <time dateTime={LAST_REVIEWED}>{reviewed}</time>.
        </Trans>
      </span>
    )
  }
  const asOf = formatDay(AS_OF, lang)
  return scope === 'site' ? (
    <span data-as-of>
      <Trans comment="Footer of every page, under the copyright line. asOf: the day the site describes.">
        This site describes the situation on <time dateTime={AS_OF}>{asOf}</time>.
      </Trans>
    </span>
  ) : (
    <span data-as-of>
      <Trans comment="Under the header of every page. asOf: the day the site describes, e.g. 4 October 2025.">
        This page describes the situation on <time dateTime={AS_OF}>{asOf}</time>.
      </Trans>
    </span>
  )
}

/**
 * Under the header of every page (docs/product.md#as-of-date): the day or days the page
 * describes, in the server's HTML, so it is there without JavaScript. Its second line,
 * the late notice, shows only when the visitor's clock is long past that day
 * (<html data-snapshot="late">, set before the first paint: app/boot/pre-paint.ts,
 * app/styles.css) and links to what happened since. Only the snapshot pages have it: the
 * updates page and the action pages show the record, each dated by its own data (PageDateLine).
 *
 * On the home pages the band also says where it stands now (docs/product.md#where-it-stands-now):
 * the law in force on the statement's day, beside the day the rest of the page describes, so
 * the first screen never leaves a visitor with the snapshot's texts as if they were the law.
 */
export function AsOfBand() {
  const lang = useLang()
  const langParam = useLangParam()
  const dating = usePageDating()
  const asOf = formatDay(AS_OF, lang)
  const onHomePage = useMatch({ from: '/{-$lang}/', shouldThrow: false }) !== undefined
  return (
    <div className="border-b border-border bg-muted/50" data-as-of-band={dating}>
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-2 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
        <p className="flex items-start gap-2 text-muted-foreground">
          <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0" />
          <PageDateLine dating={dating} />
        </p>
        {dating === 'snapshot' && (
          <p className="late-notice items-start gap-2 font-medium text-foreground" data-late-notice role="note">
            <History aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>
              <Trans comment="Shown under the header only to visitors more than a month after the day the site describes; the link leads to the updates page.">
                Much has happened since.{' '}
                <Link
                  to="/{-$lang}/updates"
                  params={{ lang: langParam }}
                  className="inline-flex items-center gap-1 font-semibold text-primary underline underline-offset-4"
                >
                  Read what happened after {asOf}
                  <ArrowRight aria-hidden className="size-4" />
                </Link>
              </Trans>
            </span>
          </p>
        )}
        {onHomePage && <WhereItStands variant="band" />}
      </div>
    </div>
  )
}
