import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { test, expect } from '@playwright/test'
import pg from 'pg'
import { freePort } from '../../scripts/lib/free-port'
import { startPostgres, SUPABASE_ROLES, type PostgresCluster } from '../../scripts/lib/postgres-cluster'
import { ROOT, startOwnServer, type OwnServer } from './own-server'
import { SmtpInbox, type Received } from './smtp-inbox'
import { postSubscription } from './raw-http'

/**
 * Each mail is sent once (docs/security.md, "The newsletter"): two production servers on one
 * real PostgreSQL and a mail server that takes 0.75 s to answer each message, longer in all
 * than a lease of 5 s. A batch of confirmation mails outlasts the lease of its claim, the
 * other server claims the rest, and each mail still leaves once: a sender renews the lease
 * of the mail it is about to send and may send and settle only a mail it holds. The same
 * for an issue sent by two `newsletter:send` runs at once. A sender killed midway loses
 * nothing: its mails are taken over after their lease. The one message a kill can catch
 * between the mail server's data and its answer may arrive twice — always with the same
 * Message-ID.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 })

// The shortest lease the configuration allows (OUTBOX_LEASE_SECONDS, app/config.server.ts).
const LEASE_SECONDS = '5'
// A batch of 20 confirmations takes 15 s to send: longer than a lease plus the 5 s an idle
// sender waits before it looks again (app/newsletter/outbox-sender.server.ts), so the other
// server takes the rest over however late in its wait the lease runs out.
const SLOW_SMTP_MS = 750
let cluster: PostgresCluster
let smtp: SmtpInbox
let db: pg.Client
const servers: OwnServer[] = []
const run = Date.now().toString(36)
let client = 0

test.beforeAll(async () => {
  cluster = await startPostgres()
  db = new pg.Client({ connectionString: cluster.url() })
  await db.connect()
  await db.query(SUPABASE_ROLES)
  smtp = new SmtpInbox(await freePort(), SLOW_SMTP_MS)
  await smtp.up()
})

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.dispose()))
  await db?.end()
  await smtp?.down()
  cluster?.stop()
})

async function start(): Promise<OwnServer> {
  const server = await startOwnServer(
    {
      DATABASE_URL: cluster.url(),
      SMTP_URL: smtp.url,
      TRUST_PROXY: '1',
      OUTBOX_LEASE_SECONDS: LEASE_SECONDS,
      CONFIRMATION_MAILS_PER_SECOND: '500',
    },
    { healthy: true },
  )
  servers.push(server)
  return server
}

/** The footer form without JavaScript, from a client address of its own. */
async function subscribe(server: OwnServer, email: string): Promise<number> {
  client++
  return (await postSubscription(server.url, '/contact', email, `10.77.${(client >> 8) & 255}.${client & 255}`)).status
}

/** Per address: how many messages arrived, and how many distinct Message-IDs among them. */
function tally(addresses: string[]) {
  const copies = addresses.map((address) => smtp.to(address))
  return {
    missing: addresses.filter((_, i) => copies[i]!.length === 0),
    twice: copies.filter((mails) => mails.length > 1).length,
    distinctIds: copies.filter((mails) => new Set(mails.map((m: Received) => m.messageId)).size > 1).length,
  }
}

/** `npm run newsletter:send` for an issue folder, against the cluster (the owner's URL). */
function send(args: string[]): { child: ChildProcess; done: Promise<{ code: number | null; stdout: string; stderr: string }> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'scripts/newsletter-send.ts'), join(ROOT, 'newsletter/issues/example'), '--rate', '0', ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: cluster.url(),
        OPERATOR_DATABASE_URL: '',
        SUPABASE_URL: '',
        SMTP_URL: smtp.url,
        SITE_URL: 'https://chatcontrol.info',
        OUTBOX_LEASE_SECONDS: LEASE_SECONDS,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', (c) => (stdout += c))
  child.stderr!.on('data', (c) => (stderr += c))
  return { child, done: new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr }))) }
}

/** `n` confirmed subscribers, as the operator's database holds them after their confirmation. */
async function confirmedSubscribers(prefix: string, n: number): Promise<string[]> {
  const addresses = Array.from({ length: n }, (_, i) => `${prefix}${i}-${run}@example.org`)
  await db.query(
    "insert into public.chat_control (email, language, status, confirmed_at) select unnest($1::text[]), 'en', 'confirmed', now()",
    [addresses],
  )
  return addresses
}

const issueMails = (addresses: string[]) => addresses.flatMap((a) => smtp.to(a).filter((m) => m.messageId.startsWith('<example.')))

