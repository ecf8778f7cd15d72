// `npm run i18n:check`, second half: every translation in locales/<language>/*.po of every
// translated language is checked against its register and term list in locales/glossary.ts
// (explained in locales/GLOSSARY.md), a partly translated language's too. Exit 1 with one
// line per violation. scripts/check-catalogs.ts runs it as well when the catalogs fail, so a
// glossary problem is never hidden behind a missing translation.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import PO from 'pofile'
import { GLOSSARY, rulesOf, type GlossaryLanguage, type GlossaryRule } from '../locales/glossary'

export interface Translation {
  file: string
  msgid: string
  msgstr: string
  /** The translator comment (`#.` lines), which a rule may exempt by (GlossaryRule.unlessComment). */
  comment?: string
}

export interface GlossaryViolation extends Translation {
  rule: GlossaryRule
  match: string
}

/** The violations of `rules` in a list of translations (pure: tested in tests/unit/glossary.test.ts). */
export function findViolations(translations: readonly Translation[], rules: readonly GlossaryRule[]): GlossaryViolation[] {
  const violations: GlossaryViolation[] = []
  for (const t of translations) {
    for (const rule of rules) {
      if (rule.unlessComment && t.comment !== undefined && rule.unlessComment.test(t.comment)) continue
      for (const pattern of rule.forbidden) {
        const found = t.msgstr.match(pattern)
        if (found) violations.push({ ...t, rule, match: found[0] })
      }
    }
  }
  return violations
}

/** Every non-obsolete translation of one language's catalogs (none before its first `npm run i18n:extract`). */
export function readTranslations(localesDir: string, language: GlossaryLanguage): Translation[] {
  const dir = join(localesDir, language)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.po'))
    .flatMap((f) => {
      const file = join(dir, f)
      return PO.parse(readFileSync(file, 'utf8'))
        .items.filter((item) => !item.obsolete && item.msgstr.join('').trim())
        .map((item) => ({ file, msgid: item.msgid, msgstr: item.msgstr.join(''), comment: item.extractedComments.join(' ') }))
    })
}

/** Prints the report; returns the number of violations. */
export function checkGlossary(localesDir = fileURLToPath(new URL('../locales', import.meta.url))): number {
  let problems = 0
  for (const language of Object.keys(GLOSSARY) as GlossaryLanguage[]) {
    const translations = readTranslations(localesDir, language)
    const rules = rulesOf(GLOSSARY[language])
    const violations = findViolations(translations, rules)
    for (const v of violations) {
      console.error(`✗ ${v.file}: "${v.match}" — use "${v.rule.term}" (${v.rule.concept}); msgid ${JSON.stringify(v.msgid)}`)
    }
    problems += violations.length
    console.log(`${language}: ${translations.length} translations checked against its register and ${rules.length - 1} glossary terms`)
  }
  if (problems) console.error(`${problems} glossary violation(s): see locales/GLOSSARY.md.`)
  else console.log('✓ translations follow the glossary')
  return problems
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exit(checkGlossary() ? 1 : 0)
