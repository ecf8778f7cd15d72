/**
 * Per-client rate limit of newsletter attempts: sliding windows kept in memory, per
 * server process — the privacy policy promises that the address is never written
 * anywhere, so with N servers a client may make N × the limits' attempts (the per-mailbox
 * limits and the hourly cap of the database still hold for all of them). Each entry is
 * deleted by a timer when the window of its latest attempt has passed, so no address or
 * network is held longer than the window (privacy policy: at most 10 minutes). Memory
 * stays bounded: the least recently seen entries are forgotten beyond `maxClients`.
 *
 * An attempt counts against every network the address belongs to, each with its own
 * limit: an IPv4 address; for IPv6 its /64 (one subscriber line), its /56 and its /48 (one
 * customer's or site's allocation), so rotating through the addresses of one connection
 * buys nothing. A client none of whose networks made an attempt within the window is
 * "quiet": its confirmation mail may use the reserve of the hourly budget that a flood
 * cannot spend (chat_control_subscribe and chat_control_outbox_claim in supabase/migrations/).
 */
export interface NetworkLimits {
  /** Attempts per window from one IPv4 address (or a client whose address is unknown). */
  ipv4: number
  /** …from one IPv6 /64. */
  ipv6_64: number
  /** …from one IPv6 /56. */
  ipv6_56: number
  /** …from one IPv6 /48. */
  ipv6_48: number
}

export interface RateLimiterOptions {
  /** The same limit for every network, or one per kind of network. */
  limit: number | NetworkLimits
  windowMs: number
  maxClients?: number
  now?: () => number
}

interface Verdict {
  /** False when one of the client's networks is over its limit (nothing is recorded then). */
  allowed: boolean
  /** True when none of the client's networks made an attempt within the window. */
  quiet: boolean
}

export interface RateLimiter {
  /** Records an attempt of the client at `address` (an IP address, or anything for tests). */
  attempt(address: string | null | undefined): Verdict
  /** How many entries (addresses and networks) are held right now. */
  size(): number
}

/** One counted network of a client: its key and its limit. */
export interface CountedNetwork {
  key: string
  limit: number
}

/** The networks an attempt from `address` counts against (rate limit and quiet check). */
export function clientNetworks(address: string | null | undefined, limits: NetworkLimits): CountedNetwork[] {
  const key = clientKey(address)
  if (!key.endsWith('::/64')) return [{ key, limit: limits.ipv4 }]
  const [a, b, c, d] = key
    .slice(0, -'::/64'.length)
    .split(':')
    .map((g) => parseInt(g, 16) || 0)
    .map((n) => n.toString(16))
  const net48 = `${a}:${b}:${c}`
  return [
    { key, limit: limits.ipv6_64 },
    { key: `${net48}:${(parseInt(d ?? '0', 16) & 0xff00).toString(16)}::/56`, limit: limits.ipv6_56 },
    { key: `${net48}::/48`, limit: limits.ipv6_48 },
  ]
}

export function createRateLimiter({ limit, windowMs, maxClients = 30_000, now = Date.now }: RateLimiterOptions): RateLimiter {
  const limits: NetworkLimits = typeof limit === 'number' ? { ipv4: limit, ipv6_64: limit, ipv6_56: limit, ipv6_48: limit } : limit
  const attempts = new Map<string, { times: number[]; timer: ReturnType<typeof setTimeout> }>()
  const forget = (key: string) => {
    const entry = attempts.get(key)
    if (entry) clearTimeout(entry.timer)
    attempts.delete(key)
  }
  return {
    attempt(address) {
      const time = now()
      const networks = clientNetworks(address, limits).map((network) => ({
        ...network,
        recent: (attempts.get(network.key)?.times ?? []).filter((t) => time - t < windowMs),
      }))
      const allowed = networks.every((n) => n.recent.length < n.limit)
      const quiet = networks.every((n) => n.recent.length === 0)
      for (const { key, recent } of networks) {
        // Re-insert to move the entry to the end of the Map's (recency) order.
        forget(key)
        if (allowed) recent.push(time)
        if (!recent.length) continue
        // Deleted once the newest attempt leaves the window: nothing of it is needed after that.
        const timer = setTimeout(() => forget(key), Math.max(...recent) + windowMs - time)
        timer.unref?.()
        attempts.set(key, { times: recent, timer })
      }
      for (const key of attempts.keys()) {
        if (attempts.size <= maxClients) break
        forget(key)
      }
      return { allowed, quiet }
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
