// `npm run i18n:check`, the letters: fails when the letter catalogs of the official languages the
// site does not speak (locales/letters/<code>.po, lingui.letters.config.ts) are out of date with
// app/content/letters.ts, or when any language's letter — those catalogs, and the site languages'
// `act` catalogs — misses a message, leaves one untranslated, changes a placeholder, or cites the
// regulation otherwise than EUR-Lex does in that language (scripts/lib/letter-rules.ts;
// docs/translating.md#letter-languages). The catalogs on disk are left exactly as they were.
import { execSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import PO from 'pofile'
import { EXTRA_LETTER_LANGUAGES, LETTER_LANGUAGES, type LetterLang } from '../app/content/letter-languages'
import { TRANSLATED } from './lib/catalogs'
import { letterProblems } from './lib/letter-rules'

const letterCatalog = (lang: string) => `locales/letters/${lang}.po`
const paths = ['en', ...EXTRA_LETTER_LANGUAGES].map(letterCatalog)
const read = (path: string): string | null => (existsSync(path) ? readFileSync(path, 'utf8') : null)
const before = paths.map(read)
const problems: string[] = []
try {
  execSync('npx lingui extract --clean --config lingui.letters.config.ts', { stdio: 'ignore' })
  paths.forEach((path, i) => {
    if (read(path) !== before[i])
      problems.push(`${path} is out of date with app/content/letters.ts: run \`npm run i18n:extract\` and translate.`)
  })
} finally {
  paths.forEach((path, i) => {
    const content = before[i]
    if (content === null || content === undefined) rmSync(path, { force: true })
    else writeFileSync(path, content)
  })
}

const english = PO.parse(readFileSync(letterCatalog('en'), 'utf8'))
for (const lang of EXTRA_LETTER_LANGUAGES) {
  const text = read(letterCatalog(lang))
  if (text === null) problems.push(`${letterCatalog(lang)} is missing: run \`npm run i18n:extract\``)
  else problems.push(...letterProblems(lang, letterCatalog(lang), PO.parse(text), english))
}
// The site's own languages write the same letter in their `act` catalogs.
for (const lang of TRANSLATED.filter((l): l is LetterLang & typeof l => l in LETTER_LANGUAGES)) {
  const file = `locales/${lang}/act.po`
  problems.push(...letterProblems(lang, file, PO.parse(readFileSync(file, 'utf8')), english))
}

for (const problem of problems) console.error(`✗ ${problem}`)
if (problems.length) process.exit(1)
console.log(
  `✓ letters: ${EXTRA_LETTER_LANGUAGES.length} letter languages and ${TRANSLATED.length} site languages keep every message, placeholder and citation`,
)
