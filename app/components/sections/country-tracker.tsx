import { useLingui as useLinguiRuntime } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowRight, ArrowUp, CircleHelp } from 'lucide-react'
import {
  POSITION_TEXT,
  STATUS_ORDER,
  TALLY,
  countPositions,
  countPositionsAfterMoves,
  type CountryChange,
  type CountryStatus,
} from '~/content/countries'
import { AS_OF } from '~/content/as-of'
import { formatDay } from '~/content/format'
import { publisherName } from '~/content/publishers'
import { useLang, useLangParam } from '~/i18n/use-lang'
import { Link } from '@tanstack/react-router'
import { ALL_MEMBER_STATES, memberState } from '~/content/member-state'
import { ExternalLink } from '~/ui/external-link'
import { Message } from '~/i18n/fallback'

// docs/product.md#display-rules: oppose uses the success colour, support the secondary colour, neutral is muted.
const STATUS_CLASS: Record<CountryStatus, string> = {
  oppose: 'bg-success text-success-foreground',
  support: 'bg-secondary text-secondary-foreground',
  neutral: 'bg-muted text-muted-foreground',
}
// The list uses tints of the same colours, so 27 rows stay calm to read.
const STATUS_TINT: Record<CountryStatus, string> = {
  oppose: 'bg-success/15 text-success',
  support: 'bg-secondary/15 text-secondary',
  neutral: 'bg-muted text-muted-foreground',
}
const CHANGE_ICON = { same: ArrowRight, up: ArrowUp, unknown: CircleHelp } as const

