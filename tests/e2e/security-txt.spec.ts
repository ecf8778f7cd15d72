import { expect, test } from '@playwright/test'
import { startOwnServer, type OwnServer } from './own-server'
import { expectSecurityHeaders } from './security-headers'

/**
 * /.well-known/security.txt (RFC 9116) from the configuration: the production build
 * answers it with the general mailbox and a computed expiry by default, and with
 * SECURITY_CONTACT / SECURITY_EXPIRES when they are set.
 */
const DAY_MS = 24 * 60 * 60 * 1000
const lines = (text: string, field: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${field}: `))
    .map((line) => line.slice(field.length + 2))

test('default configuration: the general mailbox, an expiry within a year, the four languages, the canonical URL', async ({ request }) => {
  const response = await request.get('/.well-known/security.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
  expectSecurityHeaders(response.headers(), 'security.txt')
  const text = await response.text()
  expect(lines(text, 'Contact')).toEqual(['mailto:hello@chatcontrol.info'])
  const expires = lines(text, 'Expires')
  expect(expires).toHaveLength(1)
  const remaining = Date.parse(expires[0]!) - Date.now()
  expect(remaining).toBeGreaterThan(0)
  expect(remaining).toBeLessThan(365 * DAY_MS)
  expect(lines(text, 'Preferred-Languages')).toEqual(['en, nl, de, fr'])
  expect(lines(text, 'Canonical')).toEqual(['https://chatcontrol.info/.well-known/security.txt'])
  // The policy it names is served, and it is docs/security.md.
  expect(lines(text, 'Policy')).toEqual(['https://chatcontrol.info/.well-known/security-policy.txt'])
  const policy = await request.get('/.well-known/security-policy.txt')
  expect(policy.status()).toBe(200)
  expect(policy.headers()['content-type']).toBe('text/plain; charset=utf-8')
  expect(await policy.text()).toContain('## Reporting a vulnerability')
})

test.describe('configured contacts and expiry', () => {
  test.describe.configure({ timeout: 120_000 })
  let server: OwnServer
  const expires = new Date(Date.now() + 30 * DAY_MS).toISOString()
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startOwnServer({
      SECURITY_CONTACT: 'https://chatcontrol.example/report, mailto:security@chatcontrol.example',
      SECURITY_EXPIRES: expires,
    })
  })
  test.afterAll(async () => server?.dispose())

  test('are served as set, in order', async ({ request }) => {
    const response = await request.get(`${server.url}/.well-known/security.txt`)
    expect(response.status()).toBe(200)
    const text = await response.text()
    expect(lines(text, 'Contact')).toEqual(['https://chatcontrol.example/report', 'mailto:security@chatcontrol.example'])
    expect(lines(text, 'Expires')).toEqual([expires])
    // On SITE_URL, the origin the run's build was made for (a server refuses a build for another: server/build-origin.ts).
    expect(lines(text, 'Canonical')).toEqual(['https://chatcontrol.info/.well-known/security.txt'])
  })
})

test('an invalid contact stops the server at start-up with a readable message', async () => {
  test.setTimeout(120_000)
  await expect(startOwnServer({ SECURITY_CONTACT: 'http://chatcontrol.example/report' })).rejects.toThrow(
    /exited with 1[\s\S]*Invalid configuration[\s\S]*SECURITY_CONTACT/,
  )
})
