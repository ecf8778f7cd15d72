import type { ToolCategory } from './tools'

/**
 * The affiliate tools' default targets (docs/product.md#outbound-links), keyed by tool name:
 * each brand's official page, with no tracking parameter. A tool button never links here
 * directly: it links to the tool's first-party path `/go/<slug>` (`goPath`), which the
 * server answers with a 302 to the link the operator configured (AFFILIATE_LINKS_FILE,
 * server/affiliate-config.ts; docs/decisions/017-counters-in-the-database-and-go-links.md),
 * or to this page when the operator set none. The pages stay the same whatever the
 * configuration: changing a link needs a restart, never a rebuild. Tools without an
 * affiliate relationship are not listed: they link to their own pricing page (see `toolHref`).
 */
export const AFFILIATE_LINKS: Readonly<Record<string, string>> = {
  // VPN
  NordVPN: 'https://nordvpn.com/',
  Surfshark: 'https://surfshark.com/',
  'Proton VPN': 'https://protonvpn.com/',
  PrivadoVPN: 'https://privadovpn.com/',
  AirVPN: 'https://airvpn.org/',
  Windscribe: 'https://windscribe.com/',
  // Email
  'Proton Mail': 'https://proton.me/mail',
  Mailfence: 'https://mailfence.com/',
  // Password managers
  NordPass: 'https://nordpass.com/',
  '1Password': 'https://1password.com/',
  RoboForm: 'https://www.roboform.com/',
  // Money
  Revolut: 'https://www.revolut.com/',
  // Storage
  Tresorit: 'https://tresorit.com/',
  Internxt: 'https://internxt.com/',
}

/**
 * The domains that belong to each brand: a configured link may point at one of them or
 * any of its subdomains without more ado; any other host needs the tool's own
 * `allowHosts` in the configuration (server/affiliate-config.ts). Every default target's
 * host is one of its brand's domains (tests/unit/affiliate-config.test.ts).
 */
export const BRAND_DOMAINS: Readonly<Record<string, readonly string[]>> = {
  NordVPN: ['nordvpn.com'],
  Surfshark: ['surfshark.com'],
  'Proton VPN': ['protonvpn.com', 'proton.me'],
  PrivadoVPN: ['privadovpn.com'],
  AirVPN: ['airvpn.org'],
  Windscribe: ['windscribe.com'],
  'Proton Mail': ['proton.me'],
  Mailfence: ['mailfence.com'],
  NordPass: ['nordpass.com'],
  '1Password': ['1password.com'],
  RoboForm: ['roboform.com'],
  Revolut: ['revolut.com'],
  Tresorit: ['tresorit.com'],
  Internxt: ['internxt.com'],
}

/** The first-party path prefix of the tool buttons (server/fast-path.ts answers it). */
export const GO_PREFIX = '/go/'

/** A tool's slug: its name in lower case, every other run of characters a hyphen ('Proton VPN' → 'proton-vpn'). */
export function toolSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The first-party path of an affiliate tool's button: `/go/<slug>`. */
const goPath = (name: string): string => `${GO_PREFIX}${toolSlug(name)}`

/** The affiliate tools by slug: name and default target (the keys of AFFILIATE_LINKS_FILE). */
export const AFFILIATE_TOOLS: ReadonlyMap<string, { name: string; defaultUrl: string; domains: readonly string[] }> = new Map(
  Object.entries(AFFILIATE_LINKS).map(([name, defaultUrl]) => [toolSlug(name), { name, defaultUrl, domains: BRAND_DOMAINS[name] ?? [] }]),
)

/**
 * Where an unknown tool name goes (docs/product.md#outbound-links): '#' for VPN and email, the not-found
 * page for the other groups.
 */
const UNKNOWN_TOOL_TARGET: Readonly<Record<ToolCategory, string>> = {
  vpn: '#',
  email: '#',
  passwords: '/404',
  money: '/404',
  storage: '/404',
}

export function affiliateLink(name: string, category: ToolCategory): string {
  return Object.hasOwn(AFFILIATE_LINKS, name) ? goPath(name) : UNKNOWN_TOOL_TARGET[category]
}

/** A tool button's target: its own pricing page when it is not an affiliate, else its `/go/` path. */
export function toolHref(tool: { name: string; affiliate: boolean; pricingUrl?: string }, category: ToolCategory): string {
  if (!tool.affiliate && tool.pricingUrl) return tool.pricingUrl
  return affiliateLink(tool.name, category)
}
