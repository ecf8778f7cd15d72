import { describe, expect, it } from 'vitest'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { Messages } from '@lingui/core'
import PO from 'pofile'
import { readFileSync } from 'node:fs'
import { pseudoLocalize, pseudoText } from '~/i18n/pseudo-localize'

// docs/translating.md#pseudo-locale: accented, a third longer, placeholders and tags kept.
describe('pseudo-localization', () => {
  it('accents every letter, keeps placeholders, element tags and a plural’s #', () => {
    expect(pseudoText('Hello {name}, <0>read</0> <1/> # more')).toBe('Ĥééļļöö {name}, <0>ŕééååđ</0> <1/> # ɱööŕéé')
  })

  it('makes the English catalog 30–40 % longer, every message bracketed', () => {
    const po = PO.parse(readFileSync('locales/en/messages.po', 'utf8'))
    const english: Messages = {}
    for (const item of po.items) english[item.msgid] = compileMessage(item.msgid)
    const pseudo = pseudoLocalize(english)
    const text = (m: Messages[string]): string => (typeof m === 'string' ? m : m.map((t) => (typeof t === 'string' ? t : '')).join(''))
    let before = 0
    let after = 0
    for (const [id, message] of Object.entries(english)) {
      const out = text(pseudo[id]!)
      expect(out.startsWith('⟦') && out.endsWith('⟧'), id).toBe(true)
      before += text(message).length
      after += out.length
    }
    expect(after / before).toBeGreaterThanOrEqual(1.3)
    expect(after / before).toBeLessThanOrEqual(1.4)
  })

  it('translates the branches of a plural', () => {
    const [compiled] = Object.values(pseudoLocalize({ id: compileMessage('{count, plural, one {# day} other {# days}}') }))
    expect(JSON.stringify(compiled)).toContain('đååýý')
  })
})