/** Per-country positions with summary counts derived from the list (docs/product.md#news-section, #business-constants). */
export function CountryTracker() {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const lang = useLang()
  const langParam = useLangParam()
  const counts = countPositions()
  const tallyDay = formatDay(TALLY.date, lang)
  const tallyPublisher = publisherName(TALLY.source, lang)
  const asOf = formatDay(AS_OF, lang)
  const sloveniaDay = formatDay(memberState('SI').position.sourceDate, lang)
  // What the listed moves make of the tally by the as-of date; the boxes keep the tally's own counts.
  const after = countPositionsAfterMoves()
  const supportAfter = after.support
  const opposeAfter = after.oppose
  const neutralAfter = after.neutral
  // Each state with its line in the tracker and its name in the page's language.
  const states = ALL_MEMBER_STATES.map((state) => ({ ...state.position, segment: state.segments.en, name: i18n._(state.name) }))
  const moves = states
    .flatMap((c) => (c.moved ? [{ ...c, moved: c.moved }] : []))
    .sort((a, b) => a.moved.date.localeCompare(b.moved.date) || a.name.localeCompare(b.name, lang))
  const changeText: Record<CountryChange, string> = {
    same: t({
      message: `no change`,
      comment:
        'Home page, "Latest News" section (#news), country tracker: read by screen readers only after a position that did not change since the previous round.',
    }),
    up: t`moved against Chat Control since the previous round`,
    unknown: t({
      message: `position not settled`,
      comment:
        'Home page, "Latest News" section (#news), country tracker: read by screen readers only after a position the government had not settled.',
    }),
  }
  const rows = [...states].sort(
    (a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) || a.name.localeCompare(b.name, lang),
  )
  return (
    <section aria-labelledby="tracker-title" className="rounded-2xl border border-border bg-card p-6 shadow-sm">
      <h3 id="tracker-title" className="text-xl font-bold">
        {t({
          message: `Country Positions`,
          comment: 'Home page, "Latest News" section (#news): heading of the country tracker (the positions of the 27 EU governments).',
        })}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground" data-tally>
        <Trans comment="Caption of the country tracker. tallyDay: 12 September 2025 (the Council working party); tallyPublisher: the publication that reported the campaign tracker's tally (the link); sloveniaDay: the day a newspaper reported the Slovenian ministry's statement; asOf: 4 October 2025; supportAfter, opposeAfter, neutralAfter: the numbers of governments supporting, against and undecided once the listed moves are counted (the boxes show the tally's own numbers).">
          EU governments on the Council text after the Council working party of <time dateTime={TALLY.date}>{tallyDay}</time>, as tallied by
          fightchatcontrol.eu and reported by{' '}
          <ExternalLink href={TALLY.source} kind="nofollow" className="underline underline-offset-4">
            {tallyPublisher}
          </ExternalLink>{' '}
          (Slovenia: its interior ministry, as reported on {sloveniaDay}). The moves up to {asOf} listed below make it {supportAfter}{' '}
          supporting, {opposeAfter} against and {neutralAfter} undecided by that day.
        </Trans>
      </p>
      {/* Three boxes side by side from `sm`; below, one row each (label, count): a third of a
          phone's width is narrower than "Unentschlossen" (tests/e2e/overflow.spec.ts). */}
      <dl className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-3 sm:text-center" data-counts>
        {STATUS_ORDER.map((status) => (
          <div
            key={status}
            className={`flex items-center justify-between gap-3 rounded-xl px-3 py-2 sm:block sm:p-3 ${STATUS_CLASS[status]}`}
            data-status={status}
          >
            <dt className="text-xs font-semibold">
              <Message of={POSITION_TEXT[status]} />
            </dt>
            <dd className="text-2xl font-extrabold tabular-nums">{counts[status]}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-4 gap-x-6 sm:columns-2 lg:columns-1" data-countries>
        {rows.map((c) => {
          const Icon = CHANGE_ICON[c.change]
          return (
            <li
              key={c.code}
              data-country={c.code}
              data-status={c.status}
              // A long name next to the badge: the badge moves under it (right-aligned) instead of overflowing.
              className="flex break-inside-avoid flex-wrap items-center gap-x-3 gap-y-1 border-b border-border py-2 text-sm"
            >
              {/* The country's action page: who decides there now, and a letter to each of its MEPs. */}
              <Link
                to="/{-$lang}/act/$country"
                params={{ lang: langParam, country: c.segment }}
                className="inline-flex min-h-11 flex-1 items-center font-medium underline-offset-4 hover:text-primary hover:underline"
              >
                {c.name}
              </Link>
              <Icon aria-hidden className="size-4 text-muted-foreground" data-change={c.change} />
              <span className="sr-only">({changeText[c.change]})</span>
              <span className={`ml-auto w-32 shrink-0 rounded-full px-2 py-0.5 text-center text-xs font-semibold ${STATUS_TINT[c.status]}`}>
                <Message of={POSITION_TEXT[c.status]} />
              </span>
            </li>
          )
        })}
      </ul>
      <h4 className="mt-6 text-base font-bold">
        {t({
          message: `Moves up to ${asOf}`,
          comment: 'Heading of the list of positions that changed after the tally; asOf: the day the site describes.',
        })}
      </h4>
      <ul className="mt-2 space-y-2 text-sm" data-moves>
        {moves.map((c) => {
          const day = formatDay(c.moved.date, lang)
          const from = i18n._(POSITION_TEXT[c.status])
          const to = c.moved.detail ? i18n._(c.moved.detail) : i18n._(POSITION_TEXT[c.moved.status])
          const publisher = publisherName(c.moved.source, lang)
          return (
            <li key={c.code} data-move={c.code} className="border-b border-border pb-2">
              <span className="font-medium">{c.name}</span>{' '}
              <span className="text-muted-foreground">
                {t({
                  message: `${from} → ${to}, ${day}`,
                  comment:
                    'Country tracker, moves list: the position in the tally, the new position (or what changed), and the day the source reports it.',
                })}
              </span>{' '}
              <ExternalLink href={c.moved.source} kind="nofollow" className="text-primary underline underline-offset-4">
                {publisher}
              </ExternalLink>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
