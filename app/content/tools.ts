import type { MessageDescriptor } from '@lingui/core'
import { text } from './text.ts'

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

// Translators: badge at the top of a tool card (NordVPN, Revolut). Short: about 20 characters (glossary: nl
// "Populairste keuze").
const MOST_POPULAR = text('tools-section', 'Most Popular')
// Translators: badge at the top of a tool card: the service puts privacy first. Short: about 30 characters (glossary:
// de "Datenschutz im Fokus", fr "Priorité à la confidentialité").
const PRIVACY_FIRST = text('tools-section', 'Privacy-First')
// Translators: badge at the top of a tool card: our own pick in its group. Short: about 25 characters.
const EDITORS_CHOICE = text('tools-section', "Editor's Choice")
// Translators: button of a tool card that opens the provider's site (an affiliate link). Short: about 20 characters; an
// imperative.
const GET_DEAL = text('tools-section', 'Get Deal')
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
      text('tool-feature', `No-logs policy confirmed by independent audits`),
      text('tool-feature', `Servers in more than 100 countries`),
      // Translators: Keep "Threat Protection": a name the service uses.
      text('tool-feature', `Threat Protection blocks trackers and malware`),
      text('tool-feature', `Up to 10 devices at once`),
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
    // Translators: Short: about 20 characters.
    badge: text('tool-badge', `Fastest`),
    rating: 4.7,
    price: 2.29,
    originalPrice: 17.65,
    discount: 87,
    features: [
      text('tool-feature', `Unlimited devices on one account`),
      // Translators: Keep "WireGuard": the name of a VPN protocol.
      text('tool-feature', `WireGuard protocol for high speeds`),
      text('tool-feature', `RAM-only servers: nothing is written to disk`),
      text('tool-feature', `Independently audited no-logs policy`),
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
      text('tool-feature', `Based in Switzerland, under Swiss privacy law`),
      text('tool-feature', `Open-source apps on every platform`),
      // Translators: Keep "Secure Core": a name the service uses.
      text('tool-feature', `Secure Core routes traffic through extra servers`),
      text('tool-feature', `Independently audited no-logs policy`),
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
    // Translators: Short: about 20 characters.
    badge: text('tool-badge', `Budget Choice`),
    rating: 4.8,
    price: 1.0,
    originalPrice: 2.88,
    discount: 65,
    features: [
      text('tool-feature', `Headquartered in Switzerland`),
      text('tool-feature', `Up to 10 devices at once`),
      text('tool-feature', `Free plan to try it first`),
    ],
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
      text('tool-feature', `Started in 2010 as a hacker collective's project`),
      text('tool-feature', `No logs of your traffic`),
      text('tool-feature', `Port forwarding with many custom options`),
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
    // Translators: Short: about 20 characters.
    badge: text('tool-badge', `Anonymous`),
    rating: 4.7,
    price: 2.49,
    originalPrice: 3.99,
    discount: 70,
    features: [
      text('tool-feature', `Sign up with a username only: no email address needed`),
      text('tool-feature', `Open-source apps`),
      text('tool-feature', `Does not log your IP address or the sites you visit`),
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
      text('tool-feature', `End-to-end encryption between Proton users`),
      text('tool-feature', `Password-protected emails to anyone`),
      text('tool-feature', `Swiss privacy law and open-source apps`),
      text('tool-feature', `Paid plans add your own domain and more addresses`),
    ],
    affiliate: true,
    // Translators: Short: about 30 characters; an imperative.
    cta: text('tool-button', `Get Secure Email`),
    commission: 'high',
    programme: 'commission',
    owner: PROTON_AG,
    source: 'https://proton.me/',
    featureSources: ['https://proton.me/support/it/customize-proton-business'],
    checked,
  },
  {
    name: 'Mailfence',
    // Translators: Short: about 20 characters.
    badge: text('tool-badge', `Feature-Rich`),
    rating: 4.6,
    price: 4.99,
    features: [
      text('tool-feature', `Based in Belgium, under EU law`),
      // Translators: Keep "OpenPGP": the name of an encryption standard.
      text('tool-feature', `OpenPGP end-to-end encryption and digital signatures`),
      text('tool-feature', `Calendar, contacts and documents included`),
    ],
    affiliate: true,
    // Translators: Short: about 30 characters; an imperative.
    cta: text('tool-button', `Get Secure Email`),
    commission: 'medium',
    programme: 'commission',
    source: 'https://mailfence.com/',
    featureSources: ['https://mailfence.com/en/faq.jsp', 'https://blog.mailfence.com/end-to-end-encryption-and-digital-signatures/'],
    checked,
  },
  {
    name: 'Tuta',
    // Translators: Short: about 20 characters.
    badge: text('tool-badge', `Budget-Friendly`),
    rating: 4.8,
    price: 2.5,
    features: [
      text('tool-feature', `Encrypts subject lines, contacts and calendars`),
      text('tool-feature', `Quantum-resistant encryption`),
      text('tool-feature', `Based in Germany, open-source apps`),
      text('tool-feature', `No phone number needed to sign up`),
    ],
    // Tuta runs a refer-a-friend scheme for its customers (free months), no affiliate
    // programme: the button is its plain pricing page.
    affiliate: false,
    // Translators: Short: about 30 characters; an imperative.
    cta: text('tool-button', `Get Secure Email`),
    pricingUrl: 'https://tuta.com/pricing',
    programme: 'none',
    source: 'https://tuta.com/pricing',
    checked,
  },
]

