import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorForLog, rateLimitedWarning, redactEmails, redactPersonalData, truncateForLog } from '~/lib/log'
import { healthResponse, HEALTH_CACHE_MS, registerHealthCheck } from '../../app/app-http/health.server'

/** Logs without personal data or floods (docs/security.md). */
describe('redaction', () => {
  it('removes every email address, also from an SMTP error as nodemailer reports it', () => {
    const smtp = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <jane.doe+news@example.org>: Recipient address rejected"),
      {
        code: 'EENVELOPE',
        responseCode: 550,
        response: '550 5.1.1 <jane.doe+news@example.org>: Recipient address rejected: User unknown in virtual mailbox table',
        rejected: ['jane.doe+news@example.org'],
      },
    )
    for (const line of [errorForLog(smtp), redactPersonalData(smtp)]) {
      expect(line).not.toMatch(/jane|example\.org/)
      expect(line).toContain('<email>')
      expect(line).toContain('EENVELOPE')
    }
    expect(errorForLog(smtp)).not.toContain('    at ')
    expect(redactEmails('to a@b.co and "x.y@sub.example.museum"')).toBe('to <email> and "<email>"')
    expect(errorForLog('plain jane@example.org')).toBe('plain <email>')
  })
})

describe('floods', () => {
  afterEach(() => vi.useRealTimers())

  it('truncates what a client sent', () => {
    const line = truncateForLog('/' + 'a'.repeat(16 * 1024))
    expect(line.length).toBeLessThan(260)
    expect(line).toContain('16185 more characters')
  })

  it('writes at most N warnings a minute and counts the rest', () => {
    vi.useFakeTimers()
    const lines: string[] = []
    const warn = rateLimitedWarning(3, (l) => lines.push(l))
    for (let i = 0; i < 100; i++) warn(`w${i}`)
    expect(lines).toEqual(['w0', 'w1', 'w2'])
    vi.advanceTimersByTime(60_000)
    warn('later')
    expect(lines.at(-1)).toBe('later (97 similar warnings suppressed)')
  })

  it('probes the store at most once per HEALTH_CACHE_MS, however many health checks arrive', async () => {
    let calls = 0
    registerHealthCheck('probe-count', async () => (calls++, true))
    const start = Date.now() + 10 * HEALTH_CACHE_MS
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => healthResponse(start + i)))
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(calls).toBe(1)
    await healthResponse(start + HEALTH_CACHE_MS)
    expect(calls).toBe(2)
  })
})
