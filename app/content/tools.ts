import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The tool cards of docs/product.md#tool-data: five groups, 17 tools, in that order.
 * Badges, ratings, prices, original prices and discounts are exactly those of docs/product.md#tool-data:
 * fixed figures of this site, not live offers of the providers (the
 * affiliate disclosure says so); the brands are real services that fit each slot,
 * every feature is a fact about that service, and `affiliate: true` only for a
 * provider that runs an affiliate or referral programme. Prices are euros per month; `null` means free.
 * Affiliate targets live in ./affiliate-links.ts, keyed by `name`.
 */
export type ToolCategory = 'vpn' | 'email' | 'passwords' | 'money' | 'storage'

export interface Tool {
  /** Brand name (never translated); also the key of the affiliate-link map. */
  name: string
  badge?: MessageDescriptor
  rating: number
  /** Euros per month; `null` is shown as FREE. */
  price: number | null
  /** Struck-through price; shown only together with `discount`. */
  originalPrice?: number
  /** Percentage shown as "NN% OFF"; shown only together with `originalPrice`. */
  discount?: number
  features: MessageDescriptor[]
  affiliate: boolean
  /** Button text. */
  cta: MessageDescriptor
  commission?: 'high' | 'medium'
  /** The tool's own pricing page, for tools without an affiliate relationship. */
  pricingUrl?: string
  /**
   * What the provider's partner programme pays a site like ours: 'commission' (money per
   * referred purchase), 'account-credit' (credit on an account, not money) or 'none' (no
   * programme we can join, or one we have not joined). `affiliate` is true exactly when it
   * is not 'none' (tests/unit/content-disclosure.test.ts).
   */
  programme: 'commission' | 'account-credit' | 'none'
  /** The company that owns the provider, when it owns more than one of our picks. */
  owner?: string
  /**
   * The provider's own site the card's facts and the programme were checked against, from
   * what the provider published up to the as-of date (deep links only where we know the page).
   */
  source: string
  /** Pages that back a feature the `source` page does not show (docs/editing.md#change-a-tool). */
  featureSources?: string[]
  /** ISO date someone last compared the card's facts with its sources (of the time up to AS_OF). */
  checked: string
}

export interface ToolGroup {
  category: ToolCategory
  title: MessageDescriptor
  description: MessageDescriptor
  /** Group badge shown next to the heading (storage: 'Zero Knowledge'). */
  badge?: MessageDescriptor
  tools: Tool[]
}

const MOST_POPULAR = msg`Most Popular`
const PRIVACY_FIRST = msg`Privacy-First`
const EDITORS_CHOICE = msg`Editor's Choice`
const GET_DEAL = msg`Get Deal`
/** Owners of more than one pick (the affiliate disclosure names them). */
export const NORD_SECURITY = 'Nord Security'
export const PROTON_AG = 'Proton AG'
/** Every card's facts were compared with sources published up to AS_OF on this day. */
const checked = '2026-11-25'

const vpn: Tool[] = [
  {
    name: 'NordVPN',
    badge: MOST_POPULAR,
    rating: 4.8,
    price: 3.99,
    originalPrice: 12.99,
    discount: 70,
    features: [
      msg`No-logs policy confirmed by independent audits`,
      msg`Servers in more than 100 countries`,
      msg`Threat Protection blocks trackers and malware`,
      msg`Up to 10 devices at once`,
    ],
    affiliate: true,
    cta: GET_DEAL,
    commission: 'high',
    programme: 'commission',
    owner: NORD_SECURITY,
    source: 'https://nordvpn.com/',
    checked,
  },
  {
    name: 'Surfshark',
    badge: msg`Fastest`,
    rating: 4.7,
    price: 2.29,
    originalPrice: 17.65,
    discount: 87,
    features: [
      msg`Unlimited devices on one account`,
      msg`WireGuard protocol for high speeds`,
      msg`RAM-only servers: nothing is written to disk`,
      msg`Independently audited no-logs policy`,
    ],
    affiliate: true,
    cta: GET_DEAL,
    commission: 'high',
    programme: 'commission',
    owner: NORD_SECURITY,
    source: 'https://surfshark.com/',
    checked,
  },
  {
    name: 'Proton VPN',
    badge: PRIVACY_FIRST,
    rating: 4.9,
    price: 3.59,
    originalPrice: 9.99,
    discount: 64,
    features: [
      msg`Based in Switzerland, under Swiss privacy law`,
      msg`Open-source apps on every platform`,
      msg`Secure Core routes traffic through extra servers`,
      msg`Independently audited no-logs policy`,
    ],
    affiliate: true,
    cta: GET_DEAL,
    commission: 'medium',
    programme: 'commission',
    owner: PROTON_AG,
    source: 'https://proton.me/',
    checked,
  },
  {
    name: 'PrivadoVPN',
    badge: msg`Budget Choice`,
    rating: 4.8,
    price: 1.0,
    originalPrice: 2.88,
    discount: 65,
    features: [msg`Headquartered in Switzerland`, msg`Up to 10 devices at once`, msg`Free plan to try it first`],
    affiliate: true,
    cta: GET_DEAL,
    commission: 'medium',
    programme: 'commission',
    source: 'https://privadovpn.com/',
    checked,
  },
  {
    name: 'AirVPN',
    badge: PRIVACY_FIRST,
    rating: 4.6,
    price: 4.0,
    originalPrice: 8.0,
    discount: 50,
    features: [
      msg`Started in 2010 as a hacker collective's project`,
      msg`No logs of your traffic`,
      msg`Port forwarding with many custom options`,
    ],
    affiliate: true,
    cta: GET_DEAL,
    // AirVPN's referral scheme pays account credit, not money: no commission level.
    programme: 'account-credit',
    source: 'https://airvpn.org/',
    featureSources: ['https://uknews.evprotec.com/airvpn-review', 'https://top10vpn.com/guides/vpn-ports'],
    checked,
  },
  {
    // IVPN, which held this slot, closed its affiliate programme (ivpn.net/en/ethics).
    // Windscribe fits the badge: an account needs no email address (windscribe.com/privacy),
    // its apps are open source (github.com/Windscribe) and it
    // runs an affiliate programme (windscribe.com/affiliate).
    name: 'Windscribe',
    badge: msg`Anonymous`,
    rating: 4.7,
    price: 2.49,
    originalPrice: 3.99,
    discount: 70,
    features: [
      msg`Sign up with a username only: no email address needed`,
      msg`Open-source apps`,
      msg`Does not log your IP address or the sites you visit`,
    ],
    affiliate: true,
    cta: GET_DEAL,
    commission: 'high',
    programme: 'commission',
    source: 'https://windscribe.com/affiliate',
    featureSources: ['https://windscribe.com/privacy'],
    checked,
  },
]

