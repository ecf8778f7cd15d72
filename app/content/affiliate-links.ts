import type { ToolCategory } from './tools'

/**
 * THE affiliate-link map (docs/product.md#outbound-links), keyed by tool name. An operator
 * replaces these values with their tracked redirect links; by default they point at
 * each brand's official page, with no tracking parameter (the affiliate disclosure and the
 * privacy policy say so: tests/unit/content-disclosure.test.ts). Tools without an affiliate relationship are not
 * listed: they link to their own pricing page (see `toolHref`).
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
  return Object.hasOwn(AFFILIATE_LINKS, name) ? AFFILIATE_LINKS[name]! : UNKNOWN_TOOL_TARGET[category]
}

/** A tool button's target: its own pricing page when it is not an affiliate, else the map. */
export function toolHref(tool: { name: string; affiliate: boolean; pricingUrl?: string }, category: ToolCategory): string {
  if (!tool.affiliate && tool.pricingUrl) return tool.pricingUrl
  return affiliateLink(tool.name, category)
}
