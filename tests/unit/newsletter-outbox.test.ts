import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PGlite } from '@electric-sql/pglite'
import { createPgliteStore } from '~/newsletter/pglite-store.server'
import { startOutboxSender, confirmationMessageId } from '~/newsletter/outbox-sender.server'
import { createRateLimiter } from '~/newsletter/rate-limit.server'
import { mailI18n } from '../../scripts/newsletter/mail-i18n'
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
      mailI18n,
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

  it('the Message-ID is the same for every attempt of one mail', () => {
    expect(confirmationMessageId({ id: 7, token: 'a'.repeat(43) }, 'https://x.test')).toBe(
      confirmationMessageId({ id: 7, token: 'a'.repeat(43) }, 'https://x.test'),
    )
  })
})

describe('rate-limit entries leave memory after their window', () => {
  it('sweep() deletes every client whose window has passed (fake clock)', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 2, windowMs: 10 * 60_000, now: () => now })
    limiter.attempt('192.0.2.1')
    now += 5 * 60_000
    limiter.attempt('192.0.2.2')
    expect(limiter.sweep()).toBe(2)
    now += 5 * 60_000 + 1
    expect(limiter.sweep()).toBe(1)
    now += 5 * 60_000
    expect(limiter.sweep()).toBe(0)
  })

  it('startSweeping runs the sweep on a timer', async () => {
    vi.useFakeTimers()
    try {
      const { startSweeping } = await import('~/newsletter/rate-limit.server')
      const sweep = vi.fn(() => 0)
      const stop = startSweeping({ attempt: () => true, sweep }, 60_000)
      vi.advanceTimersByTime(3 * 60_000)
      expect(sweep).toHaveBeenCalledTimes(3)
      stop()
    } finally {
      vi.useRealTimers()
    }
  })
})