test('20 confirmation mails through two servers and a slow mail server arrive exactly once each', async () => {
  const started = Date.now()
  const [a, b] = await Promise.all([start(), start()])
  const addresses = Array.from({ length: 20 }, (_, i) => `once-${i}-${run}@example.org`)
  // All through one server: its sender claims them in a batch that takes 20 × 0.75 s to send, far
  // beyond the batch's lease; the other server's sender finds the rest leased out, then expired.
  const answers = await Promise.all(addresses.map((address) => subscribe(a, address)))
  expect(answers.every((status) => status === 303)).toBe(true)
  await expect.poll(() => tally(addresses).missing.length, { timeout: 60_000, intervals: [500] }).toBe(0)
  // Longer than a lease: a late second copy from the other server would arrive now.
  await new Promise((r) => setTimeout(r, Number(LEASE_SECONDS) * 1000 + 2 * SLOW_SMTP_MS))
  const result = tally(addresses)
  console.log(
    `two servers, ${SLOW_SMTP_MS} ms per message, lease ${LEASE_SECONDS} s: ${smtp.inbox.length} messages for 20 confirmations, ` +
      `${result.twice} delivered twice, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  expect(result).toEqual({ missing: [], twice: 0, distinctIds: 0 })
  expect(b.output()).not.toContain('@example.org')
  expect(a.output()).not.toContain('@example.org')
})

test('one issue sent by two runs at once (one of them --resend-interrupted) reaches 20 subscribers once each', async () => {
  const started = Date.now()
  const addresses = await confirmedSubscribers('issue-', 20)
  const first = send([])
  await new Promise((r) => setTimeout(r, 300))
  // An operator who thinks the first run is stuck starts another that takes interrupted deliveries.
  const second = send(['--resend-interrupted'])
  const [one, two] = await Promise.all([first.done, second.done])
  expect(one.code, one.stderr).toBe(0)
  expect(two.code, two.stderr).toBe(0)
  const reports = [one, two].map((r) => JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { sent: number })
  const mails = issueMails(addresses)
  console.log(
    `two send runs: ${reports.map((r) => r.sent).join(' + ')} sent, ${mails.length} issue messages for 20 subscribers, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  expect(reports[0]!.sent + reports[1]!.sent).toBe(20)
  expect(addresses.map((a) => smtp.to(a).filter((m) => m.messageId.startsWith('<example.')).length)).toEqual(addresses.map(() => 1))
})

test('a server killed while sending confirmations, and a send run killed midway, lose nothing', async () => {
  const started = Date.now()
  const [a, b] = servers
  const settle = () => new Promise((r) => setTimeout(r, Number(LEASE_SECONDS) * 1000 + 2 * SLOW_SMTP_MS))
  // The two cases run side by side: the servers send confirmations, the send runs an issue.

  // Confirmations: a takes them all, then is killed with mails in hand; b takes them over after
  // their lease. Once all have arrived, longer than a lease: a late second copy would arrive then.
  const addresses = Array.from({ length: 10 }, (_, i) => `killed-${i}-${run}@example.org`)
  const confirmationsDone = (async () => {
    for (const address of addresses) expect(await subscribe(a!, address)).toBe(303)
    await expect
      .poll(() => addresses.filter((x) => smtp.to(x).length).length, { timeout: 30_000, intervals: [100] })
      .toBeGreaterThanOrEqual(3)
    await a!.stop('SIGKILL')
    await expect.poll(() => tally(addresses).missing.length, { timeout: 60_000, intervals: [500] }).toBe(0)
    await settle()
  })()

  // An issue: a run killed after a few messages; the next run, after the lease, sends the rest
  // and the delivery the killed run had in flight (--resend-interrupted).
  const subscribers = await confirmedSubscribers('issue-killed-', 10)
  const issueDone = (async () => {
    const killed = send([])
    await expect.poll(() => issueMails(subscribers).length, { timeout: 30_000, intervals: [100] }).toBeGreaterThanOrEqual(3)
    killed.child.kill('SIGKILL')
    await killed.done
    await new Promise((r) => setTimeout(r, Number(LEASE_SECONDS) * 1000 + 500))
    const rerun = await send(['--resend-interrupted']).done
    expect(rerun.code, rerun.stderr).toBe(0)
  })()
  await Promise.all([confirmationsDone, issueDone])

  const confirmations = tally(addresses)
  const issue = tally(subscribers)
  console.log(
    `killed midway: confirmations ${JSON.stringify(confirmations)}, issue ${JSON.stringify(issue)}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  for (const result of [confirmations, issue]) {
    expect(result.missing).toEqual([])
    // Only the message a kill caught between the mail server's data and its answer, with its own Message-ID.
    expect(result.twice).toBeLessThanOrEqual(1)
    expect(result.distinctIds).toBe(0)
  }
  expect(b!.output()).not.toContain('@example.org')
})