const email: Tool[] = [
  {
    name: 'Proton Mail',
    badge: EDITORS_CHOICE,
    rating: 4.9,
    price: 3.99,
    features: [
      msg`End-to-end encryption between Proton users`,
      msg`Password-protected emails to anyone`,
      msg`Swiss privacy law and open-source apps`,
      msg`Paid plans add your own domain and more addresses`,
    ],
    affiliate: true,
    cta: msg`Get Secure Email`,
    commission: 'high',
    programme: 'commission',
    owner: PROTON_AG,
    source: 'https://proton.me/',
    featureSources: ['https://proton.me/support/it/customize-proton-business'],
    checked,
  },
  {
    name: 'Mailfence',
    badge: msg`Feature-Rich`,
    rating: 4.6,
    price: 4.99,
    features: [
      msg`Based in Belgium, under EU law`,
      msg`OpenPGP end-to-end encryption and digital signatures`,
      msg`Calendar, contacts and documents included`,
    ],
    affiliate: true,
    cta: msg`Get Secure Email`,
    commission: 'medium',
    programme: 'commission',
    source: 'https://mailfence.com/',
    featureSources: ['https://mailfence.com/en/faq.jsp', 'https://blog.mailfence.com/end-to-end-encryption-and-digital-signatures/'],
    checked,
  },
  {
    name: 'Tuta',
    badge: msg`Budget-Friendly`,
    rating: 4.8,
    price: 2.5,
    features: [
      msg`Encrypts subject lines, contacts and calendars`,
      msg`Quantum-resistant encryption`,
      msg`Based in Germany, open-source apps`,
      msg`No phone number needed to sign up`,
    ],
    // Tuta runs a refer-a-friend scheme for its customers (free months), no affiliate
    // programme: the button is its plain pricing page.
    affiliate: false,
    cta: msg`Get Secure Email`,
    pricingUrl: 'https://tuta.com/pricing',
    programme: 'none',
    source: 'https://tuta.com/pricing',
    checked,
  },
]

const passwords: Tool[] = [
  {
    name: 'NordPass',
    badge: msg`Best Overall`,
    rating: 4.8,
    price: 2.49,
    features: [
      msg`Zero-knowledge architecture with XChaCha20 encryption`,
      msg`Data breach scanner for your accounts`,
      msg`Passkey support`,
      msg`Password health report`,
    ],
    affiliate: true,
    cta: msg`Secure My Passwords`,
    commission: 'high',
    programme: 'commission',
    owner: NORD_SECURITY,
    source: 'https://nordpass.com/',
    checked,
  },
  {
    name: '1Password',
    badge: msg`Premium`,
    rating: 4.7,
    price: 2.99,
    features: [
      msg`Secret Key adds protection beyond your master password`,
      msg`Watchtower warns about breached and weak passwords`,
      msg`Travel Mode removes vaults from devices while you travel`,
      msg`Passkey support`,
    ],
    affiliate: true,
    cta: msg`Secure My Passwords`,
    commission: 'medium',
    programme: 'commission',
    source: 'https://1password.com/',
    featureSources: ['https://support.1password.com/travel-mode/'],
    checked,
  },
  {
    name: 'RoboForm',
    badge: msg`User-Friendly`,
    rating: 4.6,
    price: 1.39,
    features: [msg`One-click logins and form filling`, msg`AES-256 encryption`, msg`Secure sharing and emergency access`],
    affiliate: true,
    cta: msg`Secure My Passwords`,
    commission: 'medium',
    programme: 'commission',
    source: 'https://www.roboform.com/',
    checked,
  },
]

