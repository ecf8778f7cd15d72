// `npm run newsletter:send -- <issue-folder> [--dry-run] [--rate N] [--resend-interrupted]`
// `npm run newsletter:send -- --updates-since YYYY-MM-DD [--dry-run] …`
//
// Sends an issue (a folder with en.md, nl.md, de.md, fr.md; subject = first heading)
// to every confirmed subscriber in their language, English when their language has
// no file; HTML and plain text, with a one-click List-Unsubscribe link of its own.
// With --updates-since, the issue is the updates page's entries on or after that day
// (app/content/updates.ts, in every language: scripts/newsletter/updates-issue.ts), keyed
// `updates-<day>-to-<newest entry's day>`. A dry run prints each language's mail, then who
// would get which.
// Works while the site runs (embedded PGlite: through the server's operator socket;
// Supabase: with SUPABASE_SERVICE_ROLE_KEY from this command's environment).
//
// Idempotent: every (issue, subscriber) delivery is claimed in the database before its
// message leaves, under this run's token and a lease of OUTBOX_LEASE_SECONDS, and marked
// sent or failed after by this run only. A second run — at the same time or later — sends
// what is left, retries the failed ones and sends nobody a second copy. A delivery whose
// run was killed between the two (at most one, with no SMTP answer recorded) is reported,
// once its lease has passed, and not re-sent, as it may have arrived;
// `--resend-interrupted` sends those again (never one a live run still holds), with the
// same Message-ID, so a copy that did arrive is recognisably the same message.
// SIGINT/SIGTERM finish the message in progress, then stop.
import { randomUUID } from 'node:crypto'
import { SingleBar, Presets } from 'cli-progress'
import { getConfig } from '../app/config.server'
import { DEFAULT_LANG, isLang, LANGS, type Lang } from '../app/i18n/languages'
import { tokenLink } from '../app/newsletter/token-links'
import { issueMail } from '../app/newsletter/mail/compose'
import { createMailer } from '../app/newsletter/mail/mailer.server'
import { hashToken, newToken } from '../app/newsletter/tokens.server'
import { issueFromMarkdown, readIssue, type Issue } from './newsletter/issue'
import { mailI18nFromCatalogs } from './newsletter/mail-i18n'
import { commandArgs, OperatorError, openOperatorDb, runCommand } from './newsletter/operator-db'
import { importAppModule } from './lib/app-module'

interface Recipient {
  id: number
  email: string
  language: string
  attempts: number
}

const USAGE = 'npm run newsletter:send -- <issue-folder> | --updates-since YYYY-MM-DD  [--dry-run] [--rate N] [--resend-interrupted]'

function parseOptions() {
  const { values, positionals } = commandArgs(USAGE, {
    'dry-run': { type: 'boolean', default: false },
    rate: { type: 'string' },
    'resend-interrupted': { type: 'boolean', default: false },
    'updates-since': { type: 'string' },
  })
  const since = values['updates-since']
  if (positionals.length !== (since === undefined ? 1 : 0)) throw new OperatorError(`usage: ${USAGE}`)
  if (since !== undefined && !isDay(since))
    throw new OperatorError(`--updates-since takes a day as YYYY-MM-DD (e.g. 2026-03-01), not "${since}"`)
  const rate = values.rate === undefined ? undefined : Number(values.rate)
  if (rate !== undefined && !(rate >= 0)) throw new OperatorError('--rate takes a number of messages per second (0 = no limit)')
  return { folder: positionals[0], since, dryRun: values['dry-run'], rate, resendInterrupted: values['resend-interrupted'] }
}

