import { useEffect, useReducer } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Timer } from 'lucide-react'
import { AMBASSADORS_VOTE, AS_OF } from '~/content/as-of'
import { formatDay } from '~/content/format'
import { useLang } from '~/i18n/use-lang'
import {
  adoptCountdown,
  COUNTDOWN_ATTR,
  COUNTDOWN_FIELD_ATTR,
  COUNTDOWN_TICK_MS,
  countdownFields,
  isCountdownDone,
  tickCountdown,
} from '~/lib/countdown'

/**
 * The header's vote countdown (docs/product.md#countdown). The server renders the start
 * value; until the app boots the page script ticks it (tickInPage in app/lib/countdown.ts,
 * the same arithmetic). The first client render adopts what the screen shows
 * (adoptCountdown), so hydration matches and nothing jumps back; ticking continues
 * after mount. Digits are tabular and zero-padded, so the text keeps its width while
 * it ticks (no layout shift). role="timer" keeps screen readers from announcing every second.
 */
export function VoteCountdown({ className = '' }: { className?: string }) {
  const { t } = useLingui()
  const [state, tick] = useReducer(tickCountdown, undefined, adoptCountdown)
  const done = isCountdownDone(state)

  useEffect(() => {
    if (done) return
    const id = window.setInterval(() => tick(), COUNTDOWN_TICK_MS)
    return () => window.clearInterval(id)
  }, [done])

  const units = [
    t({
      message: 'd',
      context: 'countdown unit',
      comment:
        'Header of every page, the countdown box: unit after the number of days, e.g. "3d 12h 30m 05s". One to three letters (fr uses “min”), no full stop: the box must stay narrow.',
    }),
    t({
      message: 'h',
      context: 'countdown unit',
      comment:
        'Header of every page, the countdown box: unit after the number of hours, e.g. "3d 12h 30m 05s". One to three letters (fr uses “min”), no full stop: the box must stay narrow.',
    }),
    t({
      message: 'm',
      context: 'countdown unit',
      comment:
        'Header of every page, the countdown box: unit after the number of minutes, e.g. "3d 12h 30m 05s". One to three letters (fr uses “min”), no full stop: the box must stay narrow.',
    }),
    t({
      message: 's',
      context: 'countdown unit',
      comment:
        'Header of every page, the countdown box: unit after the number of seconds, e.g. "3d 12h 30m 05s". One to three letters (fr uses “min”), no full stop: the box must stay narrow.',
    }),
  ]
  const parts = countdownFields(state).map((value, i) => ({ value, unit: units[i] }))
  const lang = useLang()
  const vote = formatDay(AMBASSADORS_VOTE, lang)
  const asOf = formatDay(AS_OF, lang)
  // Which vote and which day (docs/product.md#countdown): the count is the product's fixed
  // 3 d 12 h 30 min from the as-of date, not a clock, so its name says both dates.
  const name = t({
    message: `Countdown to the EU ambassadors' vote of ${vote}, as it stood on ${asOf}`,
    comment:
      'Accessible name and tooltip of the header countdown. vote: 8 October 2025 (the governments’ ambassadors, Coreper); asOf: the day the site describes.',
  })
  return (
    <div
      role="timer"
      aria-label={name}
      title={name}
      {...{ [COUNTDOWN_ATTR]: '' }}
      className={`shrink-0 items-center gap-2 rounded-md border border-secondary/40 bg-secondary/10 px-3 py-1.5 text-sm ${className}`}
    >
      <Timer aria-hidden className="size-4 shrink-0 text-secondary" />
      {/* not-sr-only resets white-space, hence the important utility (no inline style: the CSP has no 'unsafe-inline'). */}
      <span className="font-medium whitespace-nowrap! md:sr-only xl:not-sr-only">
        {t({
          message: `Vote in`,
          comment:
            'Header of every page, the countdown box: before the time left, e.g. "Vote in 3d 12h 30m 00s". Short: about 15 characters (read only by screen readers on medium screens).',
        })}
      </span>
      <span className="font-semibold whitespace-nowrap tabular-nums" data-countdown-value>
        {parts.map((p, i) => (
          <span key={i}>
            {i > 0 && ' '}
            <span {...{ [COUNTDOWN_FIELD_ATTR]: '' }}>{p.value}</span>
            {p.unit}
          </span>
        ))}
      </span>
    </div>
  )
}
