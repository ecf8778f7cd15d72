import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowUpRight } from 'lucide-react'
import { COUNTRY_POSITIONS, POSITION_TEXT } from '~/content/countries'
import { COUNTRY_STANCES } from '~/content/council-record'
import { formatDay } from '~/content/format'
import type { MemberStateCode } from '~/content/member-states'
import { publisherName } from '~/content/publishers'
import type { Source } from '~/content/schema'
import { UPDATES } from '~/content/updates'
import { useLang } from '~/i18n/use-lang'
import { ExternalLink } from '~/components/ui/external-link'

function Sources({ sources }: { sources: readonly Pick<Source, 'url'>[] }) {
  return (
    <>
      {sources.map((source) => (
        <ExternalLink
          key={source.url}
          href={source.url}
          kind="nofollow"
          className="ml-2 inline-flex min-h-11 items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          {publisherName(source.url)}
          <ArrowUpRight aria-hidden className="size-3.5" />
        </ExternalLink>
      ))}
    </>
  )
}

/**
 * Where the member state's government stands, dated and sourced (docs/product.md#act-now):
 * its line in the tracker of the snapshot (app/content/countries.ts) with any move up to
 * the as-of date, then every later stance a dated source states (app/content/council-record.ts).
 */
export function CountryStance({ code }: { code: MemberStateCode }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const lang = useLang()
  const position = COUNTRY_POSITIONS.find((c) => c.code === code)!
  const stances = COUNTRY_STANCES.filter((s) => s.code === code).sort((a, b) => a.date.localeCompare(b.date))
  const tallyDay = formatDay(position.sourceDate, lang)
  const status = i18n._(POSITION_TEXT[position.status])
  const stanceText = {
    'voted-for': t({
      message: `voted for`,
      comment: 'Act now, a country’s record in the Council: the government voted for the text or mandate named after it.',
    }),
    'voted-against': t({
      message: `voted against`,
      comment: 'Act now, a country’s record in the Council: the government voted against it.',
    }),
    abstained: t({ message: `abstained`, comment: 'Act now, a country’s record in the Council: the government abstained.' }),
    statement: t({
      message: `stated`,
      comment: 'Act now, a country’s record in the Council: the government made a statement (its words follow).',
    }),
  } as const
  return (
    <section aria-labelledby="act-stance" className="mt-12">
      <h2 id="act-stance" className="text-2xl font-bold">
        {t({ message: `Where your government stands`, comment: 'Act now, a country’s page: heading of the government’s dated positions.' })}
      </h2>
      <ol className="mt-4 space-y-3 text-sm" data-stances>
        <li className="rounded-xl border border-border bg-card p-4">
          <p>
            <Trans comment="Act now, a country's page: the government's position in the site's tracker. day: the day the tally describes (September/October 2025); status: Support, Against or Undecided.">
              <time dateTime={position.sourceDate}>{tallyDay}</time>, on the Danish presidency’s text: <strong>{status}</strong>
            </Trans>
            <Sources sources={[{ url: position.source }]} />
          </p>
          {position.moved && (
            <p className="mt-1">
              <time dateTime={position.moved.date}>{formatDay(position.moved.date, lang)}</time>:{' '}
              <strong>{i18n._(POSITION_TEXT[position.moved.status])}</strong>
              {position.moved.detail && <> — {i18n._(position.moved.detail)}</>}
              <Sources sources={[{ url: position.moved.source }]} />
            </p>
          )}
        </li>
        {stances.map((stance) => {
          const update = UPDATES.find((u) => u.id === stance.update)
          return (
            <li key={`${stance.update}-${stance.date}`} className="rounded-xl border border-border bg-card p-4" data-stance={stance.stance}>
              <p>
                <time dateTime={stance.date}>{formatDay(stance.date, lang)}</time>: <strong>{stanceText[stance.stance]}</strong>
                {update && <> — {i18n._(update.title)}</>}
                {stance.detail && <> ({i18n._(stance.detail)})</>}
                <Sources sources={stance.sources} />
              </p>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