const money: Tool[] = [
  {
    name: 'Revolut',
    badge: MOST_POPULAR,
    rating: 4.8,
    price: 2.99,
    features: [
      msg`Virtual cards for safer online payments`,
      msg`Freeze and unfreeze your card instantly in the app`,
      msg`Licensed bank in the EU: opening an account requires an identity check`,
    ],
    affiliate: true,
    cta: msg`Get Started`,
    commission: 'medium',
    programme: 'commission',
    source: 'https://www.revolut.com/',
    checked,
  },
  {
    name: 'Proton Wallet',
    rating: 4.7,
    price: null,
    features: [msg`Self-custody Bitcoin wallet: only you hold the keys`, msg`End-to-end encrypted keys and wallet data`],
    // Free: Proton's affiliate programme pays on paid plans only, so this pick earns nothing.
    affiliate: false,
    cta: msg`Get Started`,
    pricingUrl: 'https://proton.me/wallet',
    programme: 'none',
    owner: PROTON_AG,
    source: 'https://proton.me/wallet',
    checked,
  },
]

const storage: Tool[] = [
  {
    name: 'Tresorit',
    badge: EDITORS_CHOICE,
    rating: 4.8,
    price: 4.99,
    features: [
      msg`Zero-knowledge end-to-end encryption`,
      msg`Acquired by Swiss Post in 2021`,
      msg`Encrypted sharing links with passwords and expiry dates`,
    ],
    affiliate: true,
    cta: msg`Start Storing Securely`,
    commission: 'high',
    programme: 'commission',
    source: 'https://tresorit.com/',
    featureSources: ['https://www.werbewoche.ch/en/medien/media/2021-10-26/post-chef-roberto-cirillo-verteidigt-uebernahmen/'],
    checked,
  },
  {
    name: 'Internxt',
    badge: msg`Best Value`,
    rating: 4.7,
    price: 2.99,
    features: [msg`Open-source, zero-knowledge encryption`, msg`Post-quantum encryption, says Internxt`, msg`Based in Spain, under EU law`],
    affiliate: true,
    cta: msg`Start Storing Securely`,
    commission: 'medium',
    programme: 'commission',
    source: 'https://internxt.com/',
    featureSources: ['https://help.internxt.com/en/articles/5359488-can-internxt-access-my-files'],
    checked,
  },
  {
    name: 'MEGA',
    badge: msg`Generous Free Plan`,
    rating: 4.6,
    price: 9.99,
    features: [msg`20 GB of free storage`, msg`End-to-end encrypted by default`, msg`Encrypted chat and video calls included`],
    affiliate: false,
    cta: msg`See Plans`,
    pricingUrl: 'https://mega.io/pricing',
    programme: 'none',
    source: 'https://mega.io/pricing',
    checked,
  },
]

export const TOOL_GROUPS: readonly ToolGroup[] = [
  {
    category: 'vpn',
    title: msg`VPN Services`,
    description: msg`Hide your IP address and encrypt your connection from your network and internet provider. A VPN does nothing against scanning inside a messaging app on your device.`,
    tools: vpn,
  },
  {
    category: 'email',
    title: msg`Encrypted Email`,
    description: msg`Email that the provider itself cannot read in your mailbox. Under Chat Control, email providers like these could themselves be ordered to scan.`,
    tools: email,
  },
  {
    category: 'passwords',
    title: msg`Password Managers`,
    description: msg`Strong, unique passwords for every account, locked with one key only you have. They protect your accounts, not your messages: a password manager does nothing against scanning.`,
    tools: passwords,
  },
  {
    category: 'money',
    title: msg`Money & Crypto Security`,
    description: msg`Safer card payments online and savings under your own control. Not anonymous: EU banks and payment apps check your identity.`,
    tools: money,
  },
  {
    category: 'storage',
    title: msg`Encrypted Cloud Storage`,
    description: msg`Cloud storage where your files are encrypted before they leave your device, so the provider cannot read or scan them in its cloud.`,
    badge: msg`Zero Knowledge`,
    tools: storage,
  },
]

/** docs/product.md#display-rules: the first tool of these groups gets a pulsing highlight. */
export const HIGHLIGHTED_FIRST: readonly ToolCategory[] = ['vpn', 'money', 'storage']

export const ALL_TOOLS: readonly Tool[] = TOOL_GROUPS.flatMap((g) => g.tools)
