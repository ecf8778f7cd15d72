// The build's files for a static host or CDN that serves dist/client itself
// (Netlify / Cloudflare Pages format): `_headers` gives every page the headers the Node
// server sends (server/site-server.ts) — security headers, its CSP with its own script
// hashes, cache rules — and `_redirects` the permanent redirects of the slug table and
// the tools' /go/ paths (`goRules`).
// Both derive from the same modules as the server; tests/e2e/static-host.spec.ts
// compares them with what the server answers.
import { GO_CACHE, HASHED_ASSET_CACHE, HASHED_ASSET_PREFIX, PAGE_CACHE } from '~/app-http/cache'
import { GO_PREFIX } from '../app/content/affiliate-links'
import type { AffiliateLinks } from './affiliate-config'
import { SECURITY_HEADERS, contentSecurityPolicy } from '~/app-http/security-headers'
import { LANGS, DEFAULT_LANG } from '../app/i18n/languages'
import { ALL_ROUTE_IDS, internalPath, publicPath, resolvePublicPath } from '../app/i18n/slugs'
import type { BuildOutput } from './prerendered'
import { ATOM_CONTENT_TYPE } from '../app/seo/feed-paths'
import { staticHostRules } from '../app/spread/headers'

export type HeaderRules = Map<string, Record<string, string>>

/** The headers of an Atom feed (app/seo/feed.ts), here for a CDN and in server/fast-path.ts for the Node server. */
export const FEED_HEADERS: Readonly<Record<string, string>> = {
  'content-type': ATOM_CONTENT_TYPE,
  'content-security-policy': contentSecurityPolicy(),
  'cache-control': PAGE_CACHE,
}

/**
 * Header rules by path pattern. Hosts combine the headers of every rule that matches a
 * path, joining repeated names with commas, so no header name appears in two rules that
 * can match the same path: the shared security headers are on `/*`, each page's CSP,
 * language and caching on the page itself, the immutable caching on `/assets/*`.
 */
export function headerRules(build: BuildOutput): HeaderRules {
  const rules: HeaderRules = new Map()
  rules.set('/*', { ...SECURITY_HEADERS })
  rules.set(`${HASHED_ASSET_PREFIX}*`, { 'cache-control': HASHED_ASSET_CACHE })
  for (const [path, page] of [...build.pages].sort(([a], [b]) => a.localeCompare(b))) {
    rules.set(path, { 'content-security-policy': page.csp, 'content-language': page.tag, 'cache-control': PAGE_CACHE })
  }
  for (const path of [...build.feeds.keys()].sort()) rules.set(path, { ...FEED_HEADERS })
  // Calendars, open data, offline copies (app/spread/headers.ts); the cards go to the Node server.
  if (build.spread.size > 0) for (const [pattern, headers] of staticHostRules()) rules.set(pattern, headers)
  rules.set(`${GO_PREFIX}*`, { 'cache-control': GO_CACHE, 'x-robots-tag': 'noindex, nofollow' })
  return rules
}

export function formatHeaders(rules: HeaderRules): string {
  const lines = ['# Written by `npm run build` (server/static-host.ts): the headers of server/site-server.ts.']
  for (const [pattern, headers] of rules) {
    lines.push(pattern)
    for (const [name, value] of Object.entries(headers)) lines.push(`  ${name}: ${value}`)
  }
  return lines.join('\n') + '\n'
}

/** Parses a `_headers` file (the subset formatHeaders writes). */
export function parseHeaders(text: string): HeaderRules {
  const rules: HeaderRules = new Map()
  let current: Record<string, string> | undefined
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue
    if (!line.startsWith(' ')) rules.set(line.trim(), (current = {}))
    else if (current) {
      const colon = line.indexOf(':')
      current[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
  }
  return rules
}

/** Every permanent redirect of the slug table: [from, to]. */
export function redirectRules(): Array<[string, string]> {
  const candidates = new Set<string>()
  for (const routeId of ALL_ROUTE_IDS) {
    for (const lang of LANGS) {
      const path = publicPath(routeId, lang)
      if (path !== '/') candidates.add(`${path}/`) // trailing slash
      candidates.add(internalPath(routeId, lang)) // the English slug under a prefix
      if (lang === DEFAULT_LANG) candidates.add(`/en${path === '/' ? '' : path}`) // English has no prefix
    }
  }
  const rules: Array<[string, string]> = []
  for (const from of [...candidates].sort()) {
    const resolution = resolvePublicPath(from)
    if (resolution.kind === 'redirect') rules.push([from, resolution.location])
  }
  return rules
}

/**
 * The tools' /go/ paths on a static host. With `origin` (GO_ORIGIN_URL at build time: the
 * Node server behind the CDN) every /go/ path is proxied to it (`200`), so the server
 * answers, counts the click and the operator changes a link with a restart. Without one,
 * each configured tool gets a `302` to its link as the build read it (AFFILIATE_LINKS_FILE):
 * no click is counted and a changed link needs a new build of this file.
 */
export function goRules(links: AffiliateLinks, origin: string | undefined): Array<[string, string, string]> {
  if (origin) return [[`${GO_PREFIX}*`, `${origin.replace(/\/+$/, '')}${GO_PREFIX}:splat`, '200']]
  return [...links].sort(([a], [b]) => a.localeCompare(b)).map(([tool, link]) => [`${GO_PREFIX}${tool}`, link, '302'])
}

export function formatRedirects(rules: Array<[string, string]>, go: Array<[string, string, string]> = []): string {
  const lines = ['# Written by `npm run build` (server/static-host.ts): the 308 redirects of app/i18n/slugs.ts, then the /go/ rules.']
  for (const [from, to] of rules) lines.push(`${from}  ${to}  308`)
  for (const [from, to, status] of go) lines.push(`${from}  ${to}  ${status}`)
  return lines.join('\n') + '\n'
}
