/**
 * Per-client rate limit of newsletter attempts: a sliding window kept in memory, per
 * server process — the privacy policy promises that the address is never written
 * anywhere, so with N servers a client may make N × `limit` attempts (the per-mailbox
 * limit of the database still holds for all of them). Memory stays bounded: the least
 * recently seen clients are forgotten beyond `maxClients`, and `sweep()` (every minute,
 * `startSweeping`) deletes every entry whose window has passed, so no address is held
 * longer than the window (privacy policy: at most 10 minutes) plus a minute.
 */
export interface RateLimiterOptions {
  limit: number
  windowMs: number
  maxClients?: number
  now?: () => number
}

export interface RateLimiter {
  /** Records an attempt; false when the client is over its limit. */
  attempt(clientKey: string): boolean
  /** Deletes the entries whose window has passed; returns how many clients are still held. */
  sweep(): number
}

export function createRateLimiter({ limit, windowMs, maxClients = 10_000, now = Date.now }: RateLimiterOptions): RateLimiter {
  const attempts = new Map<string, number[]>()
  return {
    attempt(clientKey) {
      const time = now()
      const recent = (attempts.get(clientKey) ?? []).filter((t) => time - t < windowMs)
      // Re-insert to move the client to the end of the Map's (recency) order.
      attempts.delete(clientKey)
      if (recent.length >= limit) {
        attempts.set(clientKey, recent)
        return false
      }
      recent.push(time)
      attempts.set(clientKey, recent)
      for (const key of attempts.keys()) {
        if (attempts.size <= maxClients) break
        attempts.delete(key)
      }
      return true
    },
    sweep() {
      const time = now()
      for (const [key, times] of attempts) {
        const recent = times.filter((t) => time - t < windowMs)
        if (recent.length) attempts.set(key, recent)
        else attempts.delete(key)
      }
      return attempts.size
    },
  }
}

/** Sweeps `limiter` every `everyMs` (unref'd: never keeps a process alive). */
export function startSweeping(limiter: RateLimiter, everyMs = 60_000): () => void {
  const timer = setInterval(() => limiter.sweep(), everyMs)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * The rate-limit key of an address: IPv4 as is (`::ffff:` mapping removed), IPv6 by
 * its /64 network, since one subscriber line usually owns a whole /64.
 */
export function clientKey(ip: string | null | undefined): string {
  const address = ip?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  if (!address) return 'unknown'
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
