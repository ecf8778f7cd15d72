import { describe, expect, it } from 'vitest'
import { clientKey, clientNetworks, createRateLimiter } from '~/newsletter/rate-limit.server'

const LIMITS = { ipv4: 3, ipv6_64: 3, ipv6_56: 5, ipv6_48: 8 }

describe('createRateLimiter', () => {
  it('allows `limit` attempts per window and client, then refuses until the window slides', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000, now: () => now })
    expect([1, 2, 3].map(() => limiter.attempt('a').allowed)).toEqual([true, true, true])
    expect(limiter.attempt('a').allowed).toBe(false)
    expect(limiter.attempt('b').allowed).toBe(true) // another client is not affected
    now = 999
    expect(limiter.attempt('a').allowed).toBe(false)
    now = 1000
    expect(limiter.attempt('a').allowed).toBe(true)
  })

  it('keeps at most maxClients entries, forgetting the least recent', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000, maxClients: 2, now: () => now++ })
    expect(limiter.attempt('a').allowed).toBe(true)
    expect(limiter.attempt('b').allowed).toBe(true)
    expect(limiter.attempt('a').allowed).toBe(false) // 'a' is now the most recent
    expect(limiter.attempt('c').allowed).toBe(true) // evicts 'b'
    expect(limiter.attempt('b').allowed).toBe(true)
    expect(limiter.attempt('c').allowed).toBe(false)
  })

  it('a client is quiet only when none of its networks made an attempt within the window', () => {
    let now = 0
    const limiter = createRateLimiter({ limit: LIMITS, windowMs: 1000, now: () => now })
    expect(limiter.attempt('203.0.113.1')).toEqual({ allowed: true, quiet: true })
    expect(limiter.attempt('203.0.113.1')).toEqual({ allowed: true, quiet: false })
    expect(limiter.attempt('203.0.113.2')).toEqual({ allowed: true, quiet: true }) // IPv4: per address
    expect(limiter.attempt('2001:db8:a:100::1')).toEqual({ allowed: true, quiet: true })
    expect(limiter.attempt('2001:db8:a:1ff::1').quiet).toBe(false) // same /56
    expect(limiter.attempt('2001:db8:a:ff00::1').quiet).toBe(false) // same /48
    expect(limiter.attempt('2001:db8:b::1').quiet).toBe(true) // another /48
    now = 1000
    expect(limiter.attempt('203.0.113.1').quiet).toBe(true)
  })
})

describe('per-network limits: rotating addresses buys nothing', () => {
  it('IPv6: one /64 gets its limit, whatever the interface identifier', () => {
    const limiter = createRateLimiter({ limit: LIMITS, windowMs: 60_000 })
    const allowed = Array.from({ length: 10 }, (_, i) => limiter.attempt(`2001:db8:1:2::${i + 1}`).allowed)
    expect(allowed.filter(Boolean)).toHaveLength(LIMITS.ipv6_64)
  })

  it('IPv6: rotating through the /64s of one /56 stops at the /56 limit', () => {
    const limiter = createRateLimiter({ limit: LIMITS, windowMs: 60_000 })
    // 2001:db8:1:200::/64 … 2001:db8:1:2ff::/64 are the 256 /64s of 2001:db8:1:200::/56.
    const allowed = Array.from({ length: 256 }, (_, i) => limiter.attempt(`2001:db8:1:2${i.toString(16).padStart(2, '0')}::1`).allowed)
    expect(allowed.filter(Boolean)).toHaveLength(LIMITS.ipv6_56)
  })

  it('IPv6: rotating through the /56s and /64s of one /48 stops at the /48 limit', () => {
    const limiter = createRateLimiter({ limit: LIMITS, windowMs: 60_000 })
    let allowed = 0
    for (let i = 0; i < 65_536; i += 97) if (limiter.attempt(`2001:db8:1:${i.toString(16)}::${i + 1}`).allowed) allowed++
    expect(allowed).toBe(LIMITS.ipv6_48)
    // The next /48 is another customer.
    expect(limiter.attempt('2001:db8:2::1').allowed).toBe(true)
  })

  it('IPv4: each address has its own limit (a /24 is many customers behind one provider)', () => {
    const limiter = createRateLimiter({ limit: LIMITS, windowMs: 60_000 })
    const allowed = Array.from({ length: 10 }, () => limiter.attempt('198.51.100.9').allowed)
    expect(allowed.filter(Boolean)).toHaveLength(LIMITS.ipv4)
    expect(limiter.attempt('198.51.100.10').allowed).toBe(true)
  })

  it('a refused attempt is not counted against the wider networks', () => {
    const limiter = createRateLimiter({ limit: LIMITS, windowMs: 60_000 })
    for (let i = 0; i < 100; i++) limiter.attempt('2001:db8:5:1::1') // 3 allowed in its /64, 97 refused
    // The /48 saw 3 attempts: 5 more from its other /64s are allowed.
    const others = Array.from({ length: 10 }, (_, i) => limiter.attempt(`2001:db8:5:${(i + 2) * 256}::1`).allowed)
    expect(others.filter(Boolean)).toHaveLength(LIMITS.ipv6_48 - LIMITS.ipv6_64)
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

describe('clientNetworks', () => {
  it.each([
    ['203.0.113.9', ['203.0.113.9']],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', ['2001:db8:85a3:8d3::/64', '2001:db8:85a3:800::/56', '2001:db8:85a3::/48']],
    ['2001:db8:1:ff::1', ['2001:db8:1:ff::/64', '2001:db8:1:0::/56', '2001:db8:1::/48']],
    ['2001:db8::1', ['2001:db8:0:0::/64', '2001:db8:0:0::/56', '2001:db8:0::/48']],
  ])('%j counts against %j', (ip, keys) => {
    expect(clientNetworks(ip, LIMITS).map((n) => n.key)).toEqual(keys)
  })

  it('gives each network its own limit', () => {
    expect(clientNetworks('2001:db8::1', LIMITS).map((n) => n.limit)).toEqual([3, 5, 8])
    expect(clientNetworks('192.0.2.1', LIMITS).map((n) => n.limit)).toEqual([3])
  })
})
