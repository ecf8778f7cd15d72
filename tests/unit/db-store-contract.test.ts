import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import type { PGlite } from '@electric-sql/pglite'
import { createPgliteStore } from '~/newsletter/pglite-store.server'
import { createPostgresStore } from '~/newsletter/postgres-store.server'
import { createSupabaseStore } from '~/newsletter/supabase-store.server'
import { MIGRATIONS } from '~/newsletter/migrations.server'
import type { SiteStore } from '~/newsletter/store'
import { hashToken, newToken, TOKEN_PATTERN } from '~/newsletter/tokens.server'
import { startPostgres, SUPABASE_ROLES, type PostgresCluster } from '../../scripts/lib/postgres-cluster'
import { startSupabaseRpcShim } from './supabase-rpc-shim'
import { normaliseEmail } from '~/newsletter/email'

/**
 * One contract, three adapters (app/newsletter/store.ts): embedded PGlite, PostgreSQL over
 * DATABASE_URL on a real PostgreSQL cluster, and Supabase over HTTP through an RPC front
 * end to that cluster (supabase-rpc-shim.ts: our requests and functions, not Supabase's
 * own gateway). Each runs against its own fresh database; `owner` is the database
 * owner, for what only the operator or the clock does.
 */
interface Harness {
  store: SiteStore
  /** A second server on the same database (null for PGlite: one process per folder). */
  second: SiteStore | null
  owner<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>
  close(): Promise<void>
}

let cluster: PostgresCluster | undefined
const clusterReady = (async () => {
  cluster = await startPostgres()
  const admin = new pg.Client({ connectionString: cluster.url() })
  await admin.connect()
  await admin.query(SUPABASE_ROLES)
  for (const db of ['contract_postgres', 'contract_supabase']) await admin.query(`create database ${db}`)
  await admin.end()
  return cluster
})()
const dbUrl = (c: PostgresCluster, db: string) => c.url().replace(/\/postgres$/, `/${db}`)

async function ownerOf(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return {
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
    end: () => client.end(),
  }
}

const harnesses: Record<string, () => Promise<Harness>> = {
  async pglite() {
    const store = createPgliteStore({ dir: 'memory://' })
    const { db } = (await (store.start as () => Promise<{ db: PGlite }>)()) as { db: PGlite }
    return {
      store,
      second: null,
      owner: async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows,
      close: () => store.close(),
    }
  },
  async postgres() {
    const url = dbUrl(await clusterReady, 'contract_postgres')
    // Two servers starting at once: one applies the migrations under the advisory lock.
    const store = createPostgresStore({ url, migrations: MIGRATIONS })
    const second = createPostgresStore({ url, migrations: MIGRATIONS })
    await Promise.all([store.start!(), second.start!()])
    const owner = await ownerOf(url)
    return {
      store,
      second,
      owner: owner.query,
      async close() {
        await Promise.all([store.close(), second.close(), owner.end()])
      },
    }
  },
  async supabase() {
    const url = dbUrl(await clusterReady, 'contract_supabase')
    const migrator = createPostgresStore({ url, migrations: MIGRATIONS })
    await migrator.start!()
    await migrator.close()
    const shim = await startSupabaseRpcShim(url, { 'server-key': 'chat_control_server', 'anon-key': 'anon' })
    const owner = await ownerOf(url)
    return {
      store: createSupabaseStore({ url: shim.url, serverKey: 'server-key' }),
      second: createSupabaseStore({ url: shim.url, serverKey: 'server-key' }),
      owner: owner.query,
      async close() {
        await shim.close()
        await owner.end()
      },
    }
  },
}

afterAll(async () => {
  await clusterReady.catch(() => undefined)
  cluster?.stop()
})

const signal = () => AbortSignal.timeout(30_000)
/** Two senders' tokens (outbox-sender.server.ts draws one per server). */
const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'
const claim = (store: SiteStore, budget = 1000, sender = A, reserve = 0) =>
  store.claimMails({ max: 50, hourlyBudget: budget, leaseSeconds: 60, sender, reserve })

