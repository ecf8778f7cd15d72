import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PGlite } from '@electric-sql/pglite'
import { createPgliteStore } from '~/newsletter/pglite-store.server'
import { startOutboxSender, confirmationMessageId } from '~/newsletter/outbox-sender.server'
import { createRateLimiter } from '~/newsletter/rate-limit.server'
import { mailI18nFromCatalogs } from '../../scripts/newsletter/mail-i18n'
import type { OutgoingMail } from '~/newsletter/mail/compose'

/** The confirmation-mail sender (outbox-sender.server.ts) on embedded Postgres, with a mail server that fails on demand. */
const store = createPgliteStore({ dir: 'memory://' })
let db: PGlite
const signal = () => AbortSignal.timeout(30_000)

beforeAll(async () => {
  db = ((await store.start!()) as { db: PGlite }).db
}, 120_000)
afterAll(() => store.close())

describe('outbox sender', () => {
  it('keeps a mail while the mail server is down, delivers it once it is back, with one Message-ID, and logs no address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let up = false
    const delivered: OutgoingMail[] = []
    const sender = startOutboxSender({
      store,
      mailer: {
        async send(mail) {
          if (!up) throw new Error(`Can't send mail - all recipients were rejected: 450 <${mail.to}>: try later`)
          delivered.push(mail)
          return { messageId: mail.messageId ?? '' }
        },
      },
      mailI18n: mailI18nFromCatalogs,
      siteUrl: 'https://chatcontrol.info',
      hourlyBudget: 1000,
      perSecond: 1000,
      leaseSeconds: 60,
      idleMs: 50,
    })
    await store.subscribe({ email: 'down@example.org', language: 'de' }, signal())
    sender.wake()
    await sender.idle()
    expect(delivered).toEqual([])
    const [row] = (await db.query<{ attempts: number; sent_at: Date | null }>('select attempts, sent_at from public.chat_control_outbox'))
      .rows
    expect(row).toMatchObject({ attempts: 1, sent_at: null })
    // The backoff has passed; the mail server is back.
    up = true
    await db.exec('update public.chat_control_outbox set next_attempt_at = now()')
    await sender.idle()
    await sender.idle()
    expect(delivered).toHaveLength(1)
    expect(delivered[0]).toMatchObject({ to: 'down@example.org' })
    expect(delivered[0]!.text).toMatch(/\/de\/newsletter\/bestaetigen\?token=[A-Za-z0-9_-]{43}/)
    const [mail] = (await db.query<{ id: number; token: string | null }>('select id, token from public.chat_control_outbox')).rows
    expect(mail!.token).toBeNull()
    expect(delivered[0]!.messageId).toMatch(/^<confirm-\d+-[0-9a-f]{24}@chatcontrol\.info>$/)
    await sender.stop()
    expect(JSON.stringify(vi.mocked(console.error).mock.calls)).not.toContain('down@example.org')
  })

  it('renews its lease per message and skips a mail another sender took after the lease ran out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await db.exec('delete from public.chat_control_outbox')
    for (const name of ['one', 'two', 'three']) await store.subscribe({ email: `${name}@lease.example`, language: 'en' }, signal())
    const OTHER = '00000000-0000-4000-8000-0000000000bb'
    const delivered: string[] = []
    let stolen: number | undefined
    const sender = startOutboxSender({
      store,
      mailer: {
        async send(mail) {
          delivered.push(mail.to)
          if (stolen === undefined) {
            // While the first message is in flight, the batch's other leases run out (a slow mail
            // server) and another server claims one of them.
            const inFlight = Number(/^<confirm-(\d+)-/.exec(mail.messageId ?? '')?.[1])
            await db.query(
              "update public.chat_control_outbox set lease_until = now() - interval '1 second' where sent_at is null and id <> $1",
              [inFlight],
            )
            const [taken] = await store.claimMails({ max: 1, hourlyBudget: 1000, leaseSeconds: 60, sender: OTHER, reserve: 0 })
            stolen = taken!.id
          }
          return { messageId: mail.messageId ?? '' }
        },
      },
      mailI18n: mailI18nFromCatalogs,
      siteUrl: 'https://chatcontrol.info',
      hourlyBudget: 1000,
      perSecond: 1000,
      leaseSeconds: 60,
      idleMs: 50,
    })
    sender.wake()
    await sender.idle()
    await sender.stop()
    // The first and the one nobody took; the stolen one is the other server's to send.
    expect(delivered).toHaveLength(2)
    const rows = (
      await db.query<{ id: number; sent_at: Date | null; claimed_by: string }>(
        'select id, sent_at, claimed_by from public.chat_control_outbox order by id',
      )
    ).rows
    expect(rows.filter((r) => r.sent_at).map((r) => r.id)).not.toContain(stolen)
    expect(rows.find((r) => r.id === stolen)).toMatchObject({ sent_at: null, claimed_by: OTHER })
    expect(await store.mailSent(stolen!, OTHER)).toBe(true)
  })

  it('the Message-ID is the same for every attempt of one mail', () => {
    expect(confirmationMessageId({ id: 7, token: 'a'.repeat(43) }, 'https://x.test')).toBe(
      confirmationMessageId({ id: 7, token: 'a'.repeat(43) }, 'https://x.test'),
    )
  })
})

describe('rate-limit entries leave memory when their window has passed', () => {
  it('a timer deletes each client exactly when the window of its latest attempt ends (fake clock)', () => {
    vi.useFakeTimers()
    try {
      const windowMs = 10 * 60_000
      const limiter = createRateLimiter({ limit: 2, windowMs })
      limiter.attempt('192.0.2.1')
      vi.advanceTimersByTime(5 * 60_000)
      limiter.attempt('192.0.2.2')
      limiter.attempt('192.0.2.1') // its latest attempt now ends at 15 min
      expect(limiter.size()).toBe(2)
      vi.advanceTimersByTime(windowMs - 1)
      expect(limiter.size()).toBe(2)
      vi.advanceTimersByTime(1)
      expect(limiter.size()).toBe(0)
      // A refused attempt does not extend the hold beyond the allowed attempts' window.
      limiter.attempt('198.51.100.1')
      limiter.attempt('198.51.100.1')
      vi.advanceTimersByTime(60_000)
      expect(limiter.attempt('198.51.100.1').allowed).toBe(false)
      vi.advanceTimersByTime(windowMs - 60_000)
      expect(limiter.size()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
