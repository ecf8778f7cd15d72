import { describe, expect, it } from 'vitest'
import { configSchema, DERIVED_DEFAULTS, parseEnvironment } from '~/config.server'

// A setting whose limit depends on another takes its default from it (app/config.server.ts):
// changing one alone never stops the server, and what still conflicts is named with both
// settings and their values.
const parse = (env: Record<string, string>) => parseEnvironment(configSchema, { SITE_URL: 'https://chatcontrol.info', ...env })
const failure = (env: Record<string, string>): string => {
  try {
    parse(env)
  } catch (error) {
    return (error as Error).message
  }
  throw new Error(`${JSON.stringify(env)} was accepted`)
}

describe('the confirmation mails reserve: a tenth of the hourly budget unless set', () => {
  it('keeps the documented defaults', () => {
    expect(parse({})).toMatchObject({ CONFIRMATION_MAILS_PER_HOUR: 1000, CONFIRMATION_MAILS_RESERVE: 100 })
  })

  it.each([
    ['50', 5],
    ['1', 0],
    ['9', 0],
    ['10', 1],
    ['999', 99],
    ['1000000', 100_000],
  ])('CONFIRMATION_MAILS_PER_HOUR=%s alone starts, with a reserve of %i', (perHour, reserve) => {
    expect(parse({ CONFIRMATION_MAILS_PER_HOUR: perHour })).toMatchObject({
      CONFIRMATION_MAILS_PER_HOUR: Number(perHour),
      CONFIRMATION_MAILS_RESERVE: reserve,
    })
    expect(reserve).toBe(DERIVED_DEFAULTS.CONFIRMATION_MAILS_RESERVE(Number(perHour)))
  })

  it('reads an empty value as unset, and keeps a set reserve below the budget', () => {
    expect(parse({ CONFIRMATION_MAILS_PER_HOUR: '50', CONFIRMATION_MAILS_RESERVE: '' }).CONFIRMATION_MAILS_RESERVE).toBe(5)
    expect(parse({ CONFIRMATION_MAILS_PER_HOUR: '50', CONFIRMATION_MAILS_RESERVE: '49' }).CONFIRMATION_MAILS_RESERVE).toBe(49)
    expect(parse({ CONFIRMATION_MAILS_RESERVE: '0' }).CONFIRMATION_MAILS_RESERVE).toBe(0)
  })

  it('refuses a set reserve that is not below the budget, naming both settings and their values', () => {
    const message = failure({ CONFIRMATION_MAILS_PER_HOUR: '50', CONFIRMATION_MAILS_RESERVE: '100' })
    expect(message).toContain('CONFIRMATION_MAILS_RESERVE=100')
    expect(message).toContain('CONFIRMATION_MAILS_PER_HOUR=50')
    expect(message).toMatch(/leave it unset/)
    expect(failure({ CONFIRMATION_MAILS_PER_HOUR: '100', CONFIRMATION_MAILS_RESERVE: '100' })).toContain('CONFIRMATION_MAILS_PER_HOUR=100')
  })
})

describe('the IPv6 network limits: /56 and /48 derive from /64 unless set', () => {
  it('keeps the documented defaults', () => {
    expect(parse({})).toMatchObject({
      NEWSLETTER_ATTEMPTS_PER_IPV6_64: 20,
      NEWSLETTER_ATTEMPTS_PER_IPV6_56: 40,
      NEWSLETTER_ATTEMPTS_PER_IPV6_48: 60,
    })
  })

  it('NEWSLETTER_ATTEMPTS_PER_IPV6_64 alone starts, above the old defaults of the wider networks too', () => {
    expect(parse({ NEWSLETTER_ATTEMPTS_PER_IPV6_64: '50' })).toMatchObject({
      NEWSLETTER_ATTEMPTS_PER_IPV6_56: 100,
      NEWSLETTER_ATTEMPTS_PER_IPV6_48: 150,
    })
    expect(parse({ NEWSLETTER_ATTEMPTS_PER_IPV6_64: '90000' })).toMatchObject({
      NEWSLETTER_ATTEMPTS_PER_IPV6_56: 100_000,
      NEWSLETTER_ATTEMPTS_PER_IPV6_48: 100_000,
    })
  })

  it('a set /56 above three times the /64 raises the /48 default to it', () => {
    expect(parse({ NEWSLETTER_ATTEMPTS_PER_IPV6_56: '100' })).toMatchObject({
      NEWSLETTER_ATTEMPTS_PER_IPV6_64: 20,
      NEWSLETTER_ATTEMPTS_PER_IPV6_48: 100,
    })
  })

  it('refuses a set wider limit below a narrower one, naming both settings and which one is a default', () => {
    const below56 = failure({ NEWSLETTER_ATTEMPTS_PER_IPV6_48: '30' })
    expect(below56).toContain('NEWSLETTER_ATTEMPTS_PER_IPV6_48=30 < NEWSLETTER_ATTEMPTS_PER_IPV6_56=40 (its default)')
    const below64 = failure({ NEWSLETTER_ATTEMPTS_PER_IPV6_64: '50', NEWSLETTER_ATTEMPTS_PER_IPV6_56: '40' })
    expect(below64).toContain('NEWSLETTER_ATTEMPTS_PER_IPV6_56=40 < NEWSLETTER_ATTEMPTS_PER_IPV6_64=50')
  })
})
