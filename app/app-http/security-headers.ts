// Security headers for every response of the site, wherever it is served: the Node
// server (server/fast-path.ts, server/app-path.ts) sends them, and the build writes the same values into
// dist/client/_headers for a static host (server/static-host.ts).
// The Content-Security-Policy allows scripts from our own origin plus the exact
// inline scripts of the page being served: the sha256 hashes of a prerendered page's
// own scripts (computed from the build's files), or, for HTML rendered per request, the
// build's known hashes and a nonce the server draws for that response (server/app-path.ts).
// Nothing hashes a response's own body at response time: a script injected into it would
// be allowed. Styles: our stylesheet and the one inline style sheet a dependency inserts
// (docs/decisions/013-content-security-policy.md); no 'unsafe-inline' anywhere.
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/** sha256 sources for every inline, executable script of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = match[1] ?? ''
    if (/\ssrc\s*=/i.test(attrs)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? ''
    if (!EXECUTABLE_TYPES.has(type)) continue // JSON-LD and other data blocks never run
    hashes.add(sha256Source(match[2] ?? ''))
  }
  return [...hashes]
}

/**
 * sonner (the toasts) inserts its CSS at run time in a `<style>` element: first empty, then
 * filled, and the browser checks it against style-src both times. It takes no nonce, so the
 * policy allows exactly those two contents by hash. The CSS is read from the installed
 * package — the same string the bundle carries — and a sonner that no longer inserts CSS
 * this way stops the server and the build here instead of shipping unstyled toasts.
 */
function sonnerStyleHashes(): string[] {
  const file = fileURLToPath(import.meta.resolve('sonner'))
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(readFileSync(file, 'utf8'))?.[1]
  if (!literal)
    throw new Error(`${file}: sonner no longer inserts its CSS with __insertCSS("…"); see docs/decisions/013-content-security-policy.md`)
  return [sha256Source(''), sha256Source(JSON.parse(literal) as string)]
}

/** The inline style sheets the site allows (see sonnerStyleHashes). */
const STYLE_HASHES: readonly string[] = sonnerStyleHashes()

/** A fresh nonce for one response's inline scripts (128 random bits). */
export const newNonce = (): string => randomBytes(16).toString('base64')

export function contentSecurityPolicy(scriptSources: readonly string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    `style-src 'self' ${STYLE_HASHES.join(' ')}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The headers every response carries (the CSP is per page, see above). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(self), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=(), browsing-topics=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
}

/** Set every security header on `headers`, with `policy` as the Content-Security-Policy. */
export function applySecurityHeaders(headers: Headers, policy: string = contentSecurityPolicy()): Headers {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value)
  headers.set('content-security-policy', policy)
  return headers
}
