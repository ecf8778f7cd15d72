import { createRequire } from 'node:module'
import { getConfig } from '~/config.server'
import { normaliseAddress, trustsProxy } from '~/app-http/client-address'

/** docs/product.md#language-resolution: the whole lookup is abandoned after 5000 ms. */
const GEO_TIMEOUT_MS = 5000

/** Country headers set by CDNs / reverse proxies; trusted only with TRUST_PROXY. */
const CDN_COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'cloudfront-viewer-country', 'x-country-code']

const COUNTRY = /^[A-Z]{2}$/

type GeoDb = { lookup(ip: string): { country?: string } | null }
let db: GeoDb | null | undefined

/** The offline MaxMind GeoLite2 country table from the geoip-country package: the IP never leaves this server. */
function offlineDb(): GeoDb | null {
  if (db !== undefined) return db
  try {
    db = createRequire(import.meta.url)('geoip-country') as GeoDb
  } catch (error) {
    console.warn('Offline geolocation database unavailable:', error)
    db = null
  }
  return db
}

export interface GeoInput {
  headers: Headers
  ip: string | null
  signal?: AbortSignal
}

/** Country code of the visitor, or null. Order: CDN header → offline database → optional HTTP service. */
export async function lookupCountry({ headers, ip, signal }: GeoInput): Promise<string | null> {
  const config = getConfig()
  if (trustsProxy(config.TRUST_PROXY)) {
    for (const name of CDN_COUNTRY_HEADERS) {
      const value = headers.get(name)?.trim().toUpperCase()
      if (value && COUNTRY.test(value) && value !== 'XX' && value !== 'T1') return value
    }
  }
  const address = ip ? normaliseAddress(ip) : null
  if (!address) return null
  const offline = offlineDb()?.lookup(address)?.country?.toUpperCase()
  if (offline && COUNTRY.test(offline)) return offline

  if (!config.GEO_API_URL) return null
  const url = config.GEO_API_URL.replace('{ip}', encodeURIComponent(address))
  // The browser gives up at 5000 ms: the service gets at most 4000 ms, and less when the
  // caller's signal ends sooner (getVisitorCountry's budget answers by 3500 ms).
  const timeout = AbortSignal.timeout(GEO_TIMEOUT_MS - 1000)
  const response = await fetch(url, {
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error('Could not detect language')
  const body = (await response.json()) as { countryCode?: unknown }
  const code = typeof body.countryCode === 'string' ? body.countryCode.toUpperCase() : ''
  return COUNTRY.test(code) ? code : null
}
