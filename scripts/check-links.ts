// `npm run links:check`: requests every external URL the site links to (read from the
// app's content modules: app/content/outbound-links.ts) and prints a table of status
// codes; exits 1 when one answers 4xx/5xx, times out or cannot be reached.
// It needs the internet: operators run it from a connected machine, best as a
// scheduled CI job (README, "Outbound links").
import { fileURLToPath } from 'node:url'
import type { OutboundLink } from '../app/content/outbound-links'
import { importAppModule } from './lib/app-module'

export interface LinkResult {
  url: string
  source: string
  /** Status codes in order, redirects included (e.g. [301, 200]); empty on a network error. */
  statuses: number[]
  ok: boolean
  error?: string
}

export interface CheckOptions {
  /** Per request, in ms. */
  timeoutMs?: number
  /** Requests at the same time. */
  concurrency?: number
  maxRedirects?: number
}

const USER_AGENT = 'Mozilla/5.0 (compatible; ChatControlInfo-LinkCheck/1.0)'

async function request(url: string, method: 'HEAD' | 'GET', timeoutMs: number): Promise<Response> {
  const response = await fetch(url, {
    method,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'user-agent': USER_AGENT, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
  })
  // Only the status matters; release the connection.
  await response.body?.cancel().catch(() => {})
  return response
}

/** One URL: HEAD first (GET when a server refuses HEAD), redirects followed and recorded. */
export async function checkLink(link: OutboundLink, { timeoutMs = 10_000, maxRedirects = 5 }: CheckOptions = {}): Promise<LinkResult> {
  const statuses: number[] = []
  let url = link.url
  try {
    for (let hop = 0; hop <= maxRedirects; hop++) {
      let response = await request(url, 'HEAD', timeoutMs)
      if (response.status >= 400) response = await request(url, 'GET', timeoutMs)
      statuses.push(response.status)
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url).href
        continue
      }
      return { ...link, statuses, ok: response.status < 400 }
    }
    return { ...link, statuses, ok: false, error: `more than ${maxRedirects} redirects` }
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
    return { ...link, statuses, ok: false, error: timedOut ? `timeout after ${timeoutMs} ms` : cause }
  }
}

/** All links, a few at a time, in the input order. */
export async function checkLinks(links: readonly OutboundLink[], options: CheckOptions = {}): Promise<LinkResult[]> {
  const results: LinkResult[] = new Array(links.length)
  let next = 0
  const worker = async () => {
    while (next < links.length) {
      const index = next++
      results[index] = await checkLink(links[index]!, options)
    }
  }
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 6, links.length) }, worker))
  return results
}

/** The table printed by the command: status (with redirects), result, URL, where it is used. */
export function formatTable(results: readonly LinkResult[]): string {
  const rows = results.map((r) => [
    r.statuses.length ? r.statuses.join(' → ') : '—',
    r.ok ? 'ok' : `FAIL${r.error ? ` (${r.error})` : ''}`,
    r.url,
    r.source,
  ])
  const head = ['status', 'result', 'url', 'linked from']
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ')
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

/** Checks, prints, and returns the number of failures (the command's exit code is 1 when > 0). */
export async function runLinkCheck(
  links: readonly OutboundLink[],
  options: CheckOptions = {},
  log: (text: string) => void = console.log,
): Promise<number> {
  const results = await checkLinks(links, options)
  log(formatTable(results))
  const failures = results.filter((r) => !r.ok).length
  log(failures ? `\n✗ ${failures} of ${results.length} links failed` : `\n✓ all ${results.length} links answered`)
  return failures
}

/**
 * The URL list comes from the app's own content modules. They use Lingui macros
 * (`msg`), so they are loaded through Vite's module runner with the macro plugin,
 * exactly as the build compiles them.
 */
async function loadOutboundLinks(): Promise<OutboundLink[]> {
  const module = await importAppModule<typeof import('../app/content/outbound-links')>('./app/content/outbound-links.ts')
  return module.outboundLinks()
}

async function main() {
  const timeout = process.argv.find((a) => a.startsWith('--timeout='))
  const timeoutMs = timeout ? Number(timeout.split('=')[1]) : 10_000
  const links = await loadOutboundLinks()
  console.log(`Checking ${links.length} external links (timeout ${timeoutMs} ms each)…\n`)
  const failures = await runLinkCheck(links, { timeoutMs })
  process.exit(failures ? 1 : 0)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
