import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PGlite } from '@electric-sql/pglite'
import { createPgliteStore } from '~/newsletter/pglite-store.server'
import { subscribe } from '~/newsletter/newsletter.server'
import { createRateLimiter } from '~/newsletter/rate-limit.server'
import { hashToken, newToken, TOKEN_PATTERN } from '~/newsletter/tokens.server'
import type { QueuedMail } from '~/newsletter/store'
import { handleTokenPost } from '~/newsletter/token-post.server'
import { operatorCall, type OperatorArgs, type OperatorFunction } from '~/newsletter/operator-sql-functions'
import type { Lang } from '~/i18n/languages'

/**
 * The newsletter lifecycle (docs/decisions/009, 012) on embedded Postgres: the double opt-in rules of
 * chat_control_subscribe and its outbox, confirm(token), unsubscribe(token), retention and the operator functions,
 * through the same store and handlers the server uses.
 */
const store = createPgliteStore({ dir: 'memory://' })
let db: PGlite
const mails: { email: string; language: Lang; token: string }[] = []
const deps = () => ({ store, limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }), queued: () => {} })
const SENDER = '00000000-0000-4000-8000-000000000001'
/** What the outbox sender would send now (outbox-sender.server.ts), recorded as sent. */
async function drain(): Promise<QueuedMail[]> {
  const claimed = await store.claimMails({ max: 100, hourlyBudget: 1000, leaseSeconds: 60, sender: SENDER, reserve: 0 })
  for (const mail of claimed) {
    mails.push(mail)
    await store.mailSent(mail.id, SENDER)
  }
  return claimed
}
/** Moves every link of the outbox `minutes` into the past (the per-mailbox limit counts them). */
const age = (minutes: number) => db.exec(`update public.chat_control_outbox set created_at = created_at - interval '${minutes} minutes'`)
const signal = () => AbortSignal.timeout(30_000)

async function call<T = Record<string, unknown>>(fn: OperatorFunction, args: OperatorArgs = {}) {
  const { sql, params } = operatorCall(fn, args)
  return (await db.query<T>(sql, params)).rows
}
const state = async (email: string) =>
  (await db.query<{ status: string }>('select status from public.chat_control where lower(email) = lower($1) order by id desc', [email]))
    .rows[0]?.status

beforeAll(async () => {
  await store.subscribe({ email: 'first@example.org', language: 'en' }, signal())
  // The store's own database, for the operator functions (run as the superuser, like service_role).
  db = (await (store as unknown as { start(): Promise<{ db: PGlite }> }).start()).db
}, 120_000)

afterAll(async () => {
  await store.close()
})

function post(path: string, body: string, type = 'application/x-www-form-urlencoded') {
  return handleTokenPost(new Request(`http://127.0.0.1${path}`, { method: 'POST', body, headers: { 'content-type': type } }), { store })
}

describe('double opt-in', () => {
  it('tokens are 256-bit random base64url strings stored only as SHA-256', async () => {
    const token = newToken()
    expect(token).toMatch(TOKEN_PATTERN)
    expect(new Set(Array.from({ length: 100 }, newToken)).size).toBe(100)
    await drain()
    expect(await subscribe({ email: 'lea@exemple.fr', language: 'fr', clientAddress: 'a' }, deps())).toBe('success')
    expect(await drain()).toHaveLength(1)
    const mail = mails.at(-1)!
    expect(mail.token).toMatch(TOKEN_PATTERN)
    expect(mail).toMatchObject({ email: 'lea@exemple.fr', language: 'fr' })
    const { rows } = await db.query<{ confirm_token_hash: string }>(
      "select confirm_token_hash from public.chat_control where email = 'lea@exemple.fr'",
    )
    expect(rows[0]!.confirm_token_hash).toBe(hashToken(mail.token))
    expect(JSON.stringify(rows)).not.toContain(mail.token)
  })

  it('a pending address gets at most one new link per hour; a confirmed one nothing; the visitor always sees success', async () => {
    const before = mails.length
    expect(await subscribe({ email: 'LEA@exemple.fr', language: 'fr', clientAddress: 'a' }, deps())).toBe('success')
    expect(await subscribe({ email: 'lea+news@exemple.fr', language: 'fr', clientAddress: 'b' }, deps())).toBe('success')
    await drain()
    expect(mails.length).toBe(before)
    // An hour later: a new link, which replaces the old one.
    await age(61)
    const old = mails.at(-1)!.token
    expect(await subscribe({ email: 'lea@exemple.fr', language: 'de', clientAddress: 'a' }, deps())).toBe('success')
    await drain()
    expect(mails.length).toBe(before + 1)
    expect(mails.at(-1)!.language).toBe('de')
    expect(await store.confirm(old, signal())).toBe('invalid')
    expect(await store.confirm(mails.at(-1)!.token, signal())).toBe('confirmed')
    expect(await state('lea@exemple.fr')).toBe('confirmed')
    await age(61)
    expect(await subscribe({ email: 'lea@exemple.fr', language: 'fr', clientAddress: 'a' }, deps())).toBe('success')
    await drain()
    expect(mails.length).toBe(before + 1)
  })

  it('confirm: used, expired and invalid links are told apart', async () => {
    await subscribe({ email: 'late@example.org', language: 'en', clientAddress: 'a' }, deps())
    await drain()
    const token = mails.at(-1)!.token
    await db.exec("update public.chat_control set confirm_sent_at = now() - interval '8 days' where email = 'late@example.org'")
    expect(await store.confirm(token, signal())).toBe('expired')
    expect(await store.confirm('x'.repeat(43), signal())).toBe('invalid')
    expect(await store.confirm("'; drop table public.chat_control; --", signal())).toBe('invalid')
    expect(await state('late@example.org')).toBe('pending')
  })

  it('the retention sweep deletes pending addresses after 7 days, unsubscribed records after 3 years', async () => {
    await db.exec("insert into public.chat_control (email, language, confirm_token_hash) values ('old@example.org', 'en', 'h-old')")
    await db.exec(
      "update public.chat_control set status = 'unsubscribed', unsubscribed_at = now() - interval '3 years 1 day' where email = 'old@example.org'",
    )
    const [purged] = await call<{ pending_deleted: number; unsubscribed_deleted: number }>('chat_control_purge')
    expect(purged).toEqual({ pending_deleted: 1, unsubscribed_deleted: 1 })
    expect(await state('late@example.org')).toBeUndefined()
    expect(await state('old@example.org')).toBeUndefined()
    expect(await state('lea@exemple.fr')).toBe('confirmed')
  })
})

