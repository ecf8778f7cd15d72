// Every redirect the site sends, and the not-found page's Go Back link, go through
// this module (docs/security.md, "Open redirects"): a Location is only ever a page of
// the slug table (app/i18n/slugs.ts), with an optional query and fragment. Anything
// else — `//host`, `/\host`, an absolute URL, tabs, newlines, Unicode look-alike
// slashes, `@`, `:` in the path — is refused, and the caller answers the localized
// not-found page instead. Browsers resolve a Location against the page's URL with
// their own leniency (`\` is `/`, tabs and newlines are dropped), so the check is an
// allow-list of exact paths, not a list of bad patterns.
import { findByPublicPath } from '../i18n/slugs'

/** Anything but printable ASCII, and the backslash: never in a Location we send. */
const UNSAFE_CHAR = /[^\x21-\x7e]|\\/
const LOCATION = /^(\/[^?#]*)(\?[^#]*)?(#.*)?$/

/**
 * `location` when it is a path of this site — a page of the slug table, optionally
 * followed by `?query` and `#fragment` of printable ASCII — else null. An absolute URL
 * of `origin` (the request's own) is reduced to its path first.
 */
export function siteLocation(location: string, origin?: string): string | null {
  let candidate = location
  if (origin && candidate.startsWith(origin + '/')) candidate = candidate.slice(origin.length)
  if (UNSAFE_CHAR.test(candidate)) return null
  const match = LOCATION.exec(candidate)
  if (!match || !findByPublicPath(match[1]!)) return null
  return candidate
}

/** Status codes that send the browser to their Location. */
const isRedirectStatus = (status: number): boolean => status >= 300 && status < 400 && status !== 304

/**
 * A redirect response to a path of this site, or null when `location` is not one
 * (the caller then answers not found). Redirects are never stored by shared caches
 * unless `cacheControl` says so.
 */
export function redirect(status: 303 | 307 | 308, location: string, cacheControl = 'no-store'): Response | null {
  const checked = siteLocation(location)
  if (checked === null) return null
  return new Response(null, { status, headers: { location: checked, 'cache-control': cacheControl } })
}

/**
 * A redirect the app answered (the router's own, or one of ours): passed on when its
 * Location is a path of this site; null when it would leave it, so the caller answers
 * the not-found page instead. Other responses are passed on.
 */
export function checkedRedirect(response: Response, requestUrl: string): Response | null {
  if (!isRedirectStatus(response.status)) return response
  const location = response.headers.get('location')
  if (location === null) return response
  return siteLocation(location, new URL(requestUrl).origin) === null ? null : response
}

/**
 * The not-found page's Go Back target (docs/decisions/007): the visitor's previous page
 * when the Referer is a page of this site on the request's host, its path and query;
 * null otherwise. A response built from it depends on the Referer: send it
 * `Cache-Control: private, no-store` (REFERRER_DEPENDENT_CACHE).
 */
export function referrerPage(referer: string | undefined, host: string | undefined): string | null {
  if (!referer || !host) return null
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return null
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.host !== host) return null
  return siteLocation(url.pathname + url.search)
}
