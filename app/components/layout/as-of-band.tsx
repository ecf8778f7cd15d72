import { Trans } from '@lingui/react/macro'
import { Link, useMatch } from '@tanstack/react-router'
import { ArrowRight, CalendarDays, History } from 'lucide-react'
import { AS_OF } from '~/content/as-of'
import { formatDay } from '~/content/format'
import { useLangParam, useLang } from '~/i18n/use-lang'
import { WhereItStands } from '~/components/now/where-it-stands'

/**
 * Under the header of every page (docs/product.md#as-of-date): the day the page
 * describes, in the server's HTML, so it is there without JavaScript. Its second line,
 * the late notice, shows only when the visitor's clock is long past that day
 * (<html data-snapshot="late">, set before the first paint: app/boot/pre-paint.ts,
 * app/styles.css) and links to what happened since. On the updates page itself the
 * notice would point at the page the visitor is reading: it is left out there.
 *
 * On the home pages the band also says where it stands now (docs/product.md#where-it-stands-now):
 * the law in force on the statement's day, beside the day the rest of the page describes, so
 * the first screen never leaves a visitor with the snapshot's texts as if they were the law.
 */
export function AsOfBand({ onUpdatesPage = false }: { onUpdatesPage?: boolean }) {
  const lang = useLang()
  const langParam = useLangParam()
  const asOf = formatDay(AS_OF, lang)
  const onHomePage = useMatch({ from: '/{-$lang}/', shouldThrow: false }) !== undefined
  return (
    <div className="border-b border-border bg-muted/50" data-as-of-band>
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-2 text-sm sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
        <p className="flex items-start gap-2 text-muted-foreground">
          <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span data-as-of>
            <Trans comment="Under the header of every page. asOf: the day the site describes, e.g. 4 October 2025.">
              This page describes the situation on <time dateTime={AS_OF}>{asOf}</time>.
            </Trans>
          </span>
        </p>
        {!onUpdatesPage && (
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
