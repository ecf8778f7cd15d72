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

const MOST_POPULAR = /*i18n*/ {
  id: 'DgTQJK',
  message: 'Most Popular',
  comment:
    'Home page, section "Privacy Tools That Protect You" (#tools): badge at the top of a tool card (NordVPN, Revolut). Short: about 20 characters (glossary: nl "Populairste keuze").',
}
const PRIVACY_FIRST = /*i18n*/ {
  id: 'liw1D3',
  message: 'Privacy-First',
  comment:
    'Home page, section "Privacy Tools That Protect You" (#tools): badge at the top of a tool card: the service puts privacy first. Short: about 30 characters (glossary: de "Datenschutz im Fokus", fr "Priorité à la confidentialité").',
}
const EDITORS_CHOICE = /*i18n*/ {
  id: 'o4pO8L',
  message: "Editor's Choice",
  comment:
    'Home page, section "Privacy Tools That Protect You" (#tools): badge at the top of a tool card: our own pick in its group. Short: about 25 characters.',
}
const GET_DEAL = /*i18n*/ {
  id: '7Tlz6p',
  message: 'Get Deal',
  comment:
    'Home page, section "Privacy Tools That Protect You" (#tools): button of a tool card that opens the provider\'s site (an affiliate link). Short: about 20 characters; an imperative.',
}
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
      /*i18n*/ {
        id: 'n+RIFd',
        message: `No-logs policy confirmed by independent audits`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of NordVPN: one line of its feature list, a fact about the service. Brand and product names (NordVPN, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'w3omzN',
        message: `Servers in more than 100 countries`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of NordVPN: one line of its feature list, a fact about the service. Brand and product names (NordVPN, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'YDKuOx',
        message: `Threat Protection blocks trackers and malware`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of NordVPN: one line of its feature list, a fact about the service. Brand and product names (NordVPN, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: '1aDMgq',
        message: `Up to 10 devices at once`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of NordVPN: one line of its feature list, a fact about the service. Brand and product names (NordVPN, feature names such as Secure Core or Watchtower) stay as they are.',
      },
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
    badge: /*i18n*/ {
      id: 'pG7O41',
      message: `Fastest`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of Surfshark: badge at the top of the card. Short: about 20 characters.',
    },
    rating: 4.7,
    price: 2.29,
    originalPrice: 17.65,
    discount: 87,
    features: [
      /*i18n*/ {
        id: 'wkk7Cl',
        message: `Unlimited devices on one account`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Surfshark: one line of its feature list, a fact about the service. Brand and product names (Surfshark, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'V0Cmoe',
        message: `WireGuard protocol for high speeds`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Surfshark: one line of its feature list, a fact about the service. Brand and product names (Surfshark, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'uAsYSA',
        message: `RAM-only servers: nothing is written to disk`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Surfshark: one line of its feature list, a fact about the service. Brand and product names (Surfshark, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: '+Vd9d4',
        message: `Independently audited no-logs policy`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Surfshark: one line of its feature list, a fact about the service. Brand and product names (Surfshark, feature names such as Secure Core or Watchtower) stay as they are.',
      },
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
      /*i18n*/ {
        id: 'FElMbh',
        message: `Based in Switzerland, under Swiss privacy law`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Proton VPN: one line of its feature list, a fact about the service. Brand and product names (Proton VPN, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'qLg1Yc',
        message: `Open-source apps on every platform`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Proton VPN: one line of its feature list, a fact about the service. Brand and product names (Proton VPN, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'aREyDF',
        message: `Secure Core routes traffic through extra servers`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Proton VPN: one line of its feature list, a fact about the service. Brand and product names (Proton VPN, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: '+Vd9d4',
        message: `Independently audited no-logs policy`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Proton VPN: one line of its feature list, a fact about the service. Brand and product names (Proton VPN, feature names such as Secure Core or Watchtower) stay as they are.',
      },
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
    badge: /*i18n*/ {
      id: 't8Q7fz',
      message: `Budget Choice`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of PrivadoVPN: badge at the top of the card. Short: about 20 characters.',
    },
    rating: 4.8,
    price: 1.0,
    originalPrice: 2.88,
    discount: 65,
    features: [
      /*i18n*/ {
        id: 'u79+DQ',
        message: `Headquartered in Switzerland`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of PrivadoVPN: one line of its feature list, a fact about the service. Brand and product names (PrivadoVPN, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: '1aDMgq',
        message: `Up to 10 devices at once`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of PrivadoVPN: one line of its feature list, a fact about the service. Brand and product names (PrivadoVPN, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'p437MH',
        message: `Free plan to try it first`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of PrivadoVPN: one line of its feature list, a fact about the service. Brand and product names (PrivadoVPN, feature names such as Secure Core or Watchtower) stay as they are.',
      },
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
      /*i18n*/ {
        id: 'PuskFN',
        message: `Started in 2010 as a hacker collective's project`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of AirVPN: one line of its feature list, a fact about the service. Brand and product names (AirVPN, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'FP0142',
        message: `No logs of your traffic`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of AirVPN: one line of its feature list, a fact about the service. Brand and product names (AirVPN, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: '5+r+l8',
        message: `Port forwarding with many custom options`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of AirVPN: one line of its feature list, a fact about the service. Brand and product names (AirVPN, feature names such as Secure Core or Watchtower) stay as they are.',
      },
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
    badge: /*i18n*/ {
      id: 'D9CFV5',
      message: `Anonymous`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of Windscribe: badge at the top of the card. Short: about 20 characters.',
    },
    rating: 4.7,
    price: 2.49,
    originalPrice: 3.99,
    discount: 70,
    features: [
      /*i18n*/ {
        id: 'EFH0tK',
        message: `Sign up with a username only: no email address needed`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Windscribe: one line of its feature list, a fact about the service. Brand and product names (Windscribe, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'fCCzY8',
        message: `Open-source apps`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Windscribe: one line of its feature list, a fact about the service. Brand and product names (Windscribe, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'AiboBY',
        message: `Does not log your IP address or the sites you visit`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Windscribe: one line of its feature list, a fact about the service. Brand and product names (Windscribe, feature names such as Secure Core or Watchtower) stay as they are.',
      },
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
      /*i18n*/ {
        id: 'SePlH/',
        message: `End-to-end encryption between Proton users`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Proton Mail: one line of its feature list, a fact about the service. Brand and product names (Proton Mail, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'MAFdco',
        message: `Password-protected emails to anyone`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Proton Mail: one line of its feature list, a fact about the service. Brand and product names (Proton Mail, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'buxMVZ',
        message: `Swiss privacy law and open-source apps`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Proton Mail: one line of its feature list, a fact about the service. Brand and product names (Proton Mail, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'HmPrg5',
        message: `Paid plans add your own domain and more addresses`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Proton Mail: one line of its feature list, a fact about the service. Brand and product names (Proton Mail, feature names such as Secure Core or Watchtower) stay as they are.',
      },
    ],
    affiliate: true,
    cta: /*i18n*/ {
      id: 'AuiWTG',
      message: `Get Secure Email`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of Proton Mail: button that opens the provider\'s site. Short: about 30 characters; an imperative.',
    },
    commission: 'high',
    programme: 'commission',
    owner: PROTON_AG,
    source: 'https://proton.me/',
    featureSources: ['https://proton.me/support/it/customize-proton-business'],
    checked,
  },
  {
    name: 'Mailfence',
    badge: /*i18n*/ {
      id: 'W6qlu2',
      message: `Feature-Rich`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of Mailfence: badge at the top of the card. Short: about 20 characters.',
    },
    rating: 4.6,
    price: 4.99,
    features: [
      /*i18n*/ {
        id: 'KsZowW',
        message: `Based in Belgium, under EU law`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Mailfence: one line of its feature list, a fact about the service. Brand and product names (Mailfence, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'gGNdW1',
        message: `OpenPGP end-to-end encryption and digital signatures`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Mailfence: one line of its feature list, a fact about the service. Brand and product names (Mailfence, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 's/CPVg',
        message: `Calendar, contacts and documents included`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Mailfence: one line of its feature list, a fact about the service. Brand and product names (Mailfence, feature names such as Secure Core or Watchtower) stay as they are.',
      },
    ],
    affiliate: true,
    cta: /*i18n*/ {
      id: 'AuiWTG',
      message: `Get Secure Email`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of Mailfence: button that opens the provider\'s site. Short: about 30 characters; an imperative.',
    },
    commission: 'medium',
    programme: 'commission',
    source: 'https://mailfence.com/',
    featureSources: ['https://mailfence.com/en/faq.jsp', 'https://blog.mailfence.com/end-to-end-encryption-and-digital-signatures/'],
    checked,
  },
  {
    name: 'Tuta',
    badge: /*i18n*/ {
      id: '/4MuFO',
      message: `Budget-Friendly`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of Tuta: badge at the top of the card. Short: about 20 characters.',
    },
    rating: 4.8,
    price: 2.5,
    features: [
      /*i18n*/ {
        id: 'iPFZeD',
        message: `Encrypts subject lines, contacts and calendars`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Tuta: one line of its feature list, a fact about the service. Brand and product names (Tuta, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'OA4vEB',
        message: `Quantum-resistant encryption`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Tuta: one line of its feature list, a fact about the service. Brand and product names (Tuta, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'RjSWTy',
        message: `Based in Germany, open-source apps`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Tuta: one line of its feature list, a fact about the service. Brand and product names (Tuta, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'O6o1rU',
        message: `No phone number needed to sign up`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Tuta: one line of its feature list, a fact about the service. Brand and product names (Tuta, feature names such as Secure Core or Watchtower) stay as they are.',
      },
    ],
    // Tuta runs a refer-a-friend scheme for its customers (free months), no affiliate
    // programme: the button is its plain pricing page.
    affiliate: false,
    cta: /*i18n*/ {
      id: 'AuiWTG',
      message: `Get Secure Email`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of Tuta: button that opens the provider\'s site. Short: about 30 characters; an imperative.',
    },
    pricingUrl: 'https://tuta.com/pricing',
    programme: 'none',
    source: 'https://tuta.com/pricing',
    checked,
  },
]

const passwords: Tool[] = [
  {
    name: 'NordPass',
    badge: /*i18n*/ {
      id: 'C5UAaJ',
      message: `Best Overall`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of NordPass: badge at the top of the card. Short: about 20 characters.',
    },
    rating: 4.8,
    price: 2.49,
    features: [
      /*i18n*/ {
        id: 't+iLFT',
        message: `Zero-knowledge architecture with XChaCha20 encryption`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of NordPass: one line of its feature list, a fact about the service. Brand and product names (NordPass, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'za9pVn',
        message: `Data breach scanner for your accounts`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of NordPass: one line of its feature list, a fact about the service. Brand and product names (NordPass, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'ojAH83',
        message: `Passkey support`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of NordPass: one line of its feature list, a fact about the service. Brand and product names (NordPass, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'mhOZMH',
        message: `Password health report`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of NordPass: one line of its feature list, a fact about the service. Brand and product names (NordPass, feature names such as Secure Core or Watchtower) stay as they are.',
      },
    ],
    affiliate: true,
    cta: /*i18n*/ {
      id: '//dZ6e',
      message: `Secure My Passwords`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of NordPass: button that opens the provider\'s site. Short: about 30 characters; an imperative.',
    },
    commission: 'high',
    programme: 'commission',
    owner: NORD_SECURITY,
    source: 'https://nordpass.com/',
    checked,
  },
  {
    name: '1Password',
    badge: /*i18n*/ {
      id: 'RY5kDp',
      message: `Premium`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of 1Password: badge at the top of the card. Short: about 20 characters.',
    },
    rating: 4.7,
    price: 2.99,
    features: [
      /*i18n*/ {
        id: 'nCbACt',
        message: `Secret Key adds protection beyond your master password`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of 1Password: one line of its feature list, a fact about the service. Brand and product names (1Password, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'Szvg44',
        message: `Watchtower warns about breached and weak passwords`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of 1Password: one line of its feature list, a fact about the service. Brand and product names (1Password, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: '0y6/FN',
        message: `Travel Mode removes vaults from devices while you travel`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of 1Password: one line of its feature list, a fact about the service. Brand and product names (1Password, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'ojAH83',
        message: `Passkey support`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of 1Password: one line of its feature list, a fact about the service. Brand and product names (1Password, feature names such as Secure Core or Watchtower) stay as they are.',
      },
    ],
    affiliate: true,
    cta: /*i18n*/ {
      id: '//dZ6e',
      message: `Secure My Passwords`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of 1Password: button that opens the provider\'s site. Short: about 30 characters; an imperative.',
    },
    commission: 'medium',
    programme: 'commission',
    source: 'https://1password.com/',
    featureSources: ['https://support.1password.com/travel-mode/'],
    checked,
  },
  {
    name: 'RoboForm',
    badge: /*i18n*/ {
      id: '2zubej',
      message: `User-Friendly`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of RoboForm: badge at the top of the card. Short: about 20 characters.',
    },
    rating: 4.6,
    price: 1.39,
    features: [
      /*i18n*/ {
        id: 'exn66E',
        message: `One-click logins and form filling`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of RoboForm: one line of its feature list, a fact about the service. Brand and product names (RoboForm, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'P0vXKy',
        message: `AES-256 encryption`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of RoboForm: one line of its feature list, a fact about the service. Brand and product names (RoboForm, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'u3krAq',
        message: `Secure sharing and emergency access`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of RoboForm: one line of its feature list, a fact about the service. Brand and product names (RoboForm, feature names such as Secure Core or Watchtower) stay as they are.',
      },
    ],
    affiliate: true,
    cta: /*i18n*/ {
      id: '//dZ6e',
      message: `Secure My Passwords`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of RoboForm: button that opens the provider\'s site. Short: about 30 characters; an imperative.',
    },
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
      /*i18n*/ {
        id: 'qpojxX',
        message: `Virtual cards for safer online payments`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Revolut: one line of its feature list, a fact about the service. Brand and product names (Revolut, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'F6W2J3',
        message: `Freeze and unfreeze your card instantly in the app`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Revolut: one line of its feature list, a fact about the service. Brand and product names (Revolut, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: '/TSfuq',
        message: `Licensed bank in the EU: opening an account requires an identity check`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Revolut: one line of its feature list, a fact about the service. Brand and product names (Revolut, feature names such as Secure Core or Watchtower) stay as they are.',
      },
    ],
    affiliate: true,
    cta: /*i18n*/ {
      id: 'c3b0B0',
      message: `Get Started`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of Revolut: button that opens the provider\'s site. Short: about 20 characters; an imperative.',
    },
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
      /*i18n*/ {
        id: 'MaeMNa',
        message: `Self-custody Bitcoin wallet: only you hold the keys`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Proton Wallet: one line of its feature list, a fact about the service. Brand and product names (Proton Wallet, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: '9pH/mt',
        message: `End-to-end encrypted keys and wallet data`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Proton Wallet: one line of its feature list, a fact about the service. Brand and product names (Proton Wallet, feature names such as Secure Core or Watchtower) stay as they are.',
      },
    ],
    // Free: Proton's affiliate programme pays on paid plans only, so this pick earns nothing.
    affiliate: false,
    cta: /*i18n*/ {
      id: 'c3b0B0',
      message: `Get Started`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of Proton Wallet: button that opens the provider\'s site. Short: about 20 characters; an imperative.',
    },
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
      /*i18n*/ {
        id: '8g0iWN',
        message: `Zero-knowledge end-to-end encryption`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Tresorit: one line of its feature list, a fact about the service. Brand and product names (Tresorit, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'zJ4LhE',
        message: `Acquired by Swiss Post in 2021`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Tresorit: one line of its feature list, a fact about the service. Brand and product names (Tresorit, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: '2yrGjE',
        message: `Encrypted sharing links with passwords and expiry dates`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Tresorit: one line of its feature list, a fact about the service. Brand and product names (Tresorit, feature names such as Secure Core or Watchtower) stay as they are.',
      },
    ],
    affiliate: true,
    cta: /*i18n*/ {
      id: '8RhVLw',
      message: `Start Storing Securely`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of Tresorit: button that opens the provider\'s site. Short: about 25 characters; an imperative.',
    },
    commission: 'high',
    programme: 'commission',
    source: 'https://tresorit.com/',
    featureSources: ['https://www.werbewoche.ch/en/medien/media/2021-10-26/post-chef-roberto-cirillo-verteidigt-uebernahmen/'],
    checked,
  },
  {
    name: 'Internxt',
    badge: /*i18n*/ {
      id: 'iZbNnM',
      message: `Best Value`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of Internxt: badge at the top of the card. Short: about 35 characters.',
    },
    rating: 4.7,
    price: 2.99,
    features: [
      /*i18n*/ {
        id: 'MIrYZV',
        message: `Open-source, zero-knowledge encryption`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Internxt: one line of its feature list, a fact about the service. Brand and product names (Internxt, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'LBd7tX',
        message: `Based in Spain, under EU law`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of Internxt: one line of its feature list, a fact about the service. Brand and product names (Internxt, feature names such as Secure Core or Watchtower) stay as they are.',
      },
    ],
    affiliate: true,
    cta: /*i18n*/ {
      id: '8RhVLw',
      message: `Start Storing Securely`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of Internxt: button that opens the provider\'s site. Short: about 25 characters; an imperative.',
    },
    commission: 'medium',
    programme: 'commission',
    source: 'https://internxt.com/',
    featureSources: ['https://help.internxt.com/en/articles/5359488-can-internxt-access-my-files'],
    // The post-quantum claim is removed: no page of Internxt's that says it was found (app/content/corrections.ts, "internxt-post-quantum-removed").
    checked: '2026-11-27',
  },
  {
    name: 'MEGA',
    badge: /*i18n*/ {
      id: '9JQUf3',
      message: `Generous Free Plan`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of MEGA: badge at the top of the card. Short: about 25 characters.',
    },
    rating: 4.6,
    price: 9.99,
    features: [
      /*i18n*/ {
        id: 'dB5qCp',
        message: `20 GB of free storage`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of MEGA: one line of its feature list, a fact about the service. Brand and product names (MEGA, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: '8rU4gM',
        message: `End-to-end encrypted by default`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of MEGA: one line of its feature list, a fact about the service. Brand and product names (MEGA, feature names such as Secure Core or Watchtower) stay as they are.',
      },
      /*i18n*/ {
        id: 'l7I0x3',
        message: `Encrypted chat and video calls included`,
        comment:
          'Home page, section "Privacy Tools That Protect You" (#tools), the card of MEGA: one line of its feature list, a fact about the service. Brand and product names (MEGA, feature names such as Secure Core or Watchtower) stay as they are.',
      },
    ],
    affiliate: false,
    cta: /*i18n*/ {
      id: 'eDBYeI',
      message: `See Plans`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools), the card of MEGA: button that opens the provider\'s site. Short: about 20 characters; an imperative.',
    },
    pricingUrl: 'https://mega.io/pricing',
    programme: 'none',
    source: 'https://mega.io/pricing',
    checked,
  },
]

export const TOOL_GROUPS: readonly ToolGroup[] = [
  {
    category: 'vpn',
    title: /*i18n*/ {
      id: 'lwxw7W',
      message: `VPN Services`,
      comment: 'Home page, section "Privacy Tools That Protect You" (#tools): heading of the group "VPN Services" of tool cards.',
    },
    description: /*i18n*/ {
      id: 'DKyCIl',
      message: `Hide your IP address and encrypt your connection from your network and internet provider. A VPN does nothing against scanning inside a messaging app on your device.`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools): text under the heading of the group "VPN Services": what these tools protect against, and what they do not.',
    },
    tools: vpn,
  },
  {
    category: 'email',
    title: /*i18n*/ {
      id: 'sx0l6/',
      message: `Encrypted Email`,
      comment: 'Home page, section "Privacy Tools That Protect You" (#tools): heading of the group "Encrypted Email" of tool cards.',
    },
    description: /*i18n*/ {
      id: 'QGHaTC',
      message: `Email that the provider itself cannot read in your mailbox. Under the Commission's 2022 proposal, email providers like these could themselves be ordered to scan.`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools): text under the heading of the group "Encrypted Email": what these tools protect against, and what they do not. The second sentence describes the Commission’s proposal of 2022, not a law in force: keep the year and the conditional.',
    },
    tools: email,
  },
  {
    category: 'passwords',
    title: /*i18n*/ {
      id: 'P+nzjE',
      message: `Password Managers`,
      comment: 'Home page, section "Privacy Tools That Protect You" (#tools): heading of the group "Password Managers" of tool cards.',
    },
    description: /*i18n*/ {
      id: '2bS9iV',
      message: `Strong, unique passwords for every account, locked with one key only you have. They protect your accounts, not your messages: a password manager does nothing against scanning.`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools): text under the heading of the group "Password Managers": what these tools protect against, and what they do not.',
    },
    tools: passwords,
  },
  {
    category: 'money',
    title: /*i18n*/ {
      id: '0aPMoL',
      message: `Money & Crypto Security`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools): heading of the group "Money & Crypto Security" of tool cards.',
    },
    description: /*i18n*/ {
      id: '5w+RaX',
      message: `Safer card payments online and savings under your own control. Not anonymous: EU banks and payment apps check your identity.`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools): text under the heading of the group "Money & Crypto Security": what these tools protect against, and what they do not.',
    },
    tools: money,
  },
  {
    category: 'storage',
    title: /*i18n*/ {
      id: 'Z0KCz2',
      message: `Encrypted Cloud Storage`,
      comment: 'Home page, section "Privacy Tools That Protect You" (#tools): heading of the group "Secure Cloud Storage" of tool cards.',
    },
    description: /*i18n*/ {
      id: 'wWYiMk',
      message: `Cloud storage where your files are encrypted before they leave your device, so the provider cannot read or scan them in its cloud.`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools): text under the heading of the group "Secure Cloud Storage": what these tools protect against, and what they do not.',
    },
    badge: /*i18n*/ {
      id: 'TfmY7C',
      message: `Zero Knowledge`,
      comment:
        'Home page, section "Privacy Tools That Protect You" (#tools): badge beside the heading of the group "Secure Cloud Storage". Short: about 20 characters.',
    },
    tools: storage,
  },
]

/** docs/product.md#display-rules: the first tool of these groups gets a pulsing highlight. */
export const HIGHLIGHTED_FIRST: readonly ToolCategory[] = ['vpn', 'money', 'storage']

export const ALL_TOOLS: readonly Tool[] = TOOL_GROUPS.flatMap((g) => g.tools)
