// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { AppError } from '~/components/layout/app-error'

function renderError(error: unknown) {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  return render(
    <I18nProvider i18n={i18n}>
      <AppError error={error as Error} reset={() => {}} info={{ componentStack: '' }} />
    </I18nProvider>,
  )
}

afterEach(cleanup)

describe('AppError (docs/product.md#render-errors)', () => {
  it("shows 'Unexpected Application Error!' with the error text", () => {
    renderError(new Error('loader exploded'))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!')
    expect(screen.getByRole('alert').textContent).toContain('loader exploded')
  })
  it('falls back to the generic failure string when the error has no text', () => {
    renderError(new Error(''))
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong')
  })
  it('renders non-Error values as text', () => {
    renderError('plain string failure')
    expect(screen.getByRole('alert').textContent).toContain('plain string failure')
  })
})
