import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildSecurityTxt, DEFAULT_EXPIRY_DAYS, defaultExpiry, SECURITY_TXT_PATH } from '~/well-known/security-txt'
import { LANGS } from '~/i18n/languages'

const DAY_MS = 24 * 60 * 60 * 1000
const SITE = 'https://chatcontrol.example'

/** RFC 9116 fields as name → values. */
function fields(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const line of text.split('\n').filter(Boolean)) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line)
    expect(match, `a field line: ${line}`).not.toBeNull()
    map.set(match![1]!, [...(map.get(match![1]!) ?? []), match![2]!])
  }
  return map
}

describe('security.txt text', () => {
  it('lists every contact in order, one Expires, the site’s languages and its canonical URL', () => {
    const expires = new Date('2027-03-01T00:00:00Z')
    const text = buildSecurityTxt({ contacts: ['mailto:security@example.org', 'https://example.org/report'], expires, siteUrl: SITE })
    const f = fields(text)
    expect(f.get('Contact')).toEqual(['mailto:security@example.org', 'https://example.org/report'])
    expect(f.get('Expires')).toEqual(['2027-03-01T00:00:00.000Z'])
    expect(f.get('Preferred-Languages')).toEqual([LANGS.join(', ')])
    expect(LANGS.slice(0, 4)).toEqual(['en', 'nl', 'de', 'fr'])
    expect(f.get('Canonical')).toEqual([`${SITE}${SECURITY_TXT_PATH}`])
    // The policy is this repository's docs/security.md, served by the site itself.
    expect(f.get('Policy')).toEqual([`${SITE}/.well-known/security-policy.txt`])
    expect(SECURITY_TXT_PATH).toBe('/.well-known/security.txt')
    expect(text.endsWith('\n')).toBe(true)
  })

  it('expires by default DEFAULT_EXPIRY_DAYS after the current UTC day: stable all day, less than a year away', () => {
    const morning = new Date('2026-11-23T00:00:01Z')
    const evening = new Date('2026-11-23T23:59:59Z')
    expect(defaultExpiry(morning).toISOString()).toBe(defaultExpiry(evening).toISOString())
    expect(defaultExpiry(morning).getTime() - Date.parse('2026-11-23T00:00:00Z')).toBe(DEFAULT_EXPIRY_DAYS * DAY_MS)
    expect(DEFAULT_EXPIRY_DAYS).toBeLessThan(365)
  })
})

describe('security.txt configuration (app/config.server.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  async function load(env: Record<string, string>) {
    for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value)
    vi.resetModules()
    const { getConfig } = await import('~/config.server')
    return getConfig
  }

  it('accepts mailto: and https: contacts, comma-separated, and an expiry within a year', async () => {
    const expires = new Date(Date.now() + 90 * DAY_MS).toISOString()
    const config = (
      await load({ SECURITY_CONTACT: 'mailto:security@example.org, https://example.org/report', SECURITY_EXPIRES: expires })
    )()
    expect(config.SECURITY_CONTACT).toEqual(['mailto:security@example.org', 'https://example.org/report'])
    expect(config.SECURITY_EXPIRES?.toISOString()).toBe(expires)
  })

  it('leaves both unset when empty (the route then uses the general mailbox and a computed expiry)', async () => {
    const config = (await load({ SECURITY_CONTACT: '', SECURITY_EXPIRES: '' }))()
    expect(config.SECURITY_CONTACT).toBeUndefined()
    expect(config.SECURITY_EXPIRES).toBeUndefined()
  })

  it.each([
    ['SECURITY_CONTACT', 'http://example.org/report'],
    ['SECURITY_CONTACT', 'mailto:not-an-address'],
    ['SECURITY_CONTACT', 'security@example.org'],
    ['SECURITY_CONTACT', 'mailto:security@example.org,'],
    ['SECURITY_EXPIRES', '2020-01-01T00:00:00Z'],
    ['SECURITY_EXPIRES', new Date(Date.now() + 400 * DAY_MS).toISOString()],
    ['SECURITY_EXPIRES', 'next year'],
  ])('rejects %s=%s with a readable message', async (key, value) => {
    const getConfig = await load({ [key]: value })
    expect(() => getConfig()).toThrow(new RegExp(`Invalid configuration[\\s\\S]*${key}`))
  })
})
