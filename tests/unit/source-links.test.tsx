// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { SourceLinks } from '~/components/updates/source-links'
import { LangProvider } from '~/i18n/use-lang'
import type { Source } from '~/content/schema'
import { messages as nl } from '../../locales/nl/updates.po'

// The small label beside a source link on the updates page (app/components/updates/source-links.tsx):
// translated, inside the link so its name says it, and absent where the data gives no kind; and
// "not opened by us" beside a source cited for its address alone (`unread`).
const renderLinks = (sources: Source[], lang: 'en' | 'nl' = 'en') => {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: lang, messages: lang === 'nl' ? nl : {} })
  return render(
    <I18nProvider i18n={i18n}>
      <LangProvider lang={lang}>
        <SourceLinks sources={sources} label="Sources:" />
      </LangProvider>
    </I18nProvider>,
  )
}

afterEach(cleanup)

describe('source links', () => {
  it('label each source with its kind, as part of the link’s name', () => {
    renderLinks([
      { url: 'https://eur-lex.europa.eu/eli/reg/2026/1881/oj', date: '2026-07-28', kind: 'primary' },
      { url: 'https://netzpolitik.org/2026/x/', date: '2026-07-29', kind: 'secondary' },
    ])
    const links = screen.getAllByRole('link')
    expect(links.map((a) => a.textContent?.replace(' (opens in a new tab)', ''))).toEqual([
      'EUR-Lex, 28 July 2026, primary source',
      'netzpolitik.org, 29 July 2026, secondary source',
    ])
    expect(links.map((a) => a.querySelector('[data-source-kind]')?.getAttribute('data-source-kind'))).toEqual(['primary', 'secondary'])
  })

  it('translate the label', () => {
    renderLinks([{ url: 'https://eur-lex.europa.eu/eli/reg/2026/1881/oj', date: '2026-07-28', kind: 'primary' }], 'nl')
    expect(screen.getByRole('link').textContent).toContain('primaire bron')
  })

  it('say "not opened by us" after the kind of a source cited for its address alone, in the link’s name and translated', () => {
    renderLinks([
      { url: 'https://eur-lex.europa.eu/eli/reg/2026/1881/oj', date: '2026-07-28', kind: 'primary', unread: true },
      { url: 'https://netzpolitik.org/2026/x/', date: '2026-07-29', kind: 'secondary' },
    ])
    const [unread, read] = screen.getAllByRole('link')
    expect(unread!.textContent?.replace(' (opens in a new tab)', '')).toBe('EUR-Lex, 28 July 2026, primary source, not opened by us')
    expect(unread!.querySelector('[data-source-unread]')).not.toBeNull()
    expect(read!.querySelector('[data-source-unread]')).toBeNull()
    cleanup()
    renderLinks([{ url: 'https://eur-lex.europa.eu/eli/reg/2026/1881/oj', date: '2026-07-28', kind: 'primary', unread: true }], 'nl')
    expect(screen.getByRole('link').textContent).toContain('niet door ons geopend')
  })

  it('show no label where the source has no kind', () => {
    renderLinks([{ url: 'https://netzpolitik.org/2026/x/', date: '2026-07-29' }])
    expect(screen.getByRole('link').querySelector('[data-source-kind]')).toBeNull()
  })
})
