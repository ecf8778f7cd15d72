import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GLOSSARY, rulesOf, type GlossaryLanguage, type GlossaryRule } from '../../locales/glossary'
import { TRANSLATED } from '../../scripts/lib/catalogs'
import { findViolations } from '../../scripts/check-glossary'

// locales/GLOSSARY.md (what translators read) and locales/glossary.ts (what
// `npm run i18n:check` enforces) say the same thing: one table row per rule, in order, the
// register first;
// the row's concept is the rule's, its chosen-term cell contains the rule's term; every
// `example` under "not used" is caught by the row's rule, every `example` of the chosen
// term passes all the rules of the language.

interface Row {
  concept: string
  chosen: string
  avoid: string
}

/** The glossary table under the heading that ends with "(<language>)". */
function tableOf(doc: string, language: GlossaryLanguage): Row[] {
  const section = doc.split(/^## /m).find((s) => s.split('\n', 1)[0]!.trim().endsWith(`(${language})`))
  if (!section) throw new Error(`locales/GLOSSARY.md: no section for ${language}`)
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1) // the header row
    .map((line) => {
      const [concept = '', chosen = '', avoid = ''] = line
        .slice(1, -1)
        .split(' | ')
        .map((c) => c.trim())
      return { concept, chosen, avoid }
    })
}
const examples = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!)
const caught = (text: string, rules: readonly GlossaryRule[]) =>
  findViolations([{ file: 'GLOSSARY.md', msgid: text, msgstr: text }], rules).map((v) => `${v.rule.concept}: ${v.match}`)

const doc = readFileSync('locales/GLOSSARY.md', 'utf8')

it('every translated language has its glossary, its section and its register (app/i18n/languages.ts)', () => {
  expect(Object.keys(GLOSSARY).sort()).toEqual([...TRANSLATED].sort())
  for (const language of TRANSLATED) {
    expect(tableOf(doc, language)[0]?.concept, `${language}: the register's row comes first`).toBe(GLOSSARY[language].register.concept)
    expect(GLOSSARY[language].register.forbidden.length, language).toBeGreaterThan(0)
  }
})

describe.each(Object.keys(GLOSSARY) as GlossaryLanguage[])('locales/GLOSSARY.md and locales/glossary.ts (%s)', (language) => {
  const rules = rulesOf(GLOSSARY[language])
  const rows = tableOf(doc, language)

  it('has one row per rule, in the same order, with the rule’s concept and chosen term', () => {
    expect(rows.map((r) => r.concept)).toEqual(rules.map((r) => r.concept))
    rules.forEach((rule, i) => expect(rows[i]!.chosen, rule.concept).toContain(rule.term))
  })

  it('every example under "not used" is caught by its row’s rule', () => {
    rules.forEach((rule, i) => {
      const avoid = examples(rows[i]!.avoid)
      expect(avoid.length, `${rule.concept}: no example under "not used"`).toBeGreaterThan(0)
      for (const text of avoid) expect(caught(text, [rule]), `${rule.concept}: ${text}`).not.toEqual([])
    })
  })

  it('every example of a chosen term passes every rule of the language', () => {
    for (const row of rows) for (const text of examples(row.chosen)) expect(caught(text, rules), `${row.concept}: ${text}`).toEqual([])
  })
})
