import { describe, expect, it, vi } from 'vitest'
import { createPgliteStore } from '~/newsletter/pglite-store.server'
import { attemptSubscription } from '~/newsletter/newsletter.server'
import { createRateLimiter } from '~/newsletter/rate-limit.server'
import { startOutboxSender } from '~/newsletter/outbox-sender.server'
import { mailI18nFromCatalogs } from '../../scripts/newsletter/mail-i18n'

/**
 * The attack of one home connection on the confirmation-mail budget, with the real rate
 * limiter, the real database rules (PGlite) and the real outbox sender: addresses rotated
 * through the /64s and /56s of one IPv6 /48, each subscribing an address nobody asked for.
 * The per-network limits stop most attempts, the hourly cap stops the rest of the flood
 * before it reaches the budget, and a visitor who comes afterwards gets a mail at once from
 * the reserve (docs/security.md, "The newsletter"). Small figures, same rules as production.
 */
const LIMITS = { ipv4: 20, ipv6_64: 20, ipv6_56: 40, ipv6_48: 60 }
const BUDGET = 40
const RESERVE = 10

// A fresh database per attack: the store reopens a new in-memory database after close().
const store = createPgliteStore({ dir: 'memory://' })

interface Defences {
  limits: typeof LIMITS
  reserve: number
  hourlyCap: number | undefined
}

/** `attempts` subscriptions rotated through 2001:db8:bad::/48, then one visitor from an IPv4 address. */
async function attack(attempts: number, { limits, reserve, hourlyCap }: Defences) {
  await store.start!()
  const limiter = createRateLimiter({ limit: limits, windowMs: 10 * 60_000 })
  const delivered: { to: string; at: number }[] = []
  const sender = startOutboxSender({
    store,
    mailer: {
      async send(mail) {
        delivered.push({ to: mail.to, at: Date.now() })
        return { messageId: mail.messageId ?? '' }
      },
    },
    mailI18n: mailI18nFromCatalogs,
    siteUrl: 'https://chatcontrol.info',
    hourlyBudget: BUDGET,
    reserve,
    perSecond: 1000,
    leaseSeconds: 60,
    idleMs: 50,
  })
  const deps = { store, limiter, hourlyCap, queued: () => sender.wake() }
  try {
    const results: string[] = []
    for (let i = 0; i < attempts; i++) {
      // A new /64 every time, walking the /56s of the /48.
      const client = `2001:db8:bad:${((i * 257) % 65_536).toString(16)}::${(i + 1).toString(16)}`
      results.push(await attemptSubscription({ email: `victim${i}@example.net`, language: 'en', clientAddress: client }, deps))
    }
    await sender.idle()
    await sender.idle()
    const flood = delivered.filter((m) => m.to.endsWith('@example.net')).length
    const asked = Date.now()
    const answer = await attemptSubscription({ email: 'reader@example.org', language: 'nl', clientAddress: '198.51.100.7' }, deps)
    await sender.idle()
    const visitor = delivered.find((m) => m.to === 'reader@example.org')
    return { results, flood, answer, visitorAfterMs: visitor ? visitor.at - asked : null }
  } finally {
    await sender.stop()
    await store.close()
  }
}

describe('IPv6 rotation across a /48 against the confirmation-mail budget', () => {
  it('stops at the /48 limit and the hourly cap, and a visitor’s mail still leaves at once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { results, flood, answer, visitorAfterMs } = await attack(1000, { limits: LIMITS, reserve: RESERVE, hourlyCap: BUDGET - RESERVE })
    expect(results.filter((r) => r === 'success')).toHaveLength(LIMITS.ipv6_48)
    expect(results.filter((r) => r === 'rate-limited')).toHaveLength(1000 - LIMITS.ipv6_48)
    // The flood's first attempt was quiet; the rest fill the hourly cap and no more.
    expect(flood).toBe(BUDGET - RESERVE)
    expect(answer).toBe('success')
    expect(visitorAfterMs, 'the visitor’s confirmation mail').not.toBeNull()
    expect(visitorAfterMs!).toBeLessThan(60_000)
  }, 120_000)

  it('control: with a /64 limit only, no reserve and no cap, the same attack spends the budget and the visitor gets nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const only64 = { ...LIMITS, ipv6_56: 1_000_000, ipv6_48: 1_000_000 }
    const { results, flood, answer, visitorAfterMs } = await attack(100, { limits: only64, reserve: 0, hourlyCap: undefined })
    expect(results.every((r) => r === 'success')).toBe(true)
    expect(flood).toBe(BUDGET)
    expect(answer).toBe('success') // the visitor is told so…
    expect(visitorAfterMs).toBeNull() // …but the mail waits for the next hour
  }, 120_000)
})
