import { afterEach, describe, expect, it, vi } from 'vitest'
import { CONTROLLER_EXAMPLE, assertProductionConfig } from '~/config.server'

const REAL = {
  CONTROLLER_NAME: 'Privacy Campaign VZW',
  CONTROLLER_ADDRESS: 'Rue de la Loi 1, 1000 Brussels, Belgium',
  CONTROLLER_EMAIL: 'privacy@example.be',
}

describe('assertProductionConfig (GDPR Art. 13(1)(a): the controller is named)', () => {
  it('accepts anything for a local site, even a production build: the example values are shown locally', () => {
    expect(() => assertProductionConfig({ NODE_ENV: 'production' })).not.toThrow()
    expect(() => assertProductionConfig({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' })).not.toThrow()
    expect(() => assertProductionConfig({ SITE_URL: 'http://127.0.0.1:4173' })).not.toThrow()
    expect(() => assertProductionConfig({})).not.toThrow()
  })

  it('accepts a public site with all three set', () => {
    expect(() => assertProductionConfig({ SITE_URL: 'https://chatcontrol.info', ...REAL })).not.toThrow()
  })

  it('fails a public site without them, naming every missing variable and .env.example', () => {
    expect(() => assertProductionConfig({ SITE_URL: 'https://chatcontrol.info' })).toThrow(
      /CONTROLLER_NAME, CONTROLLER_ADDRESS, CONTROLLER_EMAIL[\s\S]*\.env\.example/,
    )
  })

  it('treats empty, blank and example values as missing', () => {
    const run = (overrides: Record<string, string>) => () =>
      assertProductionConfig({ SITE_URL: 'https://chatcontrol.info', ...REAL, ...overrides })
    expect(run({ CONTROLLER_NAME: '' })).toThrow(/: CONTROLLER_NAME\.$/m)
    expect(run({ CONTROLLER_ADDRESS: '   ' })).toThrow(/: CONTROLLER_ADDRESS\.$/m)
    expect(run({ CONTROLLER_EMAIL: CONTROLLER_EXAMPLE.email })).toThrow(/: CONTROLLER_EMAIL\.$/m)
    expect(run({ CONTROLLER_NAME: CONTROLLER_EXAMPLE.name })).toThrow(/CONTROLLER_NAME/)
  })
})

describe('controller identity (server)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('comes from CONTROLLER_* in the environment', async () => {
    for (const [k, v] of Object.entries(REAL)) vi.stubEnv(k, v)
    const { controllerIdentity } = await import('~/contact/contact.server')
    expect(controllerIdentity()).toEqual({ name: REAL.CONTROLLER_NAME, address: REAL.CONTROLLER_ADDRESS, email: REAL.CONTROLLER_EMAIL })
  })

  it('falls back to the obvious example values locally', async () => {
    vi.stubEnv('SITE_URL', 'http://localhost:3000')
    for (const k of Object.keys(REAL)) vi.stubEnv(k, '')
    const { controllerIdentity } = await import('~/contact/contact.server')
    expect(controllerIdentity()).toEqual(CONTROLLER_EXAMPLE)
    expect(controllerIdentity().name).toMatch(/^Example .*set CONTROLLER_NAME/)
  })

  it('refuses to hand out the example values in production (the build bakes them)', async () => {
    vi.stubEnv('SITE_URL', 'https://chatcontrol.info')
    for (const k of Object.keys(REAL)) vi.stubEnv(k, '')
    const { controllerIdentity } = await import('~/contact/contact.server')
    expect(() => controllerIdentity()).toThrow(/Missing configuration for production/)
  })

  it('rejects an invalid email at start', async () => {
    vi.stubEnv('CONTROLLER_EMAIL', 'not-an-email')
    const { getConfig } = await import('~/config.server')
    expect(() => getConfig()).toThrow(/CONTROLLER_EMAIL/)
  })
})
