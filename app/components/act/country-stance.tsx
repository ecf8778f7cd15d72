import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { POSITION_TEXT } from '~/content/countries'
import { formatDay } from '~/content/format'
import type { MemberState } from '~/content/member-state'
import { UPDATES } from '~/content/updates'
import { useLang } from '~/i18n/use-lang'
import { SourceLinks } from '~/components/updates/source-links'
import { Message } from '~/i18n/fallback'

/**
 * Where the member state's government stands, dated and sourced (docs/product.md#act-now):
 * its line in the tracker of the snapshot (app/content/countries.ts) with any move up to
 * the as-of date, then every later stance a dated source states (app/content/council-record.ts).
 */
export function CountryStance({ state }: { state: MemberState }) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const lang = useLang()
  const sourcesLabel = t({
    message: 'Sources:',
    comment: 'Act now pages: before the source links of a roll call or of a government’s stance.',
  })
  const { position, stances } = state
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
          </p>
          <SourceLinks sources={[{ url: position.source, date: position.sourceDate }]} label={sourcesLabel} />
          {position.moved && (
            <p className="mt-1">
              <time dateTime={position.moved.date}>{formatDay(position.moved.date, lang)}</time>:{' '}
              <strong>
                <Message of={POSITION_TEXT[position.moved.status]} />
              </strong>
              {position.moved.detail && (
                <>
                  {' '}
                  — <Message of={position.moved.detail} />
                </>
              )}
            </p>
          )}
          {position.moved && <SourceLinks sources={[{ url: position.moved.source, date: position.moved.date }]} label={sourcesLabel} />}
        </li>
        {stances.map((stance) => {
          const update = UPDATES.find((u) => u.id === stance.update)
          return (
            <li key={`${stance.update}-${stance.date}`} className="rounded-xl border border-border bg-card p-4" data-stance={stance.stance}>
              <p>
                <time dateTime={stance.date}>{formatDay(stance.date, lang)}</time>: <strong>{stanceText[stance.stance]}</strong>
                {update && (
                  <>
                    {' '}
                    — <Message of={update.title} />
                  </>
                )}
                {stance.detail && (
                  <>
                    {' '}
                    (<Message of={stance.detail} />)
                  </>
                )}
              </p>
              <SourceLinks sources={stance.sources} label={sourcesLabel} />
            </li>
          )
        })}
      </ol>
    </section>
  )
}
