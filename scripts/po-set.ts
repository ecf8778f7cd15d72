// Apply translations to the PO catalogs, then re-run extraction so the files keep
// Lingui's own formatting. Input: JSON files of the form
//   { "English source message": { "nl": "…", "de": "…", "fr": "…" }, … }
// A key may be "context\u0004message" for messages with a context.
// Usage: npx tsx scripts/po-set.ts translations.json [more.json…]
import { readFileSync, writeFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
import PO from 'pofile'
import { catalogFiles, TRANSLATED } from './lib/catalogs'
import type { Lang } from '../app/i18n/languages'

type Translations = Record<string, Partial<Record<Lang, string>>>

/** The translation table of one JSON file; stops with the file's name when it has another shape. */
function readTable(file: string): Translations {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'))
  const isRecord = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  if (!isRecord(data)) throw new Error(`${file}: expected an object of source messages`)
  for (const [key, byLocale] of Object.entries(data)) {
    if (!isRecord(byLocale) || !Object.values(byLocale).every((t) => typeof t === 'string'))
      throw new Error(`${file}: ${JSON.stringify(key)} must map locales to translated strings`)
  }
  return data as Translations
}

const files = process.argv.slice(2)
if (!files.length) {
  console.error('usage: npx tsx scripts/po-set.ts translations.json [...]')
  process.exit(2)
}
const table: Translations = Object.assign({}, ...files.map(readTable))
// Make sure every source message is in the catalogs first.
execSync('npx lingui extract --clean', { stdio: 'ignore' })
const unknown = new Set(Object.keys(table))
for (const lang of TRANSLATED) {
  for (const path of catalogFiles([lang])) {
    const po = PO.parse(readFileSync(path, 'utf8'))
    for (const item of po.items) {
      const key = item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid
      const translation = table[key]?.[lang]
      if (translation !== undefined) {
        item.msgstr = [translation]
        unknown.delete(key)
      }
    }
    writeFileSync(path, po.toString() + '\n')
  }
}
execSync('npx lingui extract --clean', { stdio: 'ignore' })
if (unknown.size) {
  console.warn(`${unknown.size} key(s) are not source messages (check spelling / placeholders):`)
  for (const k of unknown) console.warn(`  ${JSON.stringify(k)}`)
  process.exitCode = 1
}
console.log(`Applied translations from ${files.join(', ')}`)
