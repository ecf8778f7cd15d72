// `npm run stats`                         the last 30 days as tables in the terminal
// `npm run stats -- --since 2026-11-01`   from that UTC day to today
// `npm run stats -- --json`               the same figures as JSON (stable shape: scripts/stats/queries.ts)
// `npm run stats -- --html report.html`   one self-contained page with charts (no script, no request)
//
// Page views per page, language and day; tool clicks per tool and day and the click rate of
// each tools page; subscribers by state and language, confirmations and unsubscribes per
// day; the confirmation-mail outbox and the last issue's deliveries. Counts only: no
// address is read or printed. Reaches the database like the newsletter commands
// (scripts/newsletter/operator-db.ts): the running server's PGlite through its operator
// socket, PostgreSQL with OPERATOR_DATABASE_URL or DATABASE_URL, Supabase with
// SUPABASE_SERVICE_ROLE_KEY from this command's environment.
import { writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { z } from 'zod'
import { commandArgs, OperatorError, openOperatorDb, runCommand } from './newsletter/operator-db'
import { toolList } from './lib/tool-list'
import { buildReport, readStats } from './stats/queries'
import { renderHtml } from './stats/html'
import { renderText } from './stats/text'
import { readEnvironment } from '../app/config.server'

const DAY_MS = 86_400_000
/** The default period: today and the 29 days before it. */
const DEFAULT_DAYS = 30
const usage = 'npm run stats [-- --since YYYY-MM-DD] [--json | --html FILE]'
/** Where the operator typed the command (npm runs scripts in the project folder and says so in INIT_CWD; runCommand moves there too). */
const npm = readEnvironment(['npm_lifecycle_event', 'INIT_CWD'])
const callerDir = (npm.npm_lifecycle_event === 'stats' && npm.INIT_CWD) || process.cwd()

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written YYYY-MM-DD')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    'is not a calendar day',
  )

await runCommand('stats', async () => {
  const { values, positionals } = commandArgs(usage, {
    since: { type: 'string' },
    json: { type: 'boolean', default: false },
    html: { type: 'string' },
  })
  if (positionals.length) throw new OperatorError(`unexpected argument ${positionals[0]}\nusage: ${usage}`)
  if (values.json && values.html !== undefined) throw new OperatorError(`--json and --html exclude each other\nusage: ${usage}`)
  if (values.html !== undefined && !values.html.trim()) throw new OperatorError(`--html needs a file name\nusage: ${usage}`)
  const until = new Date().toISOString().slice(0, 10)
  let since = new Date(Date.now() - (DEFAULT_DAYS - 1) * DAY_MS).toISOString().slice(0, 10)
  if (values.since !== undefined) {
    const parsed = isoDay.safeParse(values.since)
    if (!parsed.success) throw new OperatorError(`--since ${values.since} ${parsed.error.issues[0]!.message}\nusage: ${usage}`)
    if (parsed.data > until) throw new OperatorError(`--since ${values.since} is after today (${until}, UTC)`)
    since = parsed.data
  }

  const tools = toolList()
  const db = await openOperatorDb('npm run stats')
  let report
  try {
    report = buildReport({ raw: await readStats(db, since), tools, database: db.description, since, until })
  } finally {
    await db.close()
  }
  if (values.json) {
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`)
  } else if (values.html !== undefined) {
    const file = resolve(callerDir, values.html)
    await writeFile(file, renderHtml(report))
    process.stderr.write(`Wrote ${file} (${report.since} – ${report.until}, from ${report.database}).\n`)
  } else {
    process.stdout.write(renderText(report))
  }
  return 0
})
