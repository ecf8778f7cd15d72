/**
 * Per-client rate limit of newsletter attempts: a sliding window kept in memory, per
 * server process — the privacy policy promises that the address is never written
 * anywhere, so with N servers a client may make N × `limit` attempts (the per-mailbox
 * limit of the database still holds for all of them). Each client's entry is deleted by
 * a timer when the window of its latest attempt has passed, so no address is held longer
 * than the window (privacy policy: at most 10 minutes). Memory stays bounded: the least
 * recently seen clients are forgotten beyond `maxClients`.
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
  /** How many clients are held right now. */
  size(): number
}

export function createRateLimiter({ limit, windowMs, maxClients = 10_000, now = Date.now }: RateLimiterOptions): RateLimiter {
  const attempts = new Map<string, { times: number[]; timer: ReturnType<typeof setTimeout> }>()
  const forget = (key: string) => {
    const entry = attempts.get(key)
    if (entry) clearTimeout(entry.timer)
    attempts.delete(key)
  }
  return {
    attempt(clientKey) {
      const time = now()
      const entry = attempts.get(clientKey)
      const recent = (entry?.times ?? []).filter((t) => time - t < windowMs)
      // Re-insert to move the client to the end of the Map's (recency) order.
      forget(clientKey)
      const allowed = recent.length < limit
      if (allowed) recent.push(time)
      // Deleted once the newest attempt leaves the window: nothing of it is needed after that.
      const expiry = Math.max(...recent) + windowMs - time
      const timer = setTimeout(() => forget(clientKey), expiry)
      timer.unref?.()
      attempts.set(clientKey, { times: recent, timer })
      for (const key of attempts.keys()) {
        if (attempts.size <= maxClients) break
        forget(key)
      }
      return allowed
    },
    size: () => attempts.size,
  }
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
