import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { PGlite } from '@electric-sql/pglite'
import { applyBundledMigrations, MIGRATIONS } from '~/newsletter/migrations.server'
import { createHash } from 'node:crypto'
import { mailboxOf, normaliseEmail } from '~/newsletter/email'

/**
 * Integration: the migrations of supabase/migrations/ on a real (embedded) Postgres:
 * role `anon` — the role the site's public key has on Supabase — can do nothing; the
 * server's role subscribes only through chat_control_subscribe; the table's constraints
 * agree with the app's address rule (docs/decisions/012-newsletter-rights-model.md).
 */
let db: PGlite

beforeAll(async () => {
  db = await PGlite.create('memory://')
  await applyBundledMigrations(db)
}, 120_000)

afterAll(async () => {
  await db?.close()
})

/** Runs `sql` as `role` (the owner when null) in a transaction that is always rolled back, unless `keep`. */
async function as(role: string | null, sql: string, params: unknown[] = [], keep = false) {
  await db.exec(role ? `begin; set local role ${role};` : 'begin;')
  try {
    return await db.query(sql, params)
  } finally {
    await db.exec(keep ? 'commit' : 'rollback')
  }
}

async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise
    return undefined
  } catch (error) {
    return (error as { code?: string }).code
  }
}

const insert = 'insert into public.chat_control (email, language) values ($1, $2)'
const asAnon = (sql: string, params: unknown[] = []) => as('anon', sql, params)
const asServer = (sql: string, params: unknown[] = [], keep = false) => as('chat_control_server', sql, params, keep)
/** The table's own rules, whoever inserts. */
const asOwner = (sql: string, params: unknown[] = []) => as(null, sql, params)
const subscribe = 'select public.chat_control_subscribe($1, $2)'