const passwords: Tool[] = [
  {
    name: 'NordPass',
    // Translators: Short: about 20 characters.
    badge: text('tool-badge', `Best Overall`),
    rating: 4.8,
    price: 2.49,
    features: [
      // Translators: Keep "XChaCha20": the name of a cipher.
      text('tool-feature', `Zero-knowledge architecture with XChaCha20 encryption`),
      text('tool-feature', `Data breach scanner for your accounts`),
      text('tool-feature', `Passkey support`),
      text('tool-feature', `Password health report`),
    ],
    affiliate: true,
    // Translators: Short: about 30 characters; an imperative.
    cta: text('tool-button', `Secure My Passwords`),
    commission: 'high',
    programme: 'commission',
    owner: NORD_SECURITY,
    source: 'https://nordpass.com/',
    checked,
  },
  {
    name: '1Password',
    // Translators: Short: about 20 characters.
    badge: text('tool-badge', `Premium`),
    rating: 4.7,
    price: 2.99,
    features: [
      // Translators: Keep "Secret Key": a name the service uses.
      text('tool-feature', `Secret Key adds protection beyond your master password`),
      // Translators: Keep "Watchtower": a name the service uses.
      text('tool-feature', `Watchtower warns about breached and weak passwords`),
      // Translators: Keep "Travel Mode": a name the service uses.
      text('tool-feature', `Travel Mode removes vaults from devices while you travel`),
      text('tool-feature', `Passkey support`),
    ],
    affiliate: true,
    // Translators: Short: about 30 characters; an imperative.
    cta: text('tool-button', `Secure My Passwords`),
    commission: 'medium',
    programme: 'commission',
    source: 'https://1password.com/',
    featureSources: ['https://support.1password.com/travel-mode/'],
    checked,
  },
  {
    name: 'RoboForm',
    // Translators: Short: about 20 characters.
    badge: text('tool-badge', `User-Friendly`),
    rating: 4.6,
    price: 1.39,
    features: [
      text('tool-feature', `One-click logins and form filling`),
      // Translators: Keep "AES-256": the name of a cipher.
      text('tool-feature', `AES-256 encryption`),
      text('tool-feature', `Secure sharing and emergency access`),
    ],
    affiliate: true,
    // Translators: Short: about 30 characters; an imperative.
    cta: text('tool-button', `Secure My Passwords`),
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
      text('tool-feature', `Virtual cards for safer online payments`),
      text('tool-feature', `Freeze and unfreeze your card instantly in the app`),
      text('tool-feature', `Licensed bank in the EU: opening an account requires an identity check`),
    ],
    affiliate: true,
    // Translators: Short: about 20 characters; an imperative.
    cta: text('tool-button', `Get Started`),
    commission: 'medium',
    programme: 'commission',
    source: 'https://www.revolut.com/',
    checked,
  },
  {
    name: 'Proton Wallet',
    rating: 4.7,
    price: null,
    features: [
      text('tool-feature', `Self-custody Bitcoin wallet: only you hold the keys`),
      text('tool-feature', `End-to-end encrypted keys and wallet data`),
    ],
    // Free: Proton's affiliate programme pays on paid plans only, so this pick earns nothing.
    affiliate: false,
    // Translators: Short: about 20 characters; an imperative.
    cta: text('tool-button', `Get Started`),
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
      text('tool-feature', `Zero-knowledge end-to-end encryption`),
      text('tool-feature', `Acquired by Swiss Post in 2021`),
      text('tool-feature', `Encrypted sharing links with passwords and expiry dates`),
    ],
    affiliate: true,
    // Translators: Short: about 25 characters; an imperative.
    cta: text('tool-button', `Start Storing Securely`),
    commission: 'high',
    programme: 'commission',
    source: 'https://tresorit.com/',
    featureSources: ['https://www.werbewoche.ch/en/medien/media/2021-10-26/post-chef-roberto-cirillo-verteidigt-uebernahmen/'],
    checked,
  },
  {
    name: 'Internxt',
    // Translators: Short: about 35 characters.
    badge: text('tool-badge', `Best Value`),
    rating: 4.7,
    price: 2.99,
    features: [text('tool-feature', `Open-source, zero-knowledge encryption`), text('tool-feature', `Based in Spain, under EU law`)],
    affiliate: true,
    // Translators: Short: about 25 characters; an imperative.
    cta: text('tool-button', `Start Storing Securely`),
    commission: 'medium',
    programme: 'commission',
    source: 'https://internxt.com/',
    featureSources: ['https://help.internxt.com/en/articles/5359488-can-internxt-access-my-files'],
    // The post-quantum claim is removed: no page of Internxt's that says it was found (app/content/corrections.ts, "internxt-post-quantum-removed").
    checked: '2026-11-27',
  },
  {
    name: 'MEGA',
    // Translators: Short: about 25 characters.
    badge: text('tool-badge', `Generous Free Plan`),
    rating: 4.6,
    price: 9.99,
    features: [
      text('tool-feature', `20 GB of free storage`),
      text('tool-feature', `End-to-end encrypted by default`),
      text('tool-feature', `Encrypted chat and video calls included`),
    ],
    affiliate: false,
    // Translators: Short: about 20 characters; an imperative.
    cta: text('tool-button', `See Plans`),
    pricingUrl: 'https://mega.io/pricing',
    programme: 'none',
    source: 'https://mega.io/pricing',
    checked,
  },
]

