import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import type { PGlite } from '@electric-sql/pglite'
import { createPgliteStore } from '~/newsletter/pglite-store.server'
import { createPostgresStore } from '~/newsletter/postgres-store.server'
import { createSupabaseStore } from '~/newsletter/supabase-store.server'
import { MIGRATIONS } from '~/newsletter/migrations.server'
import type { NewsletterStore } from '~/newsletter/store'
import { hashToken, newToken, TOKEN_PATTERN } from '~/newsletter/tokens.server'
import { startPostgres, SUPABASE_ROLES, type PostgresCluster } from '../../scripts/lib/postgres-cluster'
import { startSupabaseRpcShim } from './supabase-rpc-shim'

/**
 * One contract, three adapters (app/newsletter/store.ts): embedded PGlite, PostgreSQL over
 * DATABASE_URL on a real PostgreSQL cluster, and Supabase over HTTP through an RPC front
 * end to that cluster (supabase-rpc-shim.ts: our requests and functions, not Supabase's
 * own gateway). Each runs against its own fresh database; `owner` is the database
 * owner, for what only the operator or the clock does.
 */
interface Harness {
  store: NewsletterStore
  /** A second server on the same database (null for PGlite: one process per folder). */
  second: NewsletterStore | null
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
const claim = (store: NewsletterStore, budget = 1000) => store.claimMails({ max: 50, hourlyBudget: budget, leaseSeconds: 60 })

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
    await h.store.mailSent(mail!.id)
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
    await h.store.mailSent(mails[0]!.id)
  })

  it('retries a refused mail later, never claims a mail twice, keeps within the hourly budget', async () => {
    await h.store.subscribe({ email: 'retry@example.org', language: 'fr' }, signal())
    const [mail] = await claim(h.store)
    await h.store.mailFailed(mail!.id)
    expect(await claim(h.store)).toEqual([])
    await h.owner('update public.chat_control_outbox set next_attempt_at = now() where id = $1', [mail!.id])
    const [again] = await claim(h.store)
    expect(again).toMatchObject({ id: mail!.id, token: mail!.token, attempts: 2 })
    await h.store.mailSent(again!.id)
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
      h.store.claimMails({ max: 12, hourlyBudget: 1000, leaseSeconds: 60 }),
      h.second.claimMails({ max: 12, hourlyBudget: 1000, leaseSeconds: 60 }),
    ])
    const ids = [...a, ...b].map((m) => m.id)
    expect(ids).toHaveLength(20)
    expect(new Set(ids).size).toBe(20)
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

  it('answers the health check', async () => {
    expect(await h.store.healthy()).toBe(true)
  })
})
