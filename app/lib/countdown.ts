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

/** The clock's four fields as shown: days, then zero-padded hours, minutes, seconds. */
export const countdownFields = (s: CountdownState): string[] => [String(s.days), pad2(s.hours), pad2(s.minutes), pad2(s.seconds)]

/** The header element of the countdown, and each of its four number fields. */
export const COUNTDOWN_ATTR = 'data-countdown'
export const COUNTDOWN_FIELD_ATTR = 'data-countdown-field'

/** Reads the state a countdown element shows (its fields' text), or null if it has none. */
function readCountdown(el: Element): CountdownState | null {
  const [days, hours, minutes, seconds] = Array.from(el.querySelectorAll(`[${COUNTDOWN_FIELD_ATTR}]`), (f) => Number(f.textContent))
  if (seconds === undefined || [days, hours, minutes, seconds].some((n) => !Number.isInteger(n))) return null
  return { days: days!, hours: hours!, minutes: minutes!, seconds }
}

/** Key of the expando property where the page's own ticker keeps its stop function. */
const PAGE_TICKER = 'ccStopCountdown'
type TickingElement = Element & { [PAGE_TICKER]?: () => void }

/**
 * The countdown before the app has booted (docs/decisions/006): the page script calls
 * this, and the server's element ticks with the same arithmetic as the component,
 * writing only the fields' text. The app takes it over with adoptCountdown().
 */
export function tickInPage(doc: Document): void {
  const el = doc.querySelector<TickingElement>(`[${COUNTDOWN_ATTR}]`)
  if (!el || !readCountdown(el)) return
  const id = window.setInterval(() => {
    const state = readCountdown(el)
    if (!state || isCountdownDone(state)) return window.clearInterval(id)
    const text = countdownFields(tickCountdown(state))
    el.querySelectorAll(`[${COUNTDOWN_FIELD_ATTR}]`).forEach((field, i) => (field.textContent = text[i] ?? ''))
  }, COUNTDOWN_TICK_MS)
  el[PAGE_TICKER] = () => window.clearInterval(id)
}

/**
 * The state to start from: on the server the start value; in the browser what the
 * countdown on the screen shows, after stopping the page's ticker — so the component's
 * first render matches the ticked text it hydrates, and nothing jumps back.
 */
export function adoptCountdown(): CountdownState {
  if (typeof document === 'undefined') return { ...COUNTDOWN_START }
  const el = document.querySelector<TickingElement>(`[${COUNTDOWN_ATTR}]`)
  if (!el) return { ...COUNTDOWN_START }
  el[PAGE_TICKER]?.()
  delete el[PAGE_TICKER]
  return readCountdown(el) ?? { ...COUNTDOWN_START }
}
