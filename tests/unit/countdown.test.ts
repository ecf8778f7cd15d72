import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COUNTDOWN_START, COUNTDOWN_TICK_MS, isCountdownDone, pad2, tickCountdown, type CountdownState } from '~/lib/countdown'

const seconds = (s: CountdownState) => ((s.days * 24 + s.hours) * 60 + s.minutes) * 60 + s.seconds

describe('vote countdown (docs/product.md#countdown)', () => {
  it('starts at 3 d 12 h 30 m 45 s and ticks every second', () => {
    expect(COUNTDOWN_START).toEqual({ days: 3, hours: 12, minutes: 30, seconds: 45 })
    expect(COUNTDOWN_TICK_MS).toBe(1000)
    expect(tickCountdown(COUNTDOWN_START)).toEqual({ days: 3, hours: 12, minutes: 30, seconds: 44 })
  })

  it('rolls seconds to 59 by borrowing a minute', () => {
    expect(tickCountdown({ days: 1, hours: 2, minutes: 3, seconds: 0 })).toEqual({ days: 1, hours: 2, minutes: 2, seconds: 59 })
  })

  it('rolls minutes to 59 by borrowing an hour', () => {
    expect(tickCountdown({ days: 1, hours: 2, minutes: 0, seconds: 0 })).toEqual({ days: 1, hours: 1, minutes: 59, seconds: 59 })
  })

  it('rolls hours to 23 by borrowing a day', () => {
    expect(tickCountdown({ days: 1, hours: 0, minutes: 0, seconds: 0 })).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 })
  })

  it('stops at zero', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 }
    expect(isCountdownDone(zero)).toBe(true)
    expect(tickCountdown(zero)).toEqual(zero)
    expect(tickCountdown({ days: 0, hours: 0, minutes: 0, seconds: 1 })).toEqual(zero)
  })

  it('does not mutate its input', () => {
    const state = { ...COUNTDOWN_START }
    tickCountdown(state)
    expect(state).toEqual(COUNTDOWN_START)
  })

  it('reaches zero after exactly as many ticks as it has seconds, never going negative', () => {
    let state: CountdownState = { ...COUNTDOWN_START }
    let ticks = 0
    let negative = false
    while (!isCountdownDone(state)) {
      state = tickCountdown(state)
      ticks++
      negative ||= Object.values(state).some((v) => v < 0)
    }
    expect(negative).toBe(false)
    expect(ticks).toBe(seconds(COUNTDOWN_START))
  })

  it('removes exactly one second from any valid state (property)', () => {
    const state = fc.record({
      days: fc.integer({ min: 0, max: 9 }),
      hours: fc.integer({ min: 0, max: 23 }),
      minutes: fc.integer({ min: 0, max: 59 }),
      seconds: fc.integer({ min: 0, max: 59 }),
    })
    fc.assert(
      fc.property(state, (s) => {
        const next = tickCountdown(s)
        expect(seconds(next)).toBe(Math.max(0, seconds(s) - 1))
        expect(next.hours).toBeLessThanOrEqual(23)
        expect(next.minutes).toBeLessThanOrEqual(59)
        expect(next.seconds).toBeLessThanOrEqual(59)
      }),
    )
  })

  it('pads clock fields to two digits', () => {
    expect(pad2(5)).toBe('05')
    expect(pad2(45)).toBe('45')
  })
})
