import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import PO from 'pofile'
import {
  citationPattern,
  EXTRA_LETTER_LANGUAGES,
  extraLetterLanguagesOf,
  LETTER_LANGUAGES,
  OFFICIAL_LANGUAGES,
  type LetterLang,
} from '../../app/content/letter-languages'
import { LETTER_MESSAGES, STAGE } from '../../app/content/letters'
import { MEMBER_STATES } from '../../app/content/member-states'
import { LANGS, PUBLIC_LANGS } from '../../app/i18n/languages'
import { letterProblems } from '../../scripts/lib/letter-rules'
import { readContentTexts } from '../../locales/content-texts'

describe('letter languages', () => {
  it('are the 24 official languages of the EU, and every state has at least one of them', () => {
    expect(Object.keys(LETTER_LANGUAGES)).toHaveLength(24)
    for (const state of MEMBER_STATES) expect(OFFICIAL_LANGUAGES[state.code].length, state.code).toBeGreaterThan(0)
    const used = new Set(Object.values(OFFICIAL_LANGUAGES).flat())
    expect([...used].sort()).toEqual(Object.keys(LETTER_LANGUAGES).sort())
  })

  it('offer on a state’s page only the official languages the site does not speak', () => {
    for (const state of MEMBER_STATES) {
      for (const lang of extraLetterLanguagesOf(state.code)) {
        expect(OFFICIAL_LANGUAGES[state.code], state.code).toContain(lang)
        expect(LANGS as readonly string[], state.code).not.toContain(lang)
      }
    }
    expect(EXTRA_LETTER_LANGUAGES.every((lang) => !(LANGS as readonly string[]).includes(lang))).toBe(true)
  })

  it('cite a regulation as EUR-Lex does in each language, and refuse another form', () => {
    const good: Partial<Record<LetterLang, string>> = {
      it: 'il regolamento (UE) 2026/1881 consente',
      pl: 'rozporządzeniem (UE) 2026/1881',
      hu: 'az (EU) 2026/1881 rendelet',
      el: 'ο Κανονισμός (ΕΕ) 2026/1881',
      sk: 'nariadenie (EÚ) 2026/1881',
      et: 'määrus (EL) 2026/1881',
    }
    for (const [lang, text] of Object.entries(good)) expect(text, lang).toMatch(citationPattern(lang as LetterLang, '2026/1881'))
    const bad: Partial<Record<LetterLang, string>> = {
      it: 'il regolamento (EU) 2026/1881',
      pl: 'Regulation (EU) 2026/1881',
      hu: 'rendelet (EU) 2026/1881',
      sk: 'nariadenie (EU) 2026/1881',
      de: 'Verordnung (EU) 2026/1882',
    }
    for (const [lang, text] of Object.entries(bad)) expect(text, lang).not.toMatch(citationPattern(lang as LetterLang, '2026/1881'))
  })

  it('hold a letter catalog to its rules: a missing message, a changed placeholder, a wrong citation, two kinds alike', () => {
    const english = new PO()
    const catalog = new PO()
    // The notes the extractor writes (locales/content-texts.ts), by English text.
    const file = 'app/content/letters.ts'
    const notes = new Map(readContentTexts(file, readFileSync(file, 'utf8')).texts.map((t) => [t.message, t.comment]))
    for (const message of LETTER_MESSAGES) {
      const source = new PO.Item()
      source.msgid = message.message!
      source.extractedComments = [notes.get(message.message!)!]
      english.items.push(source)
      const item = new PO.Item()
      item.msgid = message.message!
      item.msgstr = [`${message.message} (sv ${english.items.length})`]
      catalog.items.push(item)
    }
    const stage = catalog.items.find((item) => item.msgid === STAGE.message)!
    stage.msgstr = ['Sedan {inForce} tillåter förordning (EU) 2026/1881 … till {until} …']
    expect(letterProblems('sv', 'sv.po', catalog, english)).toEqual([])

    stage.msgstr = ['Sedan {inForce} tillåter Regulation (EU) 2026/1881 … till {until} …']
    expect(letterProblems('sv', 'sv.po', catalog, english).join('\n')).toMatch(/not cited as EUR-Lex cites it in sv/)
    stage.msgstr = ['Sedan {start} tillåter förordning (EU) 2026/1881 … till {until} …']
    expect(letterProblems('sv', 'sv.po', catalog, english).join('\n')).toMatch(/placeholders or tags differ/)
    stage.msgstr = ['']
    expect(letterProblems('sv', 'sv.po', catalog, english).join('\n')).toMatch(/not translated/)
    catalog.items.splice(catalog.items.indexOf(stage), 1)
    expect(letterProblems('sv', 'sv.po', catalog, english).join('\n')).toMatch(/no entry for/)
    const [first, second] = catalog.items.filter((item) => /\{voteDay\}/.test(item.msgid))
    second!.msgstr = [first!.msgstr[0]!]
    expect(letterProblems('sv', 'sv.po', catalog, english).join('\n')).toMatch(/same translation/)
  })
})

describe('the letter languages’ glossary (locales/letters/GLOSSARY.md)', () => {
  const rows = new Map(
    readFileSync('locales/letters/GLOSSARY.md', 'utf8')
      .split('\n')
      .filter((line) => /^\| [a-z]{2} /.test(line))
      .map((line) => {
        const cells = line.split('|').map((cell) => cell.trim())
        return [cells[1]!.slice(0, 2), { e2ee: cells[2]!, regulation: cells[3]! }] as const
      }),
  )

  // The public site's languages, not an extra test language's (EXTRA_TEST_LANGUAGE=pl would take Polish out of EXTRA_LETTER_LANGUAGES).
  const letterOnly = (Object.keys(LETTER_LANGUAGES) as LetterLang[]).filter((lang) => !(PUBLIC_LANGS as readonly string[]).includes(lang))

  it('has a row for every letter language the site does not speak', () => {
    expect([...rows.keys()].sort()).toEqual([...letterOnly].sort())
  })

  it('names the words each catalog uses: its term for end-to-end encryption, its citation of the regulation', () => {
    for (const lang of letterOnly) {
      const { e2ee, regulation } = rows.get(lang)!
      const text = PO.parse(readFileSync(`locales/letters/${lang}.po`, 'utf8'))
        .items.map((item) => item.msgstr[0] ?? '')
        .join('\n')
        .toLocaleLowerCase(lang)
      // The term's first word, less a few letters for a case ending.
      const stem = e2ee.split(/[\s-]/)[0]!.toLocaleLowerCase(lang).slice(0, 6)
      expect(text, `${lang}: ${e2ee}`).toContain(stem)
      expect(regulation, lang).toMatch(citationPattern(lang, '2026/1881'))
    }
  })
})
