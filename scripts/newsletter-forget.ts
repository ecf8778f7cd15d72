// `npm run newsletter:forget -- <email>`
//
// GDPR Art. 17: erases an address and everything about it — its subscriber records
// (every state: an unsubscribed record stays beside a later subscription; every spelling
// of the same mailbox, as the per-mailbox limits count them: mailboxOf), their
// delivery records and queued confirmation mails (cascade), and, in the local outbox
// mode, the .eml copies addressed to it in OUTBOX_DIR — and prints what it removed.
// Works while the site runs (see scripts/newsletter-send.ts).
import { readdir, readFile, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import { getConfig } from '../app/config.server'
import { mailboxOf, normaliseEmail } from '../app/newsletter/email'
import { commandArgs, OperatorError, openOperatorDb, runCommand } from './newsletter/operator-db'

interface Removed {
  email: string
  status: string
  language: string
  created_at: string | Date
  deliveries: number
}

/** Outbox files whose To: header reaches the address's mailbox (any spelling of it, mailboxOf). */
async function forgetOutbox(dir: string, email: string): Promise<number> {
  let names: string[]
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml'))
  } catch {
    return 0
  }
  const mailbox = mailboxOf(email)
  let removed = 0
  for (const name of names) {
    const path = join(dir, name)
    const head = (await readFile(path, 'utf8')).split(/\r?\n\r?\n/, 1)[0] ?? ''
    const to = /^To:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? ''
    const address = /<([^<>]+)>\s*$/.exec(to)?.[1] ?? to
    if (address.includes('@') && mailboxOf(address) === mailbox) {
      await unlink(path)
      removed++
    }
  }
  return removed
}

await runCommand('newsletter:forget', async () => {
  const usage = 'npm run newsletter:forget -- <email>'
  const raw = commandArgs(usage, {}).positionals
  if (raw.length !== 1) throw new OperatorError(`usage: ${usage}`)
  const email = normaliseEmail(raw[0]) ?? raw[0]!.trim()
  const db = await openOperatorDb('npm run newsletter:forget')
  let rows: Removed[]
  try {
    rows = await db.call<Removed>('chat_control_forget', { address: email })
  } finally {
    await db.close()
  }
  const files = await forgetOutbox(getConfig().OUTBOX_DIR, email)
  if (!rows.length) console.log(`No subscriber record for ${email} in ${db.description}.`)
  for (const row of rows) {
    console.log(
      `Removed subscriber ${row.email} (${row.status}, language ${row.language}, signed up ${new Date(row.created_at).toISOString()}) ` +
        `and its ${row.deliveries} delivery record(s) from ${db.description}.`,
    )
  }
  if (files) console.log(`Removed ${files} message(s) to ${email} from the outbox ${getConfig().OUTBOX_DIR}.`)
  if (!rows.length && !files) console.log('Nothing was stored about this address.')
  return 0
})
