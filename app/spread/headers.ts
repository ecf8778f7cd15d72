import { PAGE_CACHE } from '~/app-http/cache'
import { SECURITY_HEADERS, contentSecurityPolicy } from '~/app-http/security-headers'
import { embedPolicy } from './embed-style'
import { OFFLINE_POLICY } from './offline'
import type { SpreadFile } from './paths'

/*
 * The headers of the files that spread the campaign (app/spread/paths.ts), security headers
 * included: the Node server sends them (server/fast-path.ts) and the build writes them for a
 * static host (server/static-host.ts). What differs from a page, and why:
 *   - the cards may be framed by any site (CSP `frame-ancestors *`, no X-Frame-Options) —
 *     the only paths that may: every other answer keeps `frame-ancestors 'none'` and DENY;
 *   - the cards, the badge and the open data may be loaded by other origins
 *     (Cross-Origin-Resource-Policy: cross-origin; the data with CORS for any origin);
 *   - the offline copy is a download (Content-Disposition) whose own policy lets nothing load.
 */

type Headers = Record<string, string>

const JSON_FOR_ANYONE: Headers = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' }

export function spreadHeaders(file: Pick<SpreadFile, 'kind' | 'lang'>): Headers {
  const framable = Object.fromEntries(Object.entries(SECURITY_HEADERS).filter(([name]) => name !== 'x-frame-options'))
  const page = { ...SECURITY_HEADERS, 'cache-control': PAGE_CACHE }
  switch (file.kind) {
    case 'calendar':
      return { ...page, 'content-type': 'text/calendar; charset=utf-8', 'content-security-policy': contentSecurityPolicy() }
    case 'data':
      return {
        ...page,
        ...JSON_FOR_ANYONE,
        'content-type': 'application/json; charset=utf-8',
        'content-security-policy': contentSecurityPolicy(),
      }
    case 'schema':
      return {
        ...page,
        ...JSON_FOR_ANYONE,
        'content-type': 'application/schema+json; charset=utf-8',
        'content-security-policy': contentSecurityPolicy(),
      }
    case 'embed':
      return {
        ...framable,
        'cache-control': PAGE_CACHE,
        'cross-origin-resource-policy': 'cross-origin',
        'content-type': 'text/html; charset=utf-8',
        ...(file.lang ? { 'content-language': file.lang } : {}),
        'content-security-policy': embedPolicy(),
      }
    case 'badge':
      return {
        ...page,
        'cross-origin-resource-policy': 'cross-origin',
        'content-type': 'image/svg+xml; charset=utf-8',
        'content-security-policy': `default-src 'none'; frame-ancestors 'none'`,
      }
    case 'offline':
      return {
        ...page,
        'content-type': 'text/html; charset=utf-8',
        ...(file.lang ? { 'content-language': file.lang } : {}),
        // Saved under its own name (offlineFileName), the last segment of its path.
        'content-disposition': 'attachment',
        'content-security-policy': `${OFFLINE_POLICY}; frame-ancestors 'none'`,
      }
  }
}

/**
 * The rules a static host adds to its `/*` rule (server/static-host.ts) for the files it can
 * serve as the Node server does: the calendars, the open data and the offline copies. Hosts
 * join a header named by two matching rules, so none here repeats one of `/*`; the content
 * type is the host's own for the extension. The cards and the badge must drop or replace
 * headers of `/*` (X-Frame-Options, Cross-Origin-Resource-Policy), which this format cannot
 * do: a CDN routes `/embed/*` (./paths.ts, embedPath) to the Node server (README.md, "Two ways to deploy").
 */
export function staticHostRules(): Array<[string, Headers]> {
  const own = (file: Pick<SpreadFile, 'kind'>) =>
    Object.fromEntries(Object.entries(spreadHeaders(file)).filter(([name]) => !(name in SECURITY_HEADERS) && name !== 'content-type'))
  return [
    ['/calendar/*', own({ kind: 'calendar' })],
    ['/data/*', own({ kind: 'data' })],
    ['/offline/*', own({ kind: 'offline' })],
  ]
}
