// The origin a build baked into what it wrote — canonical and hreflang links, Open Graph and
// JSON-LD, feeds, share links, embed code, cards, calendars, open data, offline copies (the
// origin is decided by siteOrigin, app/config.server.ts) — recorded in the build, and what a
// server does with a build made for another origin (docs/decisions/024-the-origin-of-a-build.md):
//   - `npm run serve` (server/serve.ts) refuses it, with one line naming both origins and the
//     command that fixes it: what it serves is what the build wrote, byte for byte, as a CDN
//     serving dist/client would;
//   - `npm start` (server/start.ts) serves it with the origin rewritten in memory when SITE_URL
//     is unset, the server's origin being its own address (`PORT=4000 npm start` after a build
//     for port 3000), and rebuilds when SITE_URL names another origin.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { foldLines } from 'ical-generator'
import { assertSiteUrlForProduction, readSiteOrigin, type SiteOrigin } from '../app/config.server'
import { ROOT } from './config'

/** The record, beside the server bundle: `vite build` empties dist/server, so a new build never finds an old record. */
export const ORIGIN_RECORD = 'server/site-origin.json'

/** Writes the record (scripts/prerender-extra.ts, the first step after `vite build`). */
export function writeBuildOrigin(dist: string, origin: string): void {
  writeFileSync(join(dist, ORIGIN_RECORD), `${JSON.stringify({ origin }, null, 2)}\n`)
}

/** The home page's canonical link: `https://chatcontrol.info/` → `https://chatcontrol.info`. */
const CANONICAL = /<link rel="canonical" href="([^"]+)"\/?>/

/**
 * The origin the build in `dist` was made for: its record, or for a build made before the
 * record existed the origin of its home page's canonical link; undefined without either.
 */
export function readBuildOrigin(dist: string): string | undefined {
  const record = join(dist, ORIGIN_RECORD)
  if (existsSync(record)) {
    const { origin } = JSON.parse(readFileSync(record, 'utf8')) as { origin?: unknown }
    if (typeof origin === 'string' && origin) return origin
  }
  const home = join(dist, 'client/index.html')
  const canonical = existsSync(home) ? CANONICAL.exec(readFileSync(home, 'utf8'))?.[1] : undefined
  return canonical?.replace(/\/+$/, '')
}

/**
 * The line `npm run serve` stops with when the build was made for another origin: both
 * origins, and the command that makes a build for this one.
 */
export function originMismatch(
  distDir: string,
  built: string | undefined,
  served: SiteOrigin,
  env: { HOST?: string | undefined; PORT?: string | undefined } = {},
): string {
  const dist = distDir === 'dist' ? '' : `DIST_DIR=${distDir} `
  const build = served.configured
    ? `${dist}SITE_URL=${served.url} npm run build`
    : `${dist}${env.HOST ? `HOST=${env.HOST} ` : ''}PORT=${env.PORT || 3000} npm run build`
  const why = served.configured ? 'SITE_URL' : "SITE_URL is unset: the server's own address"
  return built
    ? `The build in ${distDir} was made for ${built}, but this server's origin is ${served.url} (${why}). ` +
        `Run: ${build}${served.configured ? '' : ` (or set SITE_URL=${built} if that is the site's public origin)`}`
    : `The build in ${distDir} does not say which origin it was made for; this server's origin is ${served.url} (${why}). Run: ${build}`
}

/** A RegExp that matches `text` literally. */
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * `text` with every link to `from` pointing at `to` instead: the origin as written
 * (`https://chatcontrol.info/nl`, in attributes, JSON-LD, the router's state, feeds, data) and
 * percent-encoded as a query value (`url=https%3A%2F%2Fchatcontrol.info%2Fnl` in share links).
 * Only the whole origin: `https://chatcontrol.info.example` or `http://localhost:30001` is
 * another origin and stays, and so do mailboxes and tag URIs on the same domain.
 */
export function rewriteOrigin(text: string, from: string, to: string): string {
  if (from === to) return text
  const encodedFrom = encodeURIComponent(from)
  const encodedTo = encodeURIComponent(to)
  return text
    .replace(new RegExp(`${literal(from)}(?![\\w.:-])`, 'g'), () => to)
    .replace(new RegExp(`${literal(encodedFrom)}(?![\\w.-]|%3A)`, 'g'), () => encodedTo)
}

/**
 * The same for an iCalendar file (RFC 5545 §3.1): its long lines are folded at 75 octets, so a
 * link may span two lines. Unfolded, rewritten and folded again by the library that wrote it
 * (app/spread/calendar.ts), so the file is the one a build for `to` writes.
 */
export function rewriteCalendarOrigin(ics: string, from: string, to: string): string {
  if (from === to) return ics
  return foldLines(rewriteOrigin(ics.replace(/\r\n[ \t]/g, ''), from, to))
}

let rebaseOwnAddress = false
/**
 * For `npm start` (server/start.ts), before it loads server/serve.ts: a build made for another
 * origin is served rebased (rewritten in memory) when the server's origin is its own address
 * (SITE_URL unset). `npm run serve` never rebases.
 */
export function allowRebaseToOwnAddress(): void {
  rebaseOwnAddress = true
}

/** How a server serves its build: as built, or rebased from the build's origin to its own. */
export interface OriginPlan {
  origin: SiteOrigin
  /** The build's origin, when the build is served rewritten to `origin`. */
  rebaseFrom?: string
}

/** Why a server does not start with this build and configuration: one line for the operator. */
export class OriginRefusal extends Error {}

/**
 * What a server does with the build in `dist` (written `distDir` in messages) under `env`:
 * serve it as built when it was made for the server's origin, rebase it for `npm start` on its
 * own address, or refuse — also a production start without SITE_URL (assertSiteUrlForProduction).
 */
export function planOrigin(dist: string, distDir: string, env: NodeJS.ProcessEnv = process.env): OriginPlan {
  let origin: SiteOrigin
  try {
    assertSiteUrlForProduction(env)
    origin = readSiteOrigin(env)
  } catch (error) {
    throw new OriginRefusal((error as Error).message.replace(/\s*\n\s*/g, ' '))
  }
  const built = readBuildOrigin(dist)
  if (built === origin.url) return { origin }
  if (built && rebaseOwnAddress && !origin.configured) return { origin, rebaseFrom: built }
  throw new OriginRefusal(originMismatch(distDir, built, origin, env))
}

/** The one line a server without SITE_URL says at start: where its links point, and what to set before deploying. */
export const siteUrlUnsetNote = (origin: string): string =>
  `SITE_URL is unset: links in pages, feeds and the sitemap point at ${origin}, this server; set SITE_URL to the public origin before deploying (docs/operating.md).`

/** The newest modification time of a file under `dir`. */
function newest(dir: string): number {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}

/** Whether the build in `dist` is missing or older than the sources it is made from (server/start.ts rebuilds it then). */
export function buildIsStale(dist: string): boolean {
  const server = join(dist, 'server/server.js')
  const sources = Math.max(
    ...['app', 'locales', 'public', 'server']
      .map((dir) => resolve(ROOT, dir))
      .filter(existsSync)
      .map(newest),
  )
  return !existsSync(server) || statSync(server).mtimeMs < sources
}
