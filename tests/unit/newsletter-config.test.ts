import { describe, expect, it } from 'vitest'
import { assertNewsletterConfig, type AppConfig } from '~/config.server'

/** What the newsletter refuses to start with (app/config.server.ts, app/newsletter/maintenance.server.ts). */
const base = {
  SITE_URL: 'https://chatcontrol.info',
  SMTP_URL: 'smtp://mail.example:587',
  MAIL_TO_FOLDER: false,
  OUTBOX_DIR: '.data/outbox',
  SUPABASE_URL: undefined,
  SUPABASE_SERVER_KEY: undefined,
  DATABASE_URL: undefined,
} as unknown as AppConfig

describe('assertNewsletterConfig', () => {
  it('accepts a public site with SMTP_URL, and a local one without', () => {
    expect(() => assertNewsletterConfig(base, {})).not.toThrow()
    expect(() => assertNewsletterConfig({ ...base, SITE_URL: 'http://localhost:3000', SMTP_URL: undefined }, {})).not.toThrow()
  })

  it('stops a public site without SMTP_URL, with a message that says what to set', () => {
    expect(() => assertNewsletterConfig({ ...base, SMTP_URL: undefined }, {})).toThrow(/SMTP_URL is not set.*Set SMTP_URL/s)
    expect(() => assertNewsletterConfig({ ...base, SMTP_URL: undefined, MAIL_TO_FOLDER: true }, {})).not.toThrow()
  })

  it('refuses the retired anon key and a Supabase project without the server key', () => {
    expect(() => assertNewsletterConfig(base, { SUPABASE_ANON_KEY: 'public' })).toThrow(/SUPABASE_ANON_KEY is no longer used/)
    expect(() => assertNewsletterConfig({ ...base, SUPABASE_URL: 'https://x.supabase.co' }, {})).toThrow(/SUPABASE_SERVER_KEY/)
    expect(() => assertNewsletterConfig({ ...base, SUPABASE_URL: 'https://x.supabase.co', SUPABASE_SERVER_KEY: 'k' }, {})).not.toThrow()
  })
})

describe('GEO_API_URL on a public site (the privacy policy: the IP address goes to no other company)', () => {
  const parse = async (env: Record<string, string>) => {
    const { parseEnvironment, configSchema } = await import('~/config.server')
    return parseEnvironment(configSchema, { SITE_URL: 'https://chatcontrol.info', ...env })
  }
  it('refuses a service on another host, and accepts one on this machine or a private network', async () => {
    await expect(parse({ GEO_API_URL: 'http://ip-api.com/json/{ip}' })).rejects.toThrow(/GEO_API_URL: ip-api.com is not on this machine/)
    await expect(parse({ GEO_API_URL: 'https://203.0.113.7/json/{ip}' })).rejects.toThrow(/GEO_API_URL/)
    await expect(parse({ GEO_API_URL: 'http://127.0.0.1:8080/json/{ip}' })).resolves.toMatchObject({
      GEO_API_URL: 'http://127.0.0.1:8080/json/{ip}',
    })
    await expect(parse({ GEO_API_URL: 'http://localhost:8080/{ip}' })).resolves.toBeTruthy()
    await expect(parse({ GEO_API_URL: 'http://10.1.2.3/{ip}' })).resolves.toBeTruthy()
    await expect(parse({ GEO_API_URL: 'http://[fd00::5]/{ip}' })).resolves.toBeTruthy()
    await expect(parse({ GEO_API_URL: 'http://ip-api.com/json/{ip}', SITE_URL: 'http://localhost:3000' })).resolves.toBeTruthy()
  })
})

describe('the newsletter limits (.env.example)', () => {
  const parse = async (env: Record<string, string>) => {
    const { parseEnvironment, configSchema } = await import('~/config.server')
    return parseEnvironment(configSchema, { SITE_URL: 'https://chatcontrol.info', ...env })
  }
  it('has the documented defaults', async () => {
    await expect(parse({})).resolves.toMatchObject({
      CONFIRMATION_MAILS_PER_HOUR: 1000,
      CONFIRMATION_MAILS_RESERVE: 100,
      NEWSLETTER_ATTEMPTS_PER_IPV4: 20,
      NEWSLETTER_ATTEMPTS_PER_IPV6_64: 20,
      NEWSLETTER_ATTEMPTS_PER_IPV6_56: 40,
      NEWSLETTER_ATTEMPTS_PER_IPV6_48: 60,
    })
  })
  it('refuses a reserve that leaves nothing for other clients, and network limits that shrink as the network grows', async () => {
    await expect(parse({ CONFIRMATION_MAILS_PER_HOUR: '100', CONFIRMATION_MAILS_RESERVE: '100' })).rejects.toThrow(
      /CONFIRMATION_MAILS_RESERVE: must be less than CONFIRMATION_MAILS_PER_HOUR/,
    )
    await expect(parse({ CONFIRMATION_MAILS_RESERVE: '-1' })).rejects.toThrow(/CONFIRMATION_MAILS_RESERVE/)
    await expect(parse({ NEWSLETTER_ATTEMPTS_PER_IPV6_48: '30' })).rejects.toThrow(/\/64 ≤ \/56 ≤ \/48/)
    await expect(parse({ NEWSLETTER_ATTEMPTS_PER_IPV4: '0' })).rejects.toThrow(/NEWSLETTER_ATTEMPTS_PER_IPV4/)
    await expect(
      parse({ NEWSLETTER_ATTEMPTS_PER_IPV6_64: '5', NEWSLETTER_ATTEMPTS_PER_IPV6_56: '5', NEWSLETTER_ATTEMPTS_PER_IPV6_48: '5' }),
    ).resolves.toBeTruthy()
  })
})
