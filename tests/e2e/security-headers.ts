import { createHash } from 'node:crypto'
import { expect } from '@playwright/test'

/**
 * What every response's headers must say (docs/decisions/007), written against the header
 * names and values themselves, not against the server's implementation.
 */
export function parseCsp(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values)
  }
  return directives
}

/** Features the site never uses: the Permissions-Policy must deny each of them. */
const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'accelerometer', 'gyroscope', 'magnetometer']

export function expectSecurityHeaders(headers: Record<string, string>, label: string): void {
  const policy = headers['content-security-policy']
  expect(policy, `${label}: Content-Security-Policy`).toBeTruthy()
  const csp = parseCsp(policy!)
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src')
  expect(scriptSrc, `${label}: script-src`).toBeDefined()
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'http:', 'https:', 'data:']) {
    expect(scriptSrc, `${label}: script-src allows ${unsafe}`).not.toContain(unsafe)
  }
  expect(csp.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"])
  expect(csp.get('object-src') ?? csp.get('default-src'), `${label}: object-src`).toEqual(["'none'"])

  const hsts = headers['strict-transport-security'] ?? ''
  expect(Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0), `${label}: HSTS max-age (one year at least)`).toBeGreaterThanOrEqual(31_536_000)
  expect(headers['x-content-type-options'], `${label}: X-Content-Type-Options`).toBe('nosniff')
  expect(headers['referrer-policy'], `${label}: Referrer-Policy`).toBe('strict-origin-when-cross-origin')
  expect(headers['cross-origin-opener-policy'], `${label}: Cross-Origin-Opener-Policy`).toBe('same-origin')

  const permissions = new Map(
    (headers['permissions-policy'] ?? '').split(',').map((entry) => {
      const [feature = '', allow = ''] = entry.trim().split('=')
      return [feature.trim(), allow.trim()] as const
    }),
  )
  for (const feature of DENIED_FEATURES) {
    expect(permissions.get(feature), `${label}: Permissions-Policy ${feature}`).toBe('()')
  }
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/** sha256 sources of the inline scripts a browser would run. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', code = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (type && type !== 'module' && !type.includes('javascript')) continue
    hashes.push(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`)
  }
  return hashes
}
