import { describe, expect, it } from 'vitest'
import type { Lang } from '~/i18n/languages'
import { pseudoLocalize, pseudoText } from '~/i18n/pseudo-localize'
import { borrowedExactly, borrowedPattern, textFor, withoutMarks } from '../extra-language/borrowed-text'

// The extra test language's expectations are English's as that language shows them
// (tests/extra-language/borrowed-text.ts): they must match its pages and nothing else.
describe('expectations of the borrowed extra language', () => {
  it('match the pseudo-localized message, not the English text', () => {
    const shown = pseudoLocalize({ id: 'Best VPNs' }).id as string
    expect(shown).toBe(`⟦${pseudoText('Best VPNs')}⟧`)
    expect(shown).toMatch(borrowedExactly('Best VPNs'))
    expect('Best VPNs').not.toMatch(borrowedExactly('Best VPNs'))
    expect(`⟦${pseudoText('Best VPN')}⟧`).not.toMatch(borrowedExactly('Best VPNs'))
  })

  it('let a date take the language’s own form', () => {
    const shown = `⟦${pseudoText('What happened since ')}4 października 2025⟧`
    expect(shown).toMatch(borrowedExactly('What happened since 4 October 2025'))
  })

  it('let a fact that is a value appear as it is, when asked', () => {
    const page = withoutMarks(`⟦${pseudoText('Write to ')}⟧hello@chatcontrol.info`)
    expect(page).toMatch(new RegExp(borrowedPattern('hello@chatcontrol.info', { orValue: true })))
    expect(page).not.toMatch(new RegExp(borrowedPattern('hello@chatcontrol.info')))
  })

  it('ask for the expectation of a language of the list that has none', () => {
    expect(textFor({ en: 'Regulation', nl: 'Verordening', de: 'Verordnung', fr: 'règlement' } as Record<Lang, string>, 'nl')).toBe(
      'Verordening',
    )
    expect(() => textFor({ en: 'Regulation' } as never, 'de')).toThrow(/no expectation for de/)
  })
})
