/**
 * The vote countdown (docs/product.md#countdown): a local display, not synced to a real date. It starts
 * at 3 d 12 h 30 m 45 s, ticks once a second and stops at zero. Kept pure so the
 * borrowing rules are unit-tested and the server and the first client render agree.
 */
export interface CountdownState {
  days: number
  hours: number
  minutes: number
  seconds: number
}

export const COUNTDOWN_START: Readonly<CountdownState> = Object.freeze({ days: 3, hours: 12, minutes: 30, seconds: 45 })

export const COUNTDOWN_TICK_MS = 1000

export function isCountdownDone(s: CountdownState): boolean {
  return s.days <= 0 && s.hours <= 0 && s.minutes <= 0 && s.seconds <= 0
}

/**
 * One second less. Seconds roll to 59 by borrowing a minute, minutes roll to 59 by
 * borrowing an hour, hours roll to 23 by borrowing a day; zero stays zero.
 */
export function tickCountdown(s: CountdownState): CountdownState {
  if (isCountdownDone(s)) return { days: 0, hours: 0, minutes: 0, seconds: 0 }
  let { days, hours, minutes, seconds } = s
  seconds -= 1
  if (seconds < 0) {
    seconds = 59
    minutes -= 1
    if (minutes < 0) {
      minutes = 59
      hours -= 1
      if (hours < 0) {
        hours = 23
        days -= 1
      }
    }
  }
  return { days, hours, minutes, seconds }
}

/** Two-digit clock fields, so the text keeps one width while it ticks. */
export const pad2 = (n: number): string => String(n).padStart(2, '0')
