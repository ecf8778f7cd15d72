import type PO from 'pofile'
import { citationPattern, type LetterLang } from '../../app/content/letter-languages.ts'
import { GREETING, LETTER_MESSAGES, STAGE } from '../../app/content/letters.ts'
import { NOW } from '../../app/content/now.ts'
import { catalogProblems } from './translator-notes.ts'

/**
 * The rules every language's letter to an MEP keeps (docs/translating.md#letter-languages), over
 * one catalog: every message of the letter (app/content/letters.ts, LETTER_MESSAGES) is there and
 * translated, with the English placeholders, no more, no fewer; the regulation is cited as EUR-Lex
 * cites it in that language (app/content/letter-languages.ts, citationPattern); each vote kind's
 * opening and request differ from the others'. Used by scripts/check-letters.ts on the letter
 * catalogs and on the site languages' `act` catalogs, and by tests/unit/letter-rules.test.ts.
 */
const ACT_NUMBER = /\d{4}\/\d+/.exec(NOW.law.name)![0]

export function letterProblems(lang: LetterLang, file: string, po: PO, english: PO): string[] {
  const problems: string[] = []
  const items = new Map(po.items.filter((item) => !item.obsolete).map((item) => [item.msgid, item]))
  const translations: string[] = []
  for (const message of LETTER_MESSAGES) {
    const source = message.message ?? ''
    const item = items.get(source)
    if (!item) {
      problems.push(`${file}: no entry for ${JSON.stringify(source)}: run \`npm run i18n:extract\``)
      continue
    }
    const translation = item.msgstr[0] ?? ''
    if (!translation.trim()) problems.push(`${file}: not translated: ${JSON.stringify(source)}`)
    translations.push(translation)
    if (message === STAGE && translation.trim() && !citationPattern(lang, ACT_NUMBER).test(translation))
      problems.push(
        `${file}: the regulation is not cited as EUR-Lex cites it in ${lang} (${citationPattern(lang, ACT_NUMBER).source}): ${JSON.stringify(translation)}`,
      )
  }
  for (const problem of catalogProblems('letters', { file: 'en', po: english }, [{ file, po }])) {
    if (!LETTER_MESSAGES.some((m) => m.message === problem.msgid)) continue
    // The greeting may leave the name out where the language addresses a member of parliament by
    // title, in a vocative or a gendered form the name cannot follow (its translator comment says so).
    if (problem.msgid === GREETING.message && problem.problem.endsWith(': {name} ≠ none')) continue
    problems.push(`${problem.file}: ${JSON.stringify(problem.msgid)}: ${problem.problem}`)
  }
  const filled = translations.filter((t) => t.trim())
  const repeated = filled.filter((t, i) => filled.indexOf(t) !== i)
  // The two kinds that share their request (no vote, joined later) share one entry: any other repeat is a kind that says what another says.
  if (repeated.length) problems.push(`${file}: two messages of the letter have the same translation: ${JSON.stringify(repeated[0])}`)
  return problems
}
