// `npm run links:check`: every link of the built site, checked by linkinator. The production
// server (server/serve.ts, on a throw-away data folder) serves the build; linkinator crawls it
// from the home page of each language, follows every page it links to, and requests every
// link it finds once: the pages, their assets, feeds and data files, the /go/ links through
// the server's redirect to the operator's affiliate target, and every external source,
// tool, publisher and MEP profile. Absolute links to SITE_URL (canonical, hreflang, feeds)
// are checked on the local server, not on the deployed site. Exits 1 when a link is broken.
//   --internal   only the site's own links (no internet needed; what a build can check offline)
//   --timeout=ms per request (default 10,000)
// External links need the internet: operators run it from a connected machine, best as a
// scheduled job (README.md, "Outbound links").
import { fileURLToPath } from 'node:url'
import { LinkChecker, LinkState, type LinkResult } from 'linkinator'
import { ensureBuild, startServer } from './lib/prod-server'
import { scratchData } from './lib/scratch-data'
import { LANGS } from '../app/i18n/languages'
import { publicPath } from '../app/i18n/slugs'
import { readEnvironment } from '../app/config.server'
import { readBuildOrigin } from '../server/build-origin'

export interface SiteCheckOptions {
  /** Per request, in ms. */
  timeoutMs?: number
  /** Only links on the crawled origin. */
  internalOnly?: boolean
  /** An origin whose absolute links are checked on `origin` instead (the build's SITE_URL). */
  publicOrigin?: string
  concurrency?: number
}

export interface BrokenLink {
  url: string
  /** The status code, or what went wrong without one. */
  status: string
  /** The page that links to it. */
  parent: string
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function failure(result: LinkResult, timeoutMs: number): string {
  if (result.status) return String(result.status)
  const detail = result.failureDetails?.[0]
  if (!(detail instanceof Error)) return 'no answer'
  if (detail.name === 'TimeoutError') return `timeout after ${timeoutMs} ms`
  return (detail.cause as Error | undefined)?.message ?? detail.message
}

/** Crawls from `roots` (pages of one origin) and returns every broken link, with the number of links checked. */
export async function checkSite(
  roots: readonly string[],
  { timeoutMs = 10_000, internalOnly = false, publicOrigin, concurrency = 8 }: SiteCheckOptions = {},
): Promise<{ checked: number; pages: number; broken: BrokenLink[] }> {
  const origin = new URL(roots[0]!).origin
  const checker = new LinkChecker()
  let pages = 0
  checker.on('pagestart', () => pages++)
  const result = await checker.check({
    path: [...roots],
    recurse: true,
    concurrency,
    timeout: timeoutMs,
    // A server that asks to wait (429 with Retry-After) is asked again; a failed
    // connection once more: a passing error is not a broken link.
    retry: true,
    retryErrors: true,
    retryErrorsCount: 1,
    redirects: 'allow',
    urlRewriteExpressions: publicOrigin ? [{ pattern: new RegExp(`^${escapeRegExp(publicOrigin)}(?=/|$)`), replacement: origin }] : [],
    linksToSkip: async (link) => !/^https?:/.test(link) || (internalOnly && !link.startsWith(origin)),
  })
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => ({ url: link.url, status: failure(link, timeoutMs), parent: link.parent ?? '' }))
    .sort((a, b) => a.url.localeCompare(b.url))
  return { checked: result.links.filter((link) => link.state !== LinkState.SKIPPED).length, pages, broken }
}

/** The table printed by the command: status, URL, the page that links to it. */
export function formatBroken(broken: readonly BrokenLink[], origin: string): string {
  const rows = broken.map((b) => [b.status, b.url, b.parent.replace(origin, '') || '/'])
  const head = ['status', 'url', 'linked from']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ')
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

async function main() {
  const env = readEnvironment(['LINKS_PORT', 'DIST_DIR'])
  const timeout = process.argv.find((a) => a.startsWith('--timeout='))
  const timeoutMs = timeout ? Number(timeout.split('=')[1]) : 10_000
  const internalOnly = process.argv.includes('--internal')
  ensureBuild()
  const scratch = scratchData('cc-links')
  const server = await startServer({ port: env.LINKS_PORT, env: scratch.env, quiet: true })
  try {
    const roots = LANGS.map((lang) => `${server.url}${publicPath('/{-$lang}', lang)}`)
    console.log(
      `Crawling the build from ${roots.length} home pages${internalOnly ? ' (the site’s own links only)' : ''}, ${timeoutMs} ms per request…`,
    )
    // The origin the build links to (server/build-origin.ts), which the server was started for.
    const publicOrigin = readBuildOrigin(env.DIST_DIR)
    const { checked, pages, broken } = await checkSite(roots, { timeoutMs, internalOnly, publicOrigin })
    if (broken.length) console.log(`\n${formatBroken(broken, server.url)}`)
    console.log(
      broken.length
        ? `\n✗ ${broken.length} of ${checked} addresses are broken (${pages} pages crawled)`
        : `\n✓ all ${checked} addresses answered (${pages} pages crawled)`,
    )
    process.exitCode = broken.length ? 1 : 0
  } finally {
    await server.stop()
    scratch.remove()
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
