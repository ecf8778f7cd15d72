// Fails when the PO catalogs are out of date with the source (run
// `npm run i18n:extract`) or when a Dutch, German or French message has no
// translation. The catalogs on disk are left exactly as they were.
import { readFileSync, writeFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
import PO from 'pofile'

const locales = ['en', 'nl', 'de', 'fr']
const paths = locales.map((l) => `locales/${l}/messages.po`)
const before = paths.map((p) => readFileSync(p, 'utf8'))
let problems = 0
try {
  execSync('npx lingui extract --clean', { stdio: 'ignore' })
  paths.forEach((p, i) => {
    if (readFileSync(p, 'utf8') !== before[i]) {
      console.error(`✗ ${p} is out of date with the source: run \`npm run i18n:extract\` and translate.`)
      problems++
    }
  })
} finally {
  paths.forEach((p, i) => writeFileSync(p, before[i]))
}
for (const locale of ['nl', 'de', 'fr']) {
  const po = PO.parse(readFileSync(`locales/${locale}/messages.po`, 'utf8'))
  const missing = po.items.filter((item) => !item.obsolete && !(item.msgstr[0] ?? '').trim())
  for (const item of missing) console.error(`✗ ${locale}: no translation for ${JSON.stringify(item.msgid)}`)
  problems += missing.length
  console.log(`${locale}: ${po.items.length - missing.length}/${po.items.length} messages translated`)
}
if (problems) {
  console.error(`${problems} catalog problem(s).`)
  process.exit(1)
}
console.log('✓ catalogs up to date and fully translated')