/** A real calendar day written YYYY-MM-DD. */
const isDay = (value: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value

/**
 * The issue of the updates since `since`. The digest that writes it
 * (app/components/updates/updates-digest.ts) uses the Lingui macro and the issue reads the
 * compiled catalogs, so the module is loaded through Vite's module runner with the macro and
 * the Lingui plugin (scripts/lib/app-module.ts).
 */
async function updatesIssue(siteUrl: string, since: string): Promise<Issue> {
  const module = await importAppModule<typeof import('./newsletter/updates-issue')>('./scripts/newsletter/updates-issue.ts', {
    catalogs: true,
  })
  const built = module.buildUpdatesIssue(siteUrl, since)
  if (!built.entries) {
    throw new OperatorError(`No update on or after ${since} in app/content/updates.ts: there is nothing to send.`)
  }
  const languages = Object.fromEntries(
    Object.entries(built.languages).map(([lang, digest]) => [lang, issueFromMarkdown(digest.markdown, `${built.id} (${lang})`)]),
  ) as Issue['languages']
  console.error(`${built.entries} update(s) since ${since}.`)
  return { id: built.id, languages }
}

const asLocale = (language: string): Lang => (isLang(language) ? language : DEFAULT_LANG)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

await runCommand('newsletter:send', async () => {
  const options = parseOptions()
  const config = getConfig()
  const rate = options.rate ?? config.NEWSLETTER_RATE
  const issue = options.since === undefined ? readIssue(options.folder!) : await updatesIssue(config.SITE_URL, options.since)
  const db = await openOperatorDb('npm run newsletter:send')
  try {
    const [purged] = await db.call<{ pending_deleted: number; unsubscribed_deleted: number }>('chat_control_purge')
    if (purged && (purged.pending_deleted || purged.unsubscribed_deleted)) {
      console.error(
        `Retention: deleted ${purged.pending_deleted} unconfirmed and ${purged.unsubscribed_deleted} expired unsubscribed address(es).`,
      )
    }
    const recipients: Recipient[] = []
    for (let after = 0; ;) {
      const page = await db.call<Recipient>('chat_control_recipients', { issue: issue.id, after_id: after, max_rows: 1000 })
      recipients.push(...page)
      if (page.length < 1000) break
      after = Number(page.at(-1)!.id)
    }
    const unfinished = await db.call<Recipient & { held_until: string | Date | null }>('chat_control_unfinished', { issue: issue.id })
    // A delivery whose run's lease has not passed may still be in that run's hands: never taken.
    const interrupted = unfinished.filter((r) => r.held_until === null)
    const held = unfinished.filter((r) => r.held_until !== null)
    if (options.resendInterrupted) recipients.push(...interrupted)
    const languages = Object.keys(issue.languages).join(', ')
    console.error(`Issue "${issue.id}" (${languages}) via ${db.description}: ${recipients.length} to send.`)
    if (interrupted.length && !options.resendInterrupted) {
      console.error(
        `${interrupted.length} delivery(ies) of an earlier run were interrupted before the mail server answered; not re-sent ` +
          `(they may have arrived): ${interrupted.map((r) => r.email).join(', ')}. Use --resend-interrupted to send them again.`,
      )
    }
    if (held.length) {
      const until = new Date(Math.max(...held.map((r) => new Date(r.held_until!).getTime())))
      console.error(
        `${held.length} delivery(ies) are held by another run that is sending them, or was stopped less than OUTBOX_LEASE_SECONDS ago; ` +
          `not sent by this run. If no other run is going on, run again after ${until.toISOString()} to see whether they were interrupted.`,
      )
    }

    if (options.dryRun) {
      for (const [lang, rendered] of Object.entries(issue.languages)) {
        process.stdout.write(`===== ${lang}: ${rendered.subject}\n\n${rendered.text.trimEnd()}\n\n`)
      }
      process.stdout.write('===== recipients\n')
      for (const r of recipients) {
        const lang = asLocale(r.language)
        const rendered = issue.languages[lang] ?? issue.languages.en
        const used = issue.languages[lang] ? lang : 'en'
        process.stdout.write(
          `${r.email}\t${r.language}\t${used}.md\t${rendered.subject}${r.attempts ? `\t(retry ${r.attempts + 1})` : ''}\n`,
        )
      }
      console.error(`Dry run: ${recipients.length} message(s) would be sent; nothing was sent or recorded.`)
      return 0
    }

    if (!config.SITE_URL.startsWith('https://')) {
      console.error(`Warning: SITE_URL is ${config.SITE_URL}; mailbox providers expect an https List-Unsubscribe link.`)
    }
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: config.OUTBOX_DIR,
      pool: true,
      log: (line) => console.error(line),
    })
    const i18n = Object.fromEntries(LANGS.map((l) => [l, mailI18nFromCatalogs(l)]))
    const host = new URL(config.SITE_URL).hostname
    const run = randomUUID()
    let stopping = false
    const stop = () => {
      if (!stopping) console.error('\nStopping after the message in progress…')
      stopping = true
    }
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)

    const bar =
      process.stderr.isTTY && mailer.kind === 'smtp'
        ? new SingleBar(
            { format: ' {bar} {value}/{total} sent | {failed} failed | ETA {eta_formatted}', stream: process.stderr },
            Presets.shades_classic,
          )
        : null
    bar?.start(recipients.length, 0, { failed: 0 })
    const counts = { sent: 0, failed: 0, skipped: 0 }
    const interval = rate > 0 ? 1000 / rate : 0
    const started = Date.now()
    let slot = 0
    for (const r of recipients) {
      if (stopping) break
      const wait = started + slot * interval - Date.now()
      if (wait > 0) await sleep(wait)
      const token = newToken()
      const [claim] = await db.call<{ claimed: boolean }>('chat_control_claim', {
        issue: issue.id,
        subscriber: r.id,
        token_hash: hashToken(token),
        resend_interrupted: options.resendInterrupted,
        run,
        lease_seconds: config.OUTBOX_LEASE_SECONDS,
      })
      if (!claim?.claimed) {
        counts.skipped++ // sent meanwhile by another run, or unsubscribed since the list was read
        continue
      }
      slot++
      const lang = asLocale(r.language)
      const rendered = issue.languages[lang] ?? issue.languages.en
      const mail = issueMail(i18n[issue.languages[lang] ? lang : 'en']!, rendered, {
        to: r.email,
        unsubscribeUrl: tokenLink(config.SITE_URL, 'unsubscribe', lang, token),
        siteUrl: config.SITE_URL,
        messageId: `<${issue.id}.${r.id}@${host}>`,
      })
      try {
        await mailer.send(mail)
        await db.call('chat_control_record', { issue: issue.id, subscriber: r.id, outcome: 'sent', run })
        counts.sent++
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        await db.call('chat_control_record', { issue: issue.id, subscriber: r.id, outcome: 'failed', error: reason, run })
        counts.failed++
        if (!bar) console.error(`Failed: ${r.email}: ${reason}`)
      }
      bar?.update(counts.sent + counts.failed, { failed: counts.failed })
      if (!bar && (counts.sent + counts.failed) % 100 === 0) console.error(`${counts.sent + counts.failed}/${recipients.length}`)
    }
    bar?.stop()
    mailer.close()
    const left = recipients.length - counts.sent - counts.failed - counts.skipped
    console.error(
      `Sent ${counts.sent}, failed ${counts.failed} (retried on the next run), skipped ${counts.skipped}` +
        (left > 0 ? `, not attempted ${left} (stopped; run again to continue)` : '') +
        '.',
    )
    process.stdout.write(
      `${JSON.stringify({ issue: issue.id, ...counts, notAttempted: Math.max(0, left), interrupted: (options.resendInterrupted ? 0 : interrupted.length) + held.length })}\n`,
    )
    return stopping ? 130 : counts.failed ? 2 : 0
  } finally {
    await db.close()
  }
})