describe.each(Object.keys(harnesses))('store contract: %s', (kind) => {
  let h: Harness
  beforeAll(async () => {
    h = await harnesses[kind]!()
  }, 180_000)
  afterAll(async () => {
    await h?.close()
  })

  it('subscribe queues one confirmation mail; its link confirms once', async () => {
    expect(h.store.kind).toBe(kind)
    await h.store.subscribe({ email: 'Anna@example.nl', language: 'nl' }, signal())
    const [mail, ...rest] = await claim(h.store)
    expect(rest).toEqual([])
    expect(mail).toMatchObject({ email: 'Anna@example.nl', language: 'nl', attempts: 1 })
    expect(mail!.token).toMatch(TOKEN_PATTERN)
    await h.store.mailSent(mail!.id, A)
    expect(await h.store.confirm(mail!.token, signal())).toBe('confirmed')
    expect(await h.store.confirm(mail!.token, signal())).toBe('used')
    expect(await h.store.confirm(newToken(), signal())).toBe('invalid')
  })

  it('answers a confirmed address like an unknown one, and mails it nothing', async () => {
    await expect(h.store.subscribe({ email: 'anna@example.nl', language: 'de' }, signal())).resolves.toBeUndefined()
    expect(await claim(h.store)).toEqual([])
  })

  it('caps one mailbox, case and +tag folded, at one link within the hour', async () => {
    for (let i = 0; i < 6; i++) await h.store.subscribe({ email: `${i % 2 ? 'Bomb' : 'bomb'}+${i}@example.org`, language: 'en' }, signal())
    const mails = await claim(h.store)
    expect(mails).toHaveLength(1)
    await h.store.mailSent(mails[0]!.id, A)
  })

  it('retries a refused mail later, never claims a mail twice, keeps within the hourly budget', async () => {
    await h.store.subscribe({ email: 'retry@example.org', language: 'fr' }, signal())
    const [mail] = await claim(h.store)
    await h.store.mailFailed(mail!.id, A)
    expect(await claim(h.store)).toEqual([])
    await h.owner('update public.chat_control_outbox set next_attempt_at = now() where id = $1', [mail!.id])
    const [again] = await claim(h.store)
    expect(again).toMatchObject({ id: mail!.id, token: mail!.token, attempts: 2 })
    await h.store.mailSent(again!.id, A)
    expect(await claim(h.store)).toEqual([])

    await h.store.subscribe({ email: 'budget@example.org', language: 'en' }, signal())
    const used = (
      await h.owner<{ n: number }>("select count(*)::int as n from public.chat_control_outbox where claimed_at > now() - interval '1 hour'")
    )[0]!.n
    expect(await claim(h.store, used)).toEqual([])
    expect(await claim(h.store, used + 1)).toHaveLength(1)
  })

  it('two servers claiming at once share the due mails without overlap', async () => {
    if (!h.second) return // PGlite: one process per folder (data-dir-lock.server.ts)
    for (let i = 0; i < 20; i++) await h.store.subscribe({ email: `many${i}@example.org`, language: 'en' }, signal())
    const [a, b] = await Promise.all([
      h.store.claimMails({ max: 12, hourlyBudget: 1000, leaseSeconds: 60, sender: A, reserve: 0 }),
      h.second.claimMails({ max: 12, hourlyBudget: 1000, leaseSeconds: 60, sender: B, reserve: 0 }),
    ])
    const ids = [...a, ...b].map((m) => m.id)
    expect(ids).toHaveLength(20)
    expect(new Set(ids).size).toBe(20)
    for (const mail of a) await h.store.mailSent(mail.id, A)
    for (const mail of b) await h.store.mailSent(mail.id, B)
  })

  it('Gmail spellings of one mailbox get one link, mailed to the spelling as typed; the stored address is not rewritten', async () => {
    for (const email of [
      'a.l.i.c.e@gmail.com',
      'alice@googlemail.com',
      'ALICE+x@gmail.com',
      'Al.ice+news@GoogleMail.com',
      'alice@gmail.com',
    ])
      await h.store.subscribe({ email: normaliseEmail(email)!, language: 'en' }, signal())
    const mails = (await claim(h.store)).filter((m) => /@g(oogle)?mail\.com$/i.test(m.email))
    expect(mails.map((m) => m.email)).toEqual(['a.l.i.c.e@gmail.com'])
    const rows = await h.owner<{ email: string }>("select email from public.chat_control where email ilike '%@g%mail.com' order by id")
    expect(rows.map((r) => r.email)).toEqual(['a.l.i.c.e@gmail.com'])
    await h.store.mailSent(mails[0]!.id, A)
    expect(await h.store.confirm(mails[0]!.token, signal())).toBe('confirmed')
    // Confirmed: another spelling a day later is the same mailbox, still subscribed — nothing.
    await h.owner("update public.chat_control_outbox set created_at = created_at - interval '2 days'")
    await h.store.subscribe({ email: 'alice+later@googlemail.com', language: 'de' }, signal())
    expect(await claim(h.store)).toEqual([])
    // Other domains keep their dots: two people.
    await h.store.subscribe({ email: 'a.lice@example.org', language: 'en' }, signal())
    await h.store.subscribe({ email: 'alice@example.org', language: 'en' }, signal())
    const others = await claim(h.store)
    expect(others.map((m) => m.email).sort()).toEqual(['a.lice@example.org', 'alice@example.org'])
    for (const mail of others) await h.store.mailSent(mail.id, A)
  })

  it('each mail is held by one sender: after its lease another takes it, and the first may neither send nor settle it', async () => {
    await h.store.subscribe({ email: 'lease@example.org', language: 'en' }, signal())
    const [mail] = await claim(h.store, 1000, A)
    expect(await h.store.holdMail(mail!.id, A, 60)).toBe(true)
    expect(await h.store.holdMail(mail!.id, B, 60)).toBe(false)
    expect(await claim(h.store, 1000, B)).toEqual([]) // held
    // A stalls past its lease (a slow mail server): B claims the mail.
    await h.owner("update public.chat_control_outbox set lease_until = now() - interval '1 second' where id = $1", [mail!.id])
    const [taken] = await claim(h.store, 1000, B)
    expect(taken).toMatchObject({ id: mail!.id, attempts: 2 })
    expect(await h.store.holdMail(mail!.id, A, 60)).toBe(false)
    expect(await h.store.mailSent(mail!.id, A)).toBe(false)
    expect(await h.store.mailFailed(mail!.id, A)).toBe(false)
    expect(await h.store.holdMail(mail!.id, B, 60)).toBe(true)
    expect(await h.store.mailSent(mail!.id, B)).toBe(true)
    expect(await h.store.mailSent(mail!.id, B)).toBe(false) // once
    expect(await claim(h.store, 1000, A)).toEqual([])
  })

  it('a flood is capped per hour, and a quiet client uses the reserve of the budget the flood cannot reach', async () => {
    const count = async (sql: string) => (await h.owner<{ n: number }>(sql))[0]!.n
    const flood = await count(
      "select count(*)::int as n from public.chat_control_outbox where not quiet and created_at > now() - interval '1 hour'",
    )
    for (let i = 0; i < 5; i++)
      await h.store.subscribe({ email: `flood${i}@example.net`, language: 'en', quiet: false, hourlyCap: flood + 3 }, signal())
    await h.store.subscribe({ email: 'visitor@example.net', language: 'en', quiet: true, hourlyCap: flood + 3 }, signal())
    const queued = await h.owner<{ email: string; quiet: boolean }>(
      "select c.email, o.quiet from public.chat_control_outbox o join public.chat_control c on c.id = o.subscriber_id where c.email like '%@example.net' order by o.id",
    )
    expect(queued.map((q) => q.email)).toEqual(['flood0@example.net', 'flood1@example.net', 'flood2@example.net', 'visitor@example.net'])
    // Budget: what the hour used so far + 3, with a reserve of 1: the flood gets 2, the quiet visitor the last one.
    const used = await count("select count(*)::int as n from public.chat_control_outbox where claimed_at > now() - interval '1 hour'")
    const first = await h.store.claimMails({ max: 50, hourlyBudget: used + 3, leaseSeconds: 60, sender: A, reserve: 1 })
    expect(first.map((m) => m.email).sort()).toEqual(['flood0@example.net', 'visitor@example.net'])
    const second = await h.store.claimMails({ max: 50, hourlyBudget: used + 3, leaseSeconds: 60, sender: A, reserve: 1 })
    expect(second).toEqual([]) // flood2 would eat into the reserve
    await h.store.subscribe({ email: 'late-visitor@example.net', language: 'en', quiet: true, hourlyCap: flood + 3 }, signal())
    const third = await h.store.claimMails({ max: 50, hourlyBudget: used + 3, leaseSeconds: 60, sender: A, reserve: 1 })
    expect(third.map((m) => m.email)).toEqual(['late-visitor@example.net'])
    for (const mail of [...first, ...third]) await h.store.mailSent(mail.id, A)
  })

  it('unsubscribes by an issue token and keeps that record when the address subscribes again', async () => {
    const token = newToken()
    const [{ id }] = (await h.owner<{ id: number }>("select id from public.chat_control where email = 'Anna@example.nl'")) as [
      { id: number },
    ]
    await h.owner("select * from public.chat_control_claim('contract-1', $1, $2)", [id, hashToken(token)])
    expect(await h.store.unsubscribe(token, signal())).toBe('unsubscribed')
    expect(await h.store.unsubscribe(token, signal())).toBe('used')
    await h.owner("update public.chat_control_outbox set created_at = created_at - interval '2 hours'")
    await h.store.subscribe({ email: 'Anna@example.nl', language: 'nl' }, signal())
    const states = await h.owner<{ status: string }>(
      "select status from public.chat_control where lower(email) = 'anna@example.nl' order by id",
    )
    expect(states.map((s) => s.status)).toEqual(['unsubscribed', 'pending'])
  })

  it('runs the retention clean-up at most once a day', async () => {
    await h.owner("update public.chat_control set confirm_sent_at = now() - interval '8 days' where email = 'retry@example.org'")
    expect(await h.store.dailyPurge()).toEqual({ pending: 1, unsubscribed: 0 })
    expect(await h.store.dailyPurge()).toBeNull()
  })

  it('adds page-view and click batches (a second server adds to the same rows) and purges counts older than 13 months', async () => {
    const day = new Date().toISOString().slice(0, 10)
    await h.store.countViews(day, ['/', '/nl'], ['en', 'nl'], [3, 2])
    await (h.second ?? h.store).countViews(day, ['/'], ['en'], [4])
    await h.store.countClicks(day, ['nordvpn', 'proton-mail'], [5, 1])
    await (h.second ?? h.store).countClicks(day, ['nordvpn'], [2])
    await h.store.countClicks('2020-01-01', ['nordvpn'], [9])
    const views = await h.owner<{ path: string; lang: string; views: string }>(
      'select path, lang, views::text from public.chat_control_page_views where day = $1 order by path',
      [day],
    )
    expect(views).toEqual([
      { path: '/', lang: 'en', views: '7' },
      { path: '/nl', lang: 'nl', views: '2' },
    ])
    const clicks = await h.owner<{ tool: string; clicks: string }>(
      'select tool, clicks::text from public.chat_control_tool_clicks where day = $1 order by tool',
      [day],
    )
    expect(clicks).toEqual([
      { tool: 'nordvpn', clicks: '7' },
      { tool: 'proton-mail', clicks: '1' },
    ])
    // What no server may write: a tool outside the slug pattern.
    await expect(h.store.countClicks(day, ['Evil Tool'], [1])).rejects.toThrow()
    await h.store.purgeCounters()
    expect(await h.owner("select 1 from public.chat_control_tool_clicks where day = '2020-01-01'")).toEqual([])
    expect(await h.owner('select 1 from public.chat_control_tool_clicks where day = $1', [day])).toHaveLength(2)
  })

  it('tells the outbox depth: unsent mails whose link has not expired', async () => {
    const [row] = await h.owner<{ n: string }>(
      'select count(*)::text as n from public.chat_control_outbox where sent_at is null and expires_at > now()',
    )
    expect(await h.store.outboxDepth()).toBe(Number(row!.n))
  })

  it('answers the health check', async () => {
    expect(await h.store.healthy()).toBe(true)
  })
})
