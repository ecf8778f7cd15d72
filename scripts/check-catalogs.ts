// `npm run i18n:check` (first half): fails when the PO catalogs are out of date with the
// source (run `npm run i18n:extract`) or when a Dutch, German or French message has no
// translation. The catalogs on disk are left exactly as they were.
import { existsSync, readFileSync, writeFileSync, rmSync } from 'node:fs'
import { execSync } from 'node:child_process'
import PO from 'pofile'
import { catalogFiles, TRANSLATED } from './lib/catalogs'

const read = (path: string): string | null => (existsSync(path) ? readFileSync(path, 'utf8') : null)

const paths = catalogFiles()
const before = paths.map(read)
let problems = 0
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
for (const path of catalogFiles(TRANSLATED)) {
  const content = read(path)
  if (content === null) continue
  const po = PO.parse(content)
  const missing = po.items.filter((item) => !item.obsolete && !(item.msgstr[0] ?? '').trim())
  for (const item of missing) console.error(`✗ ${path}: no translation for ${JSON.stringify(item.msgid)}`)
  problems += missing.length
  console.log(`${path}: ${po.items.length - missing.length}/${po.items.length} messages translated`)
}
if (problems) {
  console.error(`${problems} catalog problem(s).`)
  process.exit(1)
}
console.log('✓ catalogs up to date and fully translated')
