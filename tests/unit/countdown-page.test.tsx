// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { adoptCountdown, tickInPage } from '~/lib/countdown'
import { VoteCountdown } from '~/components/layout/countdown'
import { LangProvider } from '~/i18n/use-lang'

// The countdown before and after the app boots (docs/decisions/006): the page script ticks
// the server's element with the component's arithmetic; the component adopts it.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const renderCountdown = () =>
  render(
    <I18nProvider i18n={i18n}>
      <LangProvider lang="en">
        <VoteCountdown />
      </LangProvider>
    </I18nProvider>,
  )

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('countdown without the app, then adopted', () => {
  it('ticks the markup the component renders, and the component starts where the page left off', () => {
    vi.useFakeTimers()
    renderCountdown()
    const value = () => screen.getByRole('timer').querySelector('[data-countdown-value]')?.textContent
    expect(value()).toBe('3d 12h 30m 45s')
    // The component's own interval is not what ticks here: take its element over as the page script would.
    const html = document.body.innerHTML
    cleanup()
    document.body.innerHTML = html
    tickInPage(document)
    vi.advanceTimersByTime(46_000)
    expect(value()).toBe('3d 12h 29m 59s')
    expect(adoptCountdown()).toEqual({ days: 3, hours: 12, minutes: 29, seconds: 59 })
    // Adopted: the page's ticker has stopped.
    vi.advanceTimersByTime(5_000)
    expect(value()).toBe('3d 12h 29m 59s')
  })

  it('starts from the start value where there is no countdown on the page', () => {
    document.body.innerHTML = ''
    expect(adoptCountdown()).toEqual({ days: 3, hours: 12, minutes: 30, seconds: 45 })
  })
})
