import { useEffect, useReducer } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Timer } from 'lucide-react'
import { COUNTDOWN_START, COUNTDOWN_TICK_MS, isCountdownDone, pad2, tickCountdown } from '~/lib/countdown'

/**
 * The header's vote countdown (docs/product.md#countdown). Server and first client render both show
 * the start value, so hydration matches; ticking starts after mount. Digits are
 * tabular and zero-padded, so the text keeps its width while it ticks (no layout
 * shift). role="timer" keeps screen readers from announcing every second.
 */
export function VoteCountdown({ className = '' }: { className?: string }) {
  const { t } = useLingui()
  const [state, tick] = useReducer(tickCountdown, COUNTDOWN_START)
  const done = isCountdownDone(state)

  useEffect(() => {
    if (done) return
    const id = window.setInterval(() => tick(), COUNTDOWN_TICK_MS)
    return () => window.clearInterval(id)
  }, [done])

  const parts = [
    { value: String(state.days), unit: t({ message: 'd', context: 'countdown unit' }) },
    { value: pad2(state.hours), unit: t({ message: 'h', context: 'countdown unit' }) },
    { value: pad2(state.minutes), unit: t({ message: 'm', context: 'countdown unit' }) },
    { value: pad2(state.seconds), unit: t({ message: 's', context: 'countdown unit' }) },
  ]
  return (
    <div
      role="timer"
      aria-label={t`Time left until the vote`}
      data-countdown
      className={`shrink-0 items-center gap-2 rounded-md border border-secondary/40 bg-secondary/10 px-3 py-1.5 text-sm ${className}`}
    >
      <Timer aria-hidden className="size-4 shrink-0 text-secondary" />
      {/* not-sr-only resets white-space, hence the important utility (no inline style: the CSP has no 'unsafe-inline'). */}
      <span className="font-medium whitespace-nowrap! md:sr-only xl:not-sr-only">{t`Vote in`}</span>
      <span className="font-semibold whitespace-nowrap tabular-nums" data-countdown-value>
        {parts.map((p, i) => (
          <span key={i}>
            {i > 0 && ' '}
            {p.value}
            {p.unit}
          </span>
        ))}
      </span>
    </div>
  )
}