describe('deliveries and unsubscribe', () => {
  it("claims each (issue, subscriber) once, retries failures, and unsubscribes by the mail's token", async () => {
    const [lea] = await call<{ id: number; email: string }>('chat_control_recipients', { issue: 'issue-1' })
    expect(lea?.email).toBe('lea@exemple.fr')
    const token = newToken()
    expect((await call('chat_control_claim', { issue: 'issue-1', subscriber: lea!.id, token_hash: hashToken(token) }))[0]).toEqual({
      claimed: true,
    })
    expect((await call('chat_control_claim', { issue: 'issue-1', subscriber: lea!.id, token_hash: 'other' }))[0]).toEqual({
      claimed: false,
    })
    // Unfinished, but held by the run that claimed it until its lease passes: not yet interrupted.
    expect(await call('chat_control_unfinished', { issue: 'issue-1' })).toMatchObject([
      { email: 'lea@exemple.fr', held_until: expect.any(Date) },
    ])
    expect(await call('chat_control_interrupted', { issue: 'issue-1' })).toEqual([])
    await call('chat_control_record', { issue: 'issue-1', subscriber: lea!.id, outcome: 'failed', error: 'SMTP 451' })
    expect(await call('chat_control_recipients', { issue: 'issue-1' })).toMatchObject([{ email: 'lea@exemple.fr', attempts: 1 }])
    expect((await call('chat_control_claim', { issue: 'issue-1', subscriber: lea!.id, token_hash: hashToken(token) }))[0]).toEqual({
      claimed: true,
    })
    await call('chat_control_record', { issue: 'issue-1', subscriber: lea!.id, outcome: 'sent' })
    expect(await call('chat_control_recipients', { issue: 'issue-1' })).toEqual([])

    // GET never changes anything; the page's button and RFC 8058 one-click do.
    const page = await post(`/fr/lettre-information/desinscription?token=${token}`, 'intent=unsubscribe')
    expect(page?.status).toBe(303)
    expect(page?.headers.get('location')).toBe('/fr/lettre-information/desinscription?newsletter=unsubscribed')
    expect(await state('lea@exemple.fr')).toBe('unsubscribed')
    const form = new FormData()
    form.set('List-Unsubscribe', 'One-Click')
    const multipart = new Request(`http://127.0.0.1/fr/lettre-information/desinscription?token=${token}`, { method: 'POST', body: form })
    const oneClick = await handleTokenPost(multipart, { store })
    expect(oneClick?.status).toBe(200)
    expect(await call('chat_control_recipients', { issue: 'issue-2' })).toEqual([])
    // Unsubscribed, then subscribing again: a new double opt-in.
    const before = mails.length
    await age(61)
    await subscribe({ email: 'lea@exemple.fr', language: 'fr', clientAddress: 'a' }, deps())
    await drain()
    expect(mails.length).toBe(before + 1)
    expect(await state('lea@exemple.fr')).toBe('pending')
    // …beside the record of the withdrawal, kept as proof (privacy policy: 3 years).
    const { rows } = await db.query<{ status: string }>("select status from public.chat_control where email = 'lea@exemple.fr' order by id")
    expect(rows.map((r) => r.status)).toEqual(['unsubscribed', 'pending'])
  })

  it('other posts on the token pages (the footer form) are left to the next handler', async () => {
    expect(await post('/newsletter/confirm?token=abc', 'email=x%40example.org')).toBeNull()
    expect(await post('/contact', 'intent=confirm')).toBeNull()
    const confirm = await post('/de/newsletter/bestaetigen', 'intent=confirm')
    expect(confirm?.headers.get('location')).toBe('/de/newsletter/bestaetigen?newsletter=invalid-link')
  })
})
