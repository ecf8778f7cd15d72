// `npm run i18n:check`, second half: every translation in locales/{nl,de,fr}/*.po is
// checked against the term list of locales/glossary.ts (explained in
// locales/GLOSSARY.md). Exit 1 with one line per violation.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import PO from 'pofile'
import { GLOSSARY, type GlossaryLanguage, type GlossaryRule } from '../locales/glossary'

export interface Translation {
  file: string
  msgid: string
  msgstr: string
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
      for (const pattern of rule.forbidden) {
        const found = t.msgstr.match(pattern)
        if (found) violations.push({ ...t, rule, match: found[0] })
      }
    }
  }
  return violations
}

/** Every non-obsolete translation of one language's catalogs. */
export function readTranslations(localesDir: string, language: GlossaryLanguage): Translation[] {
  const dir = join(localesDir, language)
  return readdirSync(dir)
    .filter((f) => f.endsWith('.po'))
    .flatMap((f) => {
      const file = join(dir, f)
      return PO.parse(readFileSync(file, 'utf8'))
        .items.filter((item) => !item.obsolete)
        .map((item) => ({ file, msgid: item.msgid, msgstr: item.msgstr.join('') }))
    })
}

function main() {
  const localesDir = fileURLToPath(new URL('../locales', import.meta.url))
  let problems = 0
  for (const language of Object.keys(GLOSSARY) as GlossaryLanguage[]) {
    const translations = readTranslations(localesDir, language)
    const violations = findViolations(translations, GLOSSARY[language])
    for (const v of violations) {
      console.error(`✗ ${v.file}: "${v.match}" — use "${v.rule.term}" (${v.rule.concept}); msgid ${JSON.stringify(v.msgid)}`)
    }
    problems += violations.length
    console.log(`${language}: ${translations.length} translations checked against ${GLOSSARY[language].length} glossary terms`)
  }
  if (problems) {
    console.error(`${problems} glossary violation(s): see locales/GLOSSARY.md.`)
    process.exit(1)
  }
  console.log('✓ translations follow the glossary')
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