export const TOOL_GROUPS: readonly ToolGroup[] = [
  {
    category: 'vpn',
    title: text('tool-group-title', `VPN Services`),
    description: text(
      'tool-group-text',
      `Hide your IP address and encrypt your connection from your network and internet provider. A VPN does nothing against scanning inside a messaging app on your device.`,
    ),
    tools: vpn,
  },
  {
    category: 'email',
    title: text('tool-group-title', `Encrypted Email`),
    // Translators: The second sentence describes the Commission’s proposal of 2022, not a law in force: keep the year
    // and the conditional.
    description: text(
      'tool-group-text',
      `Email that the provider itself cannot read in your mailbox. Under the Commission's 2022 proposal, email providers like these could themselves be ordered to scan.`,
    ),
    tools: email,
  },
  {
    category: 'passwords',
    title: text('tool-group-title', `Password Managers`),
    description: text(
      'tool-group-text',
      `Strong, unique passwords for every account, locked with one key only you have. They protect your accounts, not your messages: a password manager does nothing against scanning.`,
    ),
    tools: passwords,
  },
  {
    category: 'money',
    title: text('tool-group-title', `Money & Crypto Security`),
    description: text(
      'tool-group-text',
      `Safer card payments online and savings under your own control. Not anonymous: EU banks and payment apps check your identity.`,
    ),
    tools: money,
  },
  {
    category: 'storage',
    title: text('tool-group-title', `Encrypted Cloud Storage`),
    description: text(
      'tool-group-text',
      `Cloud storage where your files are encrypted before they leave your device, so the provider cannot read or scan them in its cloud.`,
    ),
    // Translators: Short: about 20 characters.
    badge: text('tool-group-badge', `Zero Knowledge`),
    tools: storage,
  },
]

/** docs/product.md#display-rules: the first tool of these groups gets a pulsing highlight. */
export const HIGHLIGHTED_FIRST: readonly ToolCategory[] = ['vpn', 'money', 'storage']

export const ALL_TOOLS: readonly Tool[] = TOOL_GROUPS.flatMap((g) => g.tools)
