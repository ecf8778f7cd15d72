import { beforeEach, describe, expect, it, vi } from 'vitest'
import { subscribe, RATE_LIMIT } from '~/newsletter/newsletter.server'
import { createRateLimiter } from '~/newsletter/rate-limit.server'
import { stubStore } from './newsletter-store-stub'
import { isLang, type Lang } from '~/i18n/languages'

/** A well-formed language code the database would accept, but not a language of this build (the extra-language build adds pl). */
const NOT_BUILT = (['pl', 'it', 'sv', 'cs'] as const).find((code) => !isLang(code))! as string as Lang

/** The handler's own logic; the database's rules are tested on the database (db-store-contract.test.ts). */
function memoryStore(behaviour: 'ok' | 'fail' | 'hang' = 'ok') {
  const store = stubStore({
    async subscribe(row, signal) {
      if (behaviour === 'fail') throw new Error('connection refused')
      if (behaviour === 'hang') return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
      store.rows.push(row)
    },
  })
  return { store, rows: store.rows }
}

const limiter = () => createRateLimiter({ limit: 100, windowMs: 60_000 })

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('subscribe', () => {
  it('refuses a language this server is not built with, whatever the database would accept', async () => {
    const { store, rows } = memoryStore()
    const outcome = await subscribe({ email: 'anna@example.pl', language: NOT_BUILT, clientAddress: 'a' }, { store, limiter: limiter() })
    expect(outcome).toBe('error')
    expect(rows).toEqual([])
  })

  it('stores the normalised address with the page language', async () => {
    const { store, rows } = memoryStore()
    const outcome = await subscribe({ email: ' Anna@Example.NL ', language: 'nl', clientAddress: 'a' }, { store, limiter: limiter() })
    expect(outcome).toBe('success')
    expect(rows).toEqual([{ email: 'Anna@example.nl', language: 'nl', quiet: true, hourlyCap: 900 }])
  })

  it('tells the database whether the client was quiet: only the first attempt from its networks in the window is', async () => {
    const { store, rows } = memoryStore()
    const deps = { store, limiter: limiter(), hourlyCap: 7 }
    await subscribe({ email: 'a@example.org', language: 'en', clientAddress: '2001:db8:1:2::1' }, deps)
    await subscribe({ email: 'b@example.org', language: 'en', clientAddress: '2001:db8:1:3::1' }, deps) // same /56
    await subscribe({ email: 'c@example.org', language: 'en', clientAddress: '2001:db8:2:4::1' }, deps) // another /48
    expect(rows.map((r) => [r.email, r.quiet, r.hourlyCap])).toEqual([
      ['a@example.org', true, 7],
      ['b@example.org', false, 7],
      ['c@example.org', true, 7],
    ])
  })

  it('wakes the outbox sender after a subscription', async () => {
    const { store } = memoryStore()
    const queued = vi.fn()
    expect(await subscribe({ email: 'anna@example.nl', language: 'nl', clientAddress: 'a' }, { store, limiter: limiter(), queued })).toBe(
      'success',
    )
    expect(queued).toHaveBeenCalledTimes(1)
  })

  it.each(['', 'anna', 'anna@', `${'a'.repeat(250)}@example.org`])('refuses %j as invalid without touching the store', async (email) => {
    const { store, rows } = memoryStore()
    expect(await subscribe({ email, language: 'en', clientAddress: 'a' }, { store, limiter: limiter() })).toBe('invalid')
    expect(rows).toHaveLength(0)
  })

  it('pretends success to a bot that filled the honeypot, and stores nothing', async () => {
    const { store, rows } = memoryStore()
    const outcome = await subscribe(
      { email: 'bot@example.org', language: 'en', honeypot: 'https://spam.example', clientAddress: 'a' },
      { store, limiter: limiter() },
    )
    expect(outcome).toBe('success')
    expect(rows).toHaveLength(0)
  })

  it(`allows ${RATE_LIMIT.limit} attempts per client and window, then fails`, async () => {
    const { store } = memoryStore()
    const deps = { store, limiter: createRateLimiter(RATE_LIMIT) }
    for (let i = 0; i < RATE_LIMIT.limit; i++) {
      expect(await subscribe({ email: `r${i}@example.org`, language: 'en', clientAddress: '203.0.113.1' }, deps)).toBe('success')
    }
    expect(await subscribe({ email: 'late@example.org', language: 'en', clientAddress: '203.0.113.1' }, deps)).toBe('error')
    expect(await subscribe({ email: 'late@example.org', language: 'en', clientAddress: '203.0.113.2' }, deps)).toBe('success')
  })

  it('turns a store failure into "error" and logs it without the address', async () => {
    const { store } = memoryStore('fail')
    const outcome = await subscribe({ email: 'private@example.org', language: 'fr', clientAddress: 'a' }, { store, limiter: limiter() })
    expect(outcome).toBe('error')
    expect(console.error).toHaveBeenCalled()
    expect(JSON.stringify(vi.mocked(console.error).mock.calls)).not.toContain('private@example.org')
  })

  it('gives up on a store that does not answer in time', async () => {
    const { store } = memoryStore('hang')
    const started = Date.now()
    expect(
      await subscribe({ email: 'a@example.org', language: 'en', clientAddress: 'a' }, { store, limiter: limiter(), timeoutMs: 50 }),
    ).toBe('error')
    expect(Date.now() - started).toBeLessThan(1000)
  })
})
