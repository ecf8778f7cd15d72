import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { History, Rss } from 'lucide-react'
import { AS_OF, LAST_REVIEWED } from '~/content/as-of'
import { CORRECTIONS } from '~/content/corrections'
import { formatDay, formatMonthYear } from '~/content/format'
import { UPDATES } from '~/content/updates'
import { Message } from '~/i18n/fallback'
import { useLangParam, useLang } from '~/i18n/use-lang'
import { feedPath } from '~/seo/feed-paths'
import { buttonVariants } from '~/ui/button'
import { SimplePage } from '~/components/pages/simple-page'
import { WhereItStands } from '~/components/now/where-it-stands'
import { SourceLinks } from './source-links'
import { CalendarLink } from '~/spread/calendar-link'
import { OpenDataLine } from '~/spread/open-data-line'

/**
 * The updates page (docs/product.md#updates): where it stands now (the law in force and the
 * negotiation, docs/product.md#where-it-stands-now) at the top; then what happened after the
 * as-of date, newest first, each entry with its sources; where the record ends; the corrections log.
 * Static content: text and links only (static-content.tsx).
 */
export function UpdatesPage() {
  const { t } = useLingui()
  const lang = useLang()
  const langParam = useLangParam()
  const asOf = formatDay(AS_OF, lang)
  const reviewed = formatDay(LAST_REVIEWED, lang)
  const latest = UPDATES[0]
  const latestDay = latest ? formatDay(latest.date, lang) : asOf
  return (
    <SimplePage
      badge={
        <>
          <History aria-hidden className="size-4" />
          <Trans comment="Badge above the updates page title: the day this record was last compared with its sources.">
            Last reviewed on <time dateTime={LAST_REVIEWED}>{reviewed}</time>
          </Trans>
        </>
      }
      title={t({
        message: `What happened since ${asOf}`,
        comment: 'Title of the updates page; asOf is the day the rest of the site describes.',
      })}
      subtitle={
        <Trans comment="Under the updates page title. asOf: the day the rest of the site describes.">
          The rest of this site describes the situation on {asOf}. This page records, newest first, what happened after that day — each
          entry with its sources.
        </Trans>
      }
    >
      <div className="mt-6">
        <WhereItStands />
      </div>
      <div className="mt-6 max-w-3xl space-y-3 rounded-2xl border border-border bg-card p-5 text-sm text-muted-foreground">
        <p>
          <Trans comment="Where the record ends. reviewed: the day it was last compared with sources; latestDay: the newest event in it.">
            Our record ends with the latest event we could source, on {latestDay}, and was last reviewed on {reviewed}. Anything later is
            not in it yet.
          </Trans>
        </p>
        <a
          href={feedPath(lang)}
          type="application/atom+xml"
          className={buttonVariants({ variant: 'link', size: 'inline', className: 'min-h-11' })}
        >
          <Rss aria-hidden className="size-4" />
          {t({
            message: 'Follow these updates (Atom feed)',
            comment: 'Link to the feed of this language: updates and news. "Atom" is the feed format, keep it.',
          })}
        </a>
        <CalendarLink />
        <OpenDataLine />
      </div>

      <ol className="mt-10 max-w-3xl space-y-6" data-updates>
        {UPDATES.map((update) => {
          const when = update.datePrecision === 'month' ? formatMonthYear(update.date, lang) : formatDay(update.date, lang)
          return (
            <li key={update.id} id={update.id} data-update={update.id} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <p className="text-sm font-semibold text-primary">
                <time dateTime={update.date}>{when}</time>
              </p>
              <h2 className="mt-2 text-xl font-bold text-balance break-words hyphens-auto">
                <Message of={update.title} />
              </h2>
              <p className="mt-2 text-pretty text-muted-foreground">
                <Message of={update.summary} />
              </p>
              <SourceLinks
                sources={update.sources}
                label={t({ message: 'Sources:', comment: 'Before the source links of an entry on the updates page.' })}
              />
            </li>
          )
        })}
      </ol>

      <section aria-labelledby="corrections-title" id="corrections" className="mt-16 max-w-3xl">
        <h2 id="corrections-title" className="text-2xl font-bold tracking-tight">
          {t({ message: 'Corrections', comment: 'Heading of the corrections log on the updates page.' })}
        </h2>
        <p className="mt-2 text-muted-foreground">
          {t({
            message: 'Facts we corrected on this site, newest first: what it said, what it says now, and the source for the correction.',
            comment: 'Introduction of the corrections log on the updates page.',
          })}
        </p>
        <ol className="mt-6 space-y-4" data-corrections>
          {CORRECTIONS.map((correction) => (
            <li
              key={correction.id}
              id={`correction-${correction.id}`}
              className="rounded-2xl border border-border p-5"
              data-correction={correction.id}
            >
              <p className="text-sm font-semibold text-muted-foreground">
                <time dateTime={correction.date}>{formatDay(correction.date, lang)}</time>
                <span aria-hidden className="mx-2">
                  ·
                </span>
                <Message of={correction.where} />
              </p>
              <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
                <dt className="font-semibold">
                  {t({ message: 'Before:', comment: 'Corrections log: what the site said before the correction.' })}
                </dt>
                <dd className="text-muted-foreground">
                  <Message of={correction.before} />
                </dd>
                <dt className="font-semibold">
                  {t({ message: 'Corrected to:', comment: 'Corrections log: what the site says after the correction.' })}
                </dt>
                <dd>
                  <Message of={correction.after} />
                </dd>
              </dl>
              {correction.source && (
                <SourceLinks
                  sources={[correction.source]}
                  label={t({ message: 'Source:', comment: 'Before the source link of a correction.' })}
                />
              )}
            </li>
          ))}
        </ol>
      </section>

      <p className="mt-12">
        <Link to="/{-$lang}" params={{ lang: langParam }} className={buttonVariants({ variant: 'secondary' })}>
          {t({ message: 'Back to the home page', comment: 'Button at the end of the updates page.' })}
        </Link>
      </p>
    </SimplePage>
  )
}
