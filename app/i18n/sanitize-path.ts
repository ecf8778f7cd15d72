import { rateLimitedWarning, truncateForLog } from '../lib/log'

// Any client can send malformed paths: the warning is truncated and rate-limited.
const warnMalformed = rateLimitedWarning(10)

/**
 * In each segment that does not decode (a broken escape or an invalid UTF-8 sequence),
 * escape every percent sign, so `/%E0%A4%A` or `/%c0%af` become literal (unknown → 404)
 * paths instead of making the router throw. A malformed segment (docs/product.md#malformed-paths) is a console warning only.
 */
export function sanitizePathname(pathname: string): string {
  if (isDecodable(pathname)) return pathname
  warnMalformed(`Malformed URL path segment: ${truncateForLog(pathname)}`)
  return pathname
    .split('/')
    .map((segment) => (isDecodable(segment) ? segment : segment.replace(/%/g, '%25')))
    .join('/')
}

// The decoded value is used, so bundlers cannot drop the call as side-effect free
// (a bare `decodeURIComponent(x)` inside try/catch was removed by the minifier).
function isDecodable(value: string): boolean {
  try {
    return typeof decodeURIComponent(value) === 'string'
  } catch {
    return false
  }
}
