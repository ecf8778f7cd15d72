// `npm run i18n:check` (first half): fails when a text of app/content is not a `text(kind,
// message)` the extractor can read, or its note cannot be filled (locales/content-texts.ts:
// a kind or message that is not a literal, an unknown kind, a field of the note the entry
// lacks, a left-over message object, a stray `// Translators:` comment), when the PO
// catalogs are out of date with the source (run `npm run i18n:extract` for both), when a
// message of a translated language has no translation (a language of PARTLY_TRANSLATED,
// app/i18n/languages.ts, prints its count of texts of the content instead), or when an entry lacks what a
// translator needs (scripts/lib/translator-notes.ts: a comment where the rule asks for one,
// the English text as msgid). When it fails it runs the glossary check (the second half)
// before exiting, so both reports are printed. The catalogs on disk are left exactly as they were.
import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs'
import { execSync } from 'node:child_process'
import PO from 'pofile'
import { basename } from 'node:path'
import { catalogFiles, catalogPath, isContentText, missingTranslationReport, TRANSLATED, type TranslationCount } from './lib/catalogs'
import { catalogProblems, staleExemptions } from './lib/translator-notes'
import { checkGlossary } from './check-glossary'
import { contentTextProblems } from '../locales/content-texts'

const read = (path: string): string | null => (existsSync(path) ? readFileSync(path, 'utf8') : null)

const paths = catalogFiles()
const before = paths.map(read)
let problems = 0
// The content's texts first: the extractor refuses a file with any of these problems, so the
// catalogs could not be brought up to date (locales/content-texts.ts).
for (const problem of contentTextProblems()) {
  console.error(`✗ ${problem}`)
  problems++
}
try {
  execSync('npx lingui extract --clean', { stdio: 'ignore' })
  paths.forEach((p, i) => {
    if (read(p) !== before[i]) {
      console.error(`✗ ${p} is out of date with the source: run \`npm run i18n:extract\` and translate.`)
      problems++
    }
  })
} finally {
  paths.forEach((p, i) => {
    const content = before[i]
    if (content === null || content === undefined) rmSync(p, { force: true })
    else writeFileSync(p, content)
  })
}
const counts: TranslationCount[] = TRANSLATED.flatMap((lang) =>
  catalogFiles([lang]).flatMap((file) => {
    const content = read(file)
    if (content === null) return []
    const items = PO.parse(content).items.filter((item) => !item.obsolete)
    const untranslated = items.filter((item) => !(item.msgstr[0] ?? '').trim())
    const missing = untranslated.map((item) => item.msgid)
    const missingInterface = untranslated.filter((item) => !isContentText(item.references)).map((item) => item.msgid)
    return [{ file, lang, translated: items.length - missing.length, total: items.length, missing, missingInterface }]
  }),
)
const translation = missingTranslationReport(counts)
for (const line of translation.lines) console.log(line)
for (const error of translation.errors) console.error(error)
problems += translation.errors.length
const parse = (path: string) => ({ file: path, po: PO.parse(read(path) ?? '') })
const sources = new Map(catalogFiles(['en']).map((path) => [basename(path, '.po'), parse(path)]))
for (const [catalog, source] of sources) {
  const found = catalogProblems(
    catalog,
    source,
    TRANSLATED.map((lang) => catalogPath(lang, catalog))
      .filter((path) => read(path) !== null)
      .map(parse),
  )
  for (const p of found) console.error(`✗ ${p.file}: ${p.problem}: ${JSON.stringify(p.msgid)}`)
  problems += found.length
}
const stale = staleExemptions(new Map([...sources].map(([catalog, { po }]) => [catalog, po])))
for (const s of stale) console.error(`✗ locales/comment-exemptions.ts: ${s}: remove the exemption.`)
problems += stale.length
if (problems) {
  console.error(`${problems} catalog problem(s): see docs/translating.md.`)
  checkGlossary()
  process.exit(1)
}
console.log(
  `✓ catalogs up to date, ${counts.every((c) => !c.missing.length) ? 'fully translated' : 'translated but for the partly translated languages above'}, every entry with its English text and the comments it needs`,
)
