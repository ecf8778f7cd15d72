// `npm run content:check`: the content data (app/content/) against its schemas and rules
// (app/content/check.ts, docs/editing.md#the-check). Prints a short report; exits 1 on an
// error, 0 with warnings (a review date that has passed, a statement of where it stands
// checked before the last review: app/content/now.ts). `npm test` runs it.
import { fileURLToPath } from 'node:url'
import { checkContent, contentData } from './lib/content-modules'

function main() {
  const today = new Date().toISOString().slice(0, 10)
  const data = contentData()
  const report = checkContent(data, today)
  console.log(`content:check (today ${today}, as of ${data.asOf}, review by ${data.reviewBy})`)
  for (const line of report.summary) console.log(`  ${line}`)
  for (const warning of report.warnings) console.log(`warning: ${warning}`)
  for (const error of report.errors) console.log(`error: ${error}`)
  console.log(report.errors.length ? `✗ ${report.errors.length} error(s)` : '✓ content is consistent')
  process.exit(report.errors.length ? 1 : 0)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
