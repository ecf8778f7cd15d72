// Apply translations to the PO catalogs, then re-run extraction so the files keep
// Lingui's own formatting. Input: JSON files of the form
//   { "English source message": { "nl": "…", "de": "…", "fr": "…" }, … }
// A key may be "context\u0004message" for messages with a context.
// Usage: node scripts/po-set.mjs translations.json [more.json…]
import { readFileSync, writeFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
import PO from 'pofile'
import { catalogFiles, TRANSLATED } from './lib/catalogs.mjs'

const files = process.argv.slice(2)
if (!files.length) {
  console.error('usage: node scripts/po-set.mjs translations.json [...]')
  process.exit(2)
}
// Make sure every source message is in the catalogs first.
execSync('npx lingui extract --clean', { stdio: 'ignore' })
const table = Object.assign({}, ...files.map((f) => JSON.parse(readFileSync(f, 'utf8'))))
const unknown = new Set(Object.keys(table))
for (const path of catalogFiles(TRANSLATED)) {
  const locale = path.split('/')[1]
  const po = PO.parse(readFileSync(path, 'utf8'))
  for (const item of po.items) {
    const key = item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid
    const translation = table[key]?.[locale]
    if (translation !== undefined) {
      item.msgstr = [translation]
      unknown.delete(key)
    }
  }
  writeFileSync(path, po.toString() + '\n')
}
execSync('npx lingui extract --clean', { stdio: 'ignore' })
if (unknown.size) {
  console.warn(`${unknown.size} key(s) are not source messages (check spelling / placeholders):`)
  for (const k of unknown) console.warn(`  ${JSON.stringify(k)}`)
  process.exitCode = 1
}
console.log(`Applied translations from ${files.join(', ')}`)
