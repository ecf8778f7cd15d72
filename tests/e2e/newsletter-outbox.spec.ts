import { test, expect } from '@playwright/test'
import pg from 'pg'
import { freePort } from '../../scripts/lib/free-port'
import { startPostgres, SUPABASE_ROLES, type PostgresCluster } from '../../scripts/lib/postgres-cluster'
import { startOwnServer, type OwnServer } from './own-server'
import { SmtpInbox } from './smtp-inbox'
import { postSubscription } from './raw-http'

/**
 * Confirmation mails are never lost and never bombed (docs/decisions/012), against the
 * production build, a real SMTP server in this process (smtp-server) and a real
 * PostgreSQL cluster shared by several server processes (DATABASE_URL). Subscriptions are
 * plain no-JavaScript form posts; each comes from its own client address (TRUST_PROXY).
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 })

let cluster: PostgresCluster
let smtp: SmtpInbox
const servers: OwnServer[] = []
const run = Date.now().toString(36)
let client = 0

test.beforeAll(async () => {
  cluster = await startPostgres()
  const admin = new pg.Client({ connectionString: cluster.url() })
  await admin.connect()
  await admin.query(SUPABASE_ROLES)
  await admin.end()
  smtp = new SmtpInbox(await freePort())
})

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.dispose()))
  await smtp?.down()
  cluster?.stop()
})

async function start(): Promise<OwnServer> {
  const server = await startOwnServer({
    DATABASE_URL: cluster.url(),
    SMTP_URL: smtp.url,
    TRUST_PROXY: '1',
    OUTBOX_LEASE_SECONDS: '5',
    CONFIRMATION_MAILS_PER_SECOND: '500',
  })
  servers.push(server)
  return server
}

/** The footer form without JavaScript, from a client address of its own. */
async function subscribe(server: OwnServer, email: string): Promise<string> {
  client++
  const { status, location } = await postSubscription(
    server.url,
    '/contact',
    email,
    `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
  )
  return `${status} ${location}`
}
const SUCCESS = '303 /contact?newsletter=success#newsletter'

test('the mail server is down while three visitors subscribe: every mail arrives once it is back', async () => {
  const server = await start()
  const addresses = [1, 2, 3].map((i) => `down${i}-${run}@example.org`)
  for (const address of addresses) expect(await subscribe(server, address)).toBe(SUCCESS)
  // The sender has tried and failed.
  await expect.poll(() => server.output(), { timeout: 15_000 }).toMatch(/not accepted/)
  await smtp.up()
  await expect.poll(() => addresses.map((a) => smtp.to(a).length), { timeout: 60_000 }).toEqual([1, 1, 1])
  expect(smtp.to(addresses[0]!)[0]!.link).toMatch(/^https:\/\/chatcontrol\.info\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}$/)
  // Its log names no address, of the failures or of the deliveries.
  expect(server.output()).not.toContain('@example.org')
})

test('the server is killed right after a subscription: the mail leaves after the restart', async () => {
  await smtp.down()
  const address = `killed-${run}@example.org`
  expect(await subscribe(servers[0]!, address)).toBe(SUCCESS)
  await servers[0]!.stop('SIGKILL')
  await smtp.up()
  const restarted = await start()
  await expect.poll(() => smtp.to(address).length, { timeout: 60_000 }).toBe(1)
  expect(restarted.output()).not.toContain(address)
})

test('+tag and case variants of one mailbox from ten client addresses: one link', async () => {
  const server = servers.at(-1)!
  for (let i = 1; i <= 10; i++) expect(await subscribe(server, `${i % 2 ? 'Bomb' : 'bomb'}+${i}-${run}@example.org`)).toBe(SUCCESS)
  await new Promise((r) => setTimeout(r, 4000))
  const mails = smtp.inbox.filter((m) => m.to.toLowerCase().startsWith('bomb+') && m.to.endsWith(`-${run}@example.org`))
  expect(mails).toHaveLength(1)
})

test('two servers on one PostgreSQL, one killed midway: every address gets its mail, none a second one', async () => {
  const N = Number(process.env.E2E_OUTBOX_SUBSCRIPTIONS ?? 200)
  const [a, b] = await Promise.all([start(), start()])
  const addresses = Array.from({ length: N }, (_, i) => `two-${i}-${run}@example.org`)
  const started = Date.now()
  let killed = false
  const answers: string[] = []
  // Four at a time, alternating servers; server a is SIGKILLed halfway, b takes the rest.
  for (let i = 0; i < N; i += 4) {
    if (!killed && i >= N / 2) {
      await a.stop('SIGKILL')
      killed = true
    }
    answers.push(...(await Promise.all(addresses.slice(i, i + 4).map((address, j) => subscribe(killed || (i + j) % 2 ? b : a, address)))))
  }
  // Answers from a at the moment it died may be lost connections; those visitors saw an error.
  const accepted = addresses.filter((_, i) => answers[i] === SUCCESS)
  expect(accepted.length).toBeGreaterThan(N - 8)
  await expect.poll(() => accepted.filter((address) => smtp.to(address).length === 0).length, { timeout: 90_000 }).toBe(0)
  await new Promise((r) => setTimeout(r, 6000)) // longer than a lease: a late second copy would show now
  const copies = accepted.map((address) => smtp.to(address))
  const duplicated = copies.filter((mails) => mails.length > 1)
  console.log(
    `two servers: ${N} subscriptions (${accepted.length} answered success), mails expected ${accepted.length}, ` +
      `sent ${copies.reduce((n, m) => n + m.length, 0)}, duplicated ${duplicated.length}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  // A copy can only come from a server killed between the mail server's acceptance and the
  // database's record (docs/decisions/012): it is the same message, never a second link.
  for (const mails of copies) expect(new Set(mails.map((m) => m.messageId)).size).toBe(1)
  expect(duplicated.length).toBeLessThanOrEqual(1)
  // Nothing for the addresses whose post was cut off, beyond what the database accepted.
  const db = new pg.Client({ connectionString: cluster.url() })
  await db.connect()
  try {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.chat_control_outbox where sent_at is null and token is not null',
    )
    expect(rows[0]!.n).toBe(0)
  } finally {
    await db.end()
  }
})

test('the public anon role is refused on that database: insert, confirm with a chosen token, reading the list', async () => {
  const db = new pg.Client({ connectionString: cluster.url() })
  await db.connect()
  try {
    for (const sql of [
      "insert into public.chat_control (email, confirm_token_hash) values ('victim@example.org', 'h')",
      "select public.confirm('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')",
      "select public.chat_control_subscribe('victim@example.org', 'en')",
      'select count(*) from public.chat_control',
    ]) {
      await db.query('begin; set local role anon')
      const code = await db.query(sql).then(
        () => 'allowed',
        (error: { code?: string }) => error.code,
      )
      await db.query('rollback')
      expect(code, sql).toBe('42501')
    }
  } finally {
    await db.end()
  }
})
