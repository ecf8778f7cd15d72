// The operator's affiliate links (docs/decisions/017-counters-in-the-database-and-go-links.md):
// a JSON file named by AFFILIATE_LINKS_FILE, read and validated once when the server
// starts. Each affiliate tool's button links to `/go/<slug>` (app/content/affiliate-links.ts);
// the server answers that path with a 302 to the link set here, or to the brand's
// official page when the file sets none. A link that breaks a rule stops the server with
// a message that names the tool and the rule. Format (README.md, "Affiliate links"):
//
//   {
//     "nordvpn": "https://nordvpn.com/?coupon=chatcontrol",
//     "surfshark": { "url": "https://go.tracker.example/c/123?sub=cc", "allowHosts": ["go.tracker.example"] }
//   }
//
// Keys are tool slugs (the path after /go/); a value is the link, or the link with the
// hosts outside the brand's own domains it may point at.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { z } from 'zod'
import { AFFILIATE_TOOLS } from '../app/content/affiliate-links'

/** Longest link accepted: it is sent back as a `Location` header. */
const MAX_LINK_LENGTH = 2048
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/

const entrySchema = z.union([
  z.string(),
  z.strictObject({
    url: z.string(),
    allowHosts: z.array(z.string()).max(20).optional(),
  }),
])
const fileSchema = z.record(z.string(), entrySchema)

/** Slug → the absolute URL its /go/ path redirects to. */
export type AffiliateLinks = ReadonlyMap<string, string>

/** The brands' official pages: what a server without AFFILIATE_LINKS_FILE redirects to. */
export function defaultAffiliateLinks(): AffiliateLinks {
  return new Map([...AFFILIATE_TOOLS].map(([slug, tool]) => [slug, tool.defaultUrl]))
}

const belongsTo = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`)

/** The problem with one entry, or its normalized URL. */
function checkEntry(slug: string, entry: z.infer<typeof entrySchema>): { url: string } | { problem: string } {
  const tool = AFFILIATE_TOOLS.get(slug)
  if (!tool) return { problem: `unknown tool (the tools with a /go/ link are: ${[...AFFILIATE_TOOLS.keys()].join(', ')})` }
  const raw = typeof entry === 'string' ? entry : entry.url
  const allowHosts = typeof entry === 'string' ? [] : (entry.allowHosts ?? [])
  for (const host of allowHosts)
    if (!HOST_NAME.test(host)) return { problem: `allowHosts entry "${host}" is not a host name in lower case (like go.tracker.example)` }
  if (raw.length > MAX_LINK_LENGTH) return { problem: `the link is longer than ${MAX_LINK_LENGTH} characters` }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(raw)) return { problem: 'the link contains a space or a control character' }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { problem: `"${raw}" is not an absolute URL` }
  }
  if (url.protocol !== 'https:') return { problem: `the link must use https (got ${url.protocol.replace(/:$/, '')})` }
  if (url.username || url.password) return { problem: 'the link must not carry a user name or password' }
  if (url.port) return { problem: 'the link must not name a port' }
  const host = url.hostname
  const own = tool.domains.some((domain) => belongsTo(host, domain))
  if (!own && !allowHosts.includes(host))
    return {
      problem: `host ${host} is not one of ${tool.name}'s domains (${tool.domains.join(', ')}); add "allowHosts": ["${host}"] to this tool's entry if it is the brand's tracker`,
    }
  return { url: url.href }
}

/**
 * Validates a parsed configuration (`source` names it in messages) and merges it over the
 * defaults. Throws one Error listing every problem, each naming its tool.
 */
export function parseAffiliateLinks(data: unknown, source: string): AffiliateLinks {
  const parsed = fileSchema.safeParse(data)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const tool = issue.path[0]
      return tool === undefined
        ? `the file must hold one JSON object, tool slug → link (${issue.message})`
        : `tool "${String(tool)}": ${issue.path.slice(1).join('.') || 'value'} must be a link or { "url": …, "allowHosts": […] } (${issue.message})`
    })
    throw new Error(`Invalid affiliate links in ${source}:\n  - ${[...new Set(problems)].join('\n  - ')}`)
  }
  const links = new Map(defaultAffiliateLinks())
  const problems: string[] = []
  for (const [slug, entry] of Object.entries(parsed.data)) {
    const checked = checkEntry(slug, entry)
    if ('problem' in checked) problems.push(`tool "${slug}": ${checked.problem}`)
    else links.set(slug, checked.url)
  }
  if (problems.length) throw new Error(`Invalid affiliate links in ${source}:\n  - ${problems.join('\n  - ')}`)
  return links
}

/** AFFILIATE_LINKS_FILE (relative to `root`), read and validated; the defaults when unset. */
export function readAffiliateLinks(file: string | undefined, root: string): AffiliateLinks {
  if (!file) return defaultAffiliateLinks()
  const path = resolve(root, file)
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new Error(`AFFILIATE_LINKS_FILE ${path} cannot be read: ${(error as Error).message}`)
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new Error(`AFFILIATE_LINKS_FILE ${path} is not valid JSON: ${(error as Error).message}`)
  }
  return parseAffiliateLinks(data, `AFFILIATE_LINKS_FILE ${path}`)
}
