import { describe, expect, it } from 'vitest'
import { clientKey, createRateLimiter } from '~/newsletter/rate-limit.server'

describe('createRateLimiter', () => {
  it('allows `limit` attempts per window and client, then refuses until the window slides', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, now: () => now })
    expect([1, 2, 3].map(() => limiter.attempt('a'))).toEqual([true, true, true])
    expect(limiter.attempt('a')).toBe(false)
    expect(limiter.attempt('b')).toBe(true) // another client is not affected
    now = 999
    expect(limiter.attempt('a')).toBe(false)
    now = 1000
    expect(limiter.attempt('a')).toBe(true)
  })

  it('keeps at most maxClients clients, forgetting the least recent', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000, maxClients: 2, now: () => now++ })
    expect(limiter.attempt('a')).toBe(true)
    expect(limiter.attempt('b')).toBe(true)
    expect(limiter.attempt('a')).toBe(false) // 'a' is now the most recent
    expect(limiter.attempt('c')).toBe(true) // evicts 'b'
    expect(limiter.attempt('b')).toBe(true)
    expect(limiter.attempt('c')).toBe(false)
  })
})

describe('clientKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    [' 198.51.100.1 ', '198.51.100.1'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:DB8:0:0:1::1', '2001:db8:0:0::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0001:0002::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [null, 'unknown'],
    ['', 'unknown'],
  ])('%j → %j', (ip, key) => {
    expect(clientKey(ip)).toBe(key)
  })

  it('puts two addresses of one /64 under one key', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:bbbb::2'))
  })
})
