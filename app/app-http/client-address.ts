// The one rule for "who is the client" (docs/security.md, "Who the client is"): the rate
// limit, geolocation and logs all use the address the Node server derives here
// (server/app-path.ts attaches it to the request; the app reads it with getRequestIP()).
//
// TRUST_PROXY says which proxies in front of us may speak for the client, as Express's
// `trust proxy` does:
//   - unset or empty: none — the socket's address, whatever X-Forwarded-For says;
//   - a number N ≥ 1: the N proxies nearest to us — the address the Nth of them saw
//     (1: the last X-Forwarded-For entry, written by our own reverse proxy);
//   - a comma-separated list of addresses or CIDR ranges (`127.0.0.1, 10.0.0.0/8`,
//     a CDN's published ranges): every hop from such an address is a proxy; the first
//     hop that is not one is the client.
// Entries before the trusted ones are written by the client itself and never used: taking
// the first entry would let a script choose a new address per request.
import { BlockList, isIP } from 'node:net'
import { z } from 'zod'

export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: BlockList; text: string }

/** Parses TRUST_PROXY; throws a readable message for anything else. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? ''
  if (text === '' || text === '0') return { kind: 'none' }
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops > 10)
      throw new Error(`TRUST_PROXY: ${hops} proxy hops is not a deployment (1 for one reverse proxy, 2 for a CDN in front of it)`)
    return { kind: 'hops', hops }
  }
  const list = addressList(text, 'TRUST_PROXY (a number of proxy hops, or addresses)')
  return { kind: 'addresses', list, text }
}

/**
 * A list of IP addresses and CIDR ranges (`127.0.0.1, 10.0.0.0/8, fc00::/7`); throws a
 * message naming `setting` for an entry that is neither.
 */
export function addressList(text: string, setting: string): BlockList {
  const list = new BlockList()
  for (const entry of text.split(',').map((e) => e.trim())) {
    const [address = '', prefix, ...rest] = entry.split('/')
    const family = isIP(address)
    if (!family || rest.length) throw new Error(`${setting}: "${entry}" is not an IP address or CIDR range`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) list.addAddress(address, type)
    else {
      const bits = Number(prefix)
      if (!/^\d+$/.test(prefix) || bits > (family === 4 ? 32 : 128)) throw new Error(`${setting}: "${entry}" has an invalid prefix length`)
      list.addSubnet(address, bits, type)
    }
  }
  return list
}

/** Whether `address` (an IP address; anything else is not) is in `list`. */
export function inAddressList(list: BlockList, address: string): boolean {
  const family = isIP(address)
  return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

/** True when the server is told that a proxy in front of it sets X-Forwarded-For (and CDN country headers). */
export const trustsProxy = (trust: TrustProxy): boolean => trust.kind !== 'none'

/** `::ffff:192.0.2.1` → `192.0.2.1`; surrounding spaces dropped. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim()
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(trimmed) ? trimmed.slice(7) : trimmed
}

/**
 * The client's address: the socket's, or — through trusted proxies only — the address the
 * outermost trusted proxy saw. `forwardedFor` is the X-Forwarded-For header (several
 * headers are joined in order). An entry that is not an IP address ends the chain: the
 * last trusted hop is the client then.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: TrustProxy): string {
  const socket = normaliseAddress(socketAddress ?? '')
  if (trust.kind === 'none' || forwardedFor === undefined) return socket
  // Nearest hop first: the socket, then X-Forwarded-For from its end.
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',').map(normaliseAddress).reverse()
  const hops = [socket, ...entries]
  let client = socket
  for (let i = 0; i < hops.length - 1; i++) {
    const trusted = trust.kind === 'hops' ? i < trust.hops : inAddressList(trust.list, hops[i]!)
    if (!trusted) break
    const next = hops[i + 1]!
    if (!isIP(next)) break
    client = next
  }
  return client
}

/** TRUST_PROXY as a configuration value (app/config.server.ts, server/config.ts). */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): TrustProxy => {
    try {
      return parseTrustProxy(value)
    } catch (error) {
      context.addIssue({ code: 'custom', message: (error as Error).message })
      return z.NEVER
    }
  })
