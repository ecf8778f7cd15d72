import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PGlite } from '@electric-sql/pglite'
import { SMTPServer } from 'smtp-server'
import { applyBundledMigrations } from '~/newsletter/migrations.server'

/**
 * Send robustness (docs/decisions/009): 2,000 confirmed subscribers, `npm run newsletter:send`
 * killed with SIGKILL half-way, then run again. Every subscriber must end with exactly
 * one copy, counted by a real SMTP server (smtp-server) per envelope recipient.
 */
const SUBSCRIBERS = 2000
const ROOT = join(import.meta.dirname, '../..')
let root: string
let smtp: SMTPServer
let smtpUrl: string
const received = new Map<string, number>()
let total = 0

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cc-robust-'))
  cpSync(join(ROOT, 'newsletter/issues/example'), join(root, 'robustness-issue'), { recursive: true })
  const db = await PGlite.create(join(root, 'pglite'))
  await applyBundledMigrations(db)
  await db.exec(`
    insert into public.chat_control (email, language, confirm_token_hash)
    select 'reader' || i || '@example.org', (array['en', 'nl', 'de', 'fr'])[1 + i % 4], md5(i::text)
      from generate_series(1, ${SUBSCRIBERS}) i;
    update public.chat_control set status = 'confirmed', confirmed_at = now();
  `)
  await db.close()
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) received.set(rcpt.address, (received.get(rcpt.address) ?? 0) + 1)
        total++
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`
}, 180_000)

afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()))
  rmSync(root, { recursive: true, force: true })
})

/** Runs the send command; with `killAt`, SIGKILLs it once the SMTP server has that many messages. */
function send(args: string[], killAt?: number): Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }> {
  // `node --import tsx`, not the tsx CLI: the CLI runs the script in a child process,
  // which a SIGKILL of the CLI would leave running.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'scripts/newsletter-send.ts'), join(root, 'robustness-issue'), '--rate', '0', ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PGLITE_DIR: join(root, 'pglite'),
        SMTP_URL: smtpUrl,
        SITE_URL: 'https://chatcontrol.info',
        SUPABASE_URL: '',
        SUPABASE_SERVER_KEY: '',
        DATABASE_URL: '',
        // The lease of a delivery in flight: a killed run's delivery counts as interrupted after it.
        OUTBOX_LEASE_SECONDS: '5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (c) => (stdout += c))
  child.stderr.on('data', (c) => (stderr += c))
  const timer =
    killAt === undefined
      ? undefined
      : setInterval(() => {
          if (total >= killAt) {
            child.kill('SIGKILL')
            clearInterval(timer)
          }
        }, 5)
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      clearInterval(timer)
      resolve({ code, signal, stdout, stderr })
    }),
  )
}

function tally() {
  const counts = { once: 0, none: 0, twiceOrMore: 0 }
  for (let i = 1; i <= SUBSCRIBERS; i++) {
    const n = received.get(`reader${i}@example.org`) ?? 0
    if (n === 1) counts.once++
    else if (n === 0) counts.none++
    else counts.twiceOrMore++
  }
  return counts
}

describe('newsletter:send killed half-way, then run again', () => {
  it('every subscriber receives exactly one copy', async () => {
    const first = await send([], SUBSCRIBERS / 2)
    const afterKill = { messages: total, ...tally() }
    console.log(`run 1: ${first.signal ?? `exit ${first.code}`} after ${afterKill.messages} messages`, afterKill)
    expect(first.signal).toBe('SIGKILL')
    expect(afterKill.messages).toBeLessThan(SUBSCRIBERS)

    const second = await send([])
    const afterRerun = { messages: total, ...tally() }
    console.log(`run 2: exit ${second.code}; ${second.stdout.trim()}`, afterRerun)
    if (second.code !== 0) console.log(second.stderr.slice(-3000))
    if (second.stderr.includes('interrupted')) console.log(second.stderr.split('\n').find((l) => l.includes('interrupted')))
    expect(second.code).toBe(0)
    expect(afterRerun.twiceOrMore).toBe(0)

    // A message in flight at the kill is reported as interrupted and not re-sent
    // automatically: the mail server may or may not have accepted it before the kill
    // (both happen, by timing). Only one that never arrived is missing; the operator,
    // who can check, completes the issue with --resend-interrupted — here when the
    // SMTP server says it did not arrive.
    const report = JSON.parse(second.stdout.trim().split('\n').at(-1)!) as { interrupted: number }
    expect(report.interrupted).toBeLessThanOrEqual(1)
    expect(afterRerun.none).toBeLessThanOrEqual(report.interrupted)
    if (afterRerun.none > 0) {
      // --resend-interrupted never takes a delivery whose run's lease has not passed (it may still be sending).
      await new Promise((r) => setTimeout(r, 5500))
      const third = await send(['--resend-interrupted'])
      console.log(`run 3 (--resend-interrupted): exit ${third.code}; ${third.stdout.trim()}`, { messages: total, ...tally() })
    }
    const final = { subscribers: SUBSCRIBERS, messages: total, ...tally() }
    console.log('final', final)
    expect(final).toEqual({ subscribers: SUBSCRIBERS, messages: SUBSCRIBERS, once: SUBSCRIBERS, none: 0, twiceOrMore: 0 })

    const again = await send([])
    expect(JSON.parse(again.stdout.trim().split('\n').at(-1)!)).toMatchObject({ sent: 0 })
    expect(total).toBe(SUBSCRIBERS)
  }, 600_000)
})