describe('chat_control migrations: anon can do nothing, the server only through its functions', () => {
  it('is found and applied once; running it again changes nothing', async () => {
    expect(MIGRATIONS.map((m) => m.name)).toContain('20250927120000_create_chat_control.sql')
    expect(await applyBundledMigrations(db)).toEqual([])
    // The SQL itself is idempotent too (Supabase users may paste it twice).
    for (const { sql } of MIGRATIONS) await db.exec(sql)
  })

  it('lets the server subscribe through chat_control_subscribe, which decides state, dates and token', async () => {
    await asServer(subscribe, ['reader@example.org', 'nl'], true)
    const { rows } = await db.query<{ email: string; language: string; status: string; created_at: Date; confirm_token_hash: string }>(
      "select * from public.chat_control where email = 'reader@example.org'",
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'reader@example.org', language: 'nl', status: 'pending' })
    expect(rows[0]!.created_at).toBeInstanceOf(Date)
    expect(rows[0]!.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it.each([
    ['insert', `${insert}`],
    ['insert with a token hash of its choosing', "insert into public.chat_control (email, confirm_token_hash) values ($1, 'h')"],
    ['select', 'select * from public.chat_control'],
    ['select count', 'select count(*) from public.chat_control'],
    ['update', "update public.chat_control set language = 'fr'"],
    ['delete', 'delete from public.chat_control'],
    ['truncate', 'truncate public.chat_control'],
    ['subscribe', subscribe],
    ['confirm', "select public.confirm('x')"],
    ['unsubscribe', "select public.unsubscribe('x')"],
    ['claim mails', 'select * from public.chat_control_outbox_claim(1, 1, 60, gen_random_uuid())'],
    ['read the outbox', 'select * from public.chat_control_outbox'],
  ])('denies anon %s (42501)', async (_name, sql) => {
    const params = sql.includes('$2') ? ['another@example.org', 'en'] : sql.includes('$1') ? ['another@example.org'] : []
    expect(await errorCode(asAnon(sql, params))).toBe('42501')
  })

  it.each([
    ['insert', insert],
    ['select', 'select * from public.chat_control'],
    ['update', "update public.chat_control set status = 'confirmed'"],
    ['read the outbox', 'select * from public.chat_control_outbox'],
  ])('denies the server role a direct %s (42501)', async (_name, sql) => {
    const params = sql.includes('$1') ? ['another@example.org', 'en'] : []
    expect(await errorCode(asServer(sql, params))).toBe('42501')
  })

  it('keeps one active row per address, whatever its case (23505)', async () => {
    await as(null, insert, ['dup@example.org', 'en'], true)
    expect(await errorCode(asOwner(insert, ['DUP@example.org', 'fr']))).toBe('23505')
    await asServer(subscribe, ['DUP@example.org', 'de'], true)
    const { rows } = await db.query("select count(*)::int as n from public.chat_control where lower(email) = 'dup@example.org'")
    expect(rows[0]).toEqual({ n: 1 })
  })

  it.each([
    '',
    'plainaddress',
    'no-at-sign.example.org',
    '@example.org',
    'user@',
    'user@localhost',
    'user@@example.org',
    'user name@example.org',
    ' user@example.org',
    'user@example.org ',
    'user@exa mple.org',
    'user@-example.org',
    'user@example-.org',
    'user@example..org',
    'user@Example.org',
    '=cmd@example.org',
    '+1@example.org',
    'jörg@example.org',
    `${'a'.repeat(65)}@example.org`,
    `a@${'b'.repeat(64)}.org`,
    `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org`, // 260 characters
  ])('rejects the invalid address %j from a direct insert (23514)', async (email) => {
    expect(await errorCode(asOwner(insert, [email, 'en']))).toBe('23514')
  })

  // The database keeps the code's shape; which languages exist is the app's list
  // (20261125030000_newsletter_language_format.sql, newsletter-subscribe.test.ts).
  it('rejects a language that is not a two- or three-letter code (23514) and a missing address (23502)', async () => {
    for (const bad of ['ES', 'e', 'engl', 'en-GB', "en'--", '']) {
      expect(await errorCode(asOwner(insert, ['lang@example.org', bad]))).toBe('23514')
      expect(await errorCode(asServer(subscribe, ['lang@example.org', bad]))).toBe('23514')
    }
    expect(await errorCode(asOwner(insert, ['lang-pl@example.org', 'pl']))).toBeUndefined()
    expect(await errorCode(asOwner('insert into public.chat_control (language) values ($1)', ['en']))).toBe('23502')
  })

  it('agrees with the app: every address normaliseEmail accepts, the database accepts', async () => {
    const samples = fc.sample(fc.emailAddress(), { numRuns: 150, seed: 5 })
    const edge = [
      "o'brien+news@mail.example.co.uk",
      'x_y.z!#$%&*/=?^`{|}~-@a-b.c0',
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.de`,
    ]
    let accepted = 0
    for (const raw of [...edge, ...samples]) {
      const email = normaliseEmail(raw)
      if (!email) continue
      accepted++
      expect(await errorCode(asOwner(insert, [email, 'de'])), email).toBeUndefined()
    }
    expect(accepted).toBeGreaterThan(50)
  }, 60_000)

  it('chat_control_mailbox folds exactly as mailboxOf does (the database stores its SHA-256)', async () => {
    const spellings = fc.sample(
      fc
        .tuple(
          fc.emailAddress(),
          fc.constantFrom('', '+tag', '+a.b', '.'),
          fc.constantFrom(null, 'gmail.com', 'GoogleMail.com', 'GMAIL.COM', 'gmail.com.example', 'googlemail.co'),
        )
        .map(([email, suffix, domain]) => {
          const at = email.lastIndexOf('@')
          return `${email.slice(0, at)}${suffix}@${domain ?? email.slice(at + 1)}`
        }),
      { numRuns: 300, seed: 11 },
    )
    let compared = 0
    for (const raw of ['a.l.i.c.e@gmail.com', 'ALICE+x@googlemail.com', ...spellings]) {
      const email = normaliseEmail(raw)
      if (!email) continue
      compared++
      const { rows } = await db.query<{ box: string }>('select public.chat_control_mailbox($1) as box', [email])
      expect(rows[0]!.box, email).toBe(createHash('sha256').update(mailboxOf(email)).digest('hex'))
    }
    expect(compared).toBeGreaterThan(100)
  }, 60_000)

  it('erases every spelling of a mailbox (chat_control_forget) and nothing else', async () => {
    for (const email of ['b.o.b@gmail.com', 'bob+old@googlemail.com', 'b.ob@example.org'])
      await as(null, 'insert into public.chat_control (email, language, status) values ($1, $2, $3)', [email, 'en', 'unsubscribed'], true)
    const { rows } = await as(null, "select email from public.chat_control_forget(' BOB@gmail.com ') order by email", [], true)
    expect(rows).toEqual([{ email: 'b.o.b@gmail.com' }, { email: 'bob+old@googlemail.com' }])
    const left = await db.query(
      "select email from public.chat_control where email in ('b.o.b@gmail.com', 'bob+old@googlemail.com', 'b.ob@example.org')",
    )
    expect(left.rows).toEqual([{ email: 'b.ob@example.org' }])
  })

  it('agrees with the app: what normaliseEmail refuses, the database refuses', async () => {
    const nearEmails = fc
      .tuple(fc.emailAddress(), fc.nat(60), fc.constantFrom('', ' ', '@', '..', '-', '=', 'é', '\t', 'A', '.'))
      .map(([email, at, insert]) => email.slice(0, at) + insert + email.slice(at))
    const samples = fc.sample(fc.oneof(nearEmails, fc.string({ maxLength: 40 })), { numRuns: 300, seed: 7 })
    let refused = 0
    for (const raw of samples) {
      if (normaliseEmail(raw) !== null) continue
      refused++
      expect(await errorCode(asOwner(insert, [raw, 'fr'])), JSON.stringify(raw)).toBe('23514')
    }
    expect(refused).toBeGreaterThan(50)
  }, 60_000)
})
