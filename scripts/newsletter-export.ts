// `npm run newsletter:export > subscribers.csv`         confirmed, subscribed addresses
// `npm run newsletter:export -- --all > everyone.csv`   plus pending and unsubscribed ones
//
// CSV on standard output: `email,language,status,created_at,confirmed_at,unsubscribed_at`,
// oldest first; messages on standard error. Works while the site runs (through the
// server's operator socket on embedded PGlite; on Supabase with
// SUPABASE_SERVICE_ROLE_KEY from this command's environment, never the web server's).
import { commandArgs, OperatorError, openOperatorDb, runCommand } from './newsletter/operator-db'

interface Row {
  id: number
  email: string
  language: string
  status: string
  created_at: string | Date | null
  confirmed_at: string | Date | null
  unsubscribed_at: string | Date | null
}

const PAGE = 1000

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}
const iso = (value: string | Date | null) => (value ? new Date(value).toISOString() : '')

await runCommand('newsletter:export', async () => {
  const usage = 'npm run newsletter:export [-- --all]'
  const { values, positionals } = commandArgs(usage, { all: { type: 'boolean', default: false } })
  if (positionals.length) throw new OperatorError(`unexpected argument ${positionals[0]}\nusage: ${usage}`)
  const all = values.all
  const db = await openOperatorDb('npm run newsletter:export')
  try {
    process.stdout.write('email,language,status,created_at,confirmed_at,unsubscribed_at\n')
    let count = 0
    for (let after = 0; ;) {
      const rows = await db.call<Row>('chat_control_export', { include_all: all, after_id: after, max_rows: PAGE })
      for (const r of rows) {
        process.stdout.write(
          `${[r.email, r.language, r.status, iso(r.created_at), iso(r.confirmed_at), iso(r.unsubscribed_at)].map(csvField).join(',')}\n`,
        )
      }
      count += rows.length
      if (rows.length < PAGE) break
      after = Number(rows.at(-1)!.id)
    }
    process.stderr.write(`${count} ${all ? 'address(es) in every state' : 'confirmed subscriber(s)'} from ${db.description}.\n`)
  } finally {
    await db.close()
  }
  return 0
})
