import { readFileSync } from 'node:fs'
import PO from 'pofile'
import type { MessageDescriptor } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { PARTLY_TRANSLATED, TRANSLATED } from '../../scripts/lib/catalogs'
import { ALL_TOOLS, HIGHLIGHTED_FIRST, TOOL_GROUPS } from '~/content/tools'
import { AFFILIATE_LINKS, affiliateLink, toolHref, toolSlug } from '~/content/affiliate-links'
import { COUNTRY_POSITIONS, POSITION_TEXT, TALLY, countPositions } from '~/content/countries'
import { NEWS_ARTICLES, RECENT_COUNT } from '~/content/news'
import { TIMELINE } from '~/content/timeline'
import { THREATS } from '~/content/threats'
import { CONTACT_MEP_URL, HOME_SECTIONS } from '~/content/home-sections'
import { SPEC_COUNTS } from '~/content/check'

// docs/product.md#tool-data, row by row: badge, rating, price, original price, discount.
const SPEC_TOOLS = {
  vpn: [
    ['Most Popular', 4.8, 3.99, 12.99, 70],
    ['Fastest', 4.7, 2.29, 17.65, 87],
    ['Privacy-First', 4.9, 3.59, 9.99, 64],
    ['Budget Choice', 4.8, 1.0, 2.88, 65],
    ['Privacy-First', 4.6, 4.0, 8.0, 50],
    ['Anonymous', 4.7, 2.49, 3.99, 70],
  ],
  email: [
    ["Editor's Choice", 4.9, 3.99],
    ['Feature-Rich', 4.6, 4.99],
    ['Budget-Friendly', 4.8, 2.5],
  ],
  passwords: [
    ['Best Overall', 4.8, 2.49],
    ['Premium', 4.7, 2.99],
    ['User-Friendly', 4.6, 1.39],
  ],
  money: [
    ['Most Popular', 4.8, 2.99],
    [undefined, 4.7, null],
  ],
  storage: [
    ["Editor's Choice", 4.8, 4.99],
    ['Best Value', 4.7, 2.99],
    ['Generous Free Plan', 4.6, 9.99],
  ],
} as const

const EU_MEMBER_STATES = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' ')

describe('tools (docs/product.md#tool-data)', () => {
  it('has the five groups in the product order and a tool for each row of the product table', () => {
    expect(TOOL_GROUPS.map((g) => g.category)).toEqual(['vpn', 'email', 'passwords', 'money', 'storage'])
    const rows = Object.values(SPEC_TOOLS).flat().length
    expect(ALL_TOOLS).toHaveLength(rows)
    expect(new Set(ALL_TOOLS.map((t) => t.name)).size).toBe(rows)
  })

  for (const group of TOOL_GROUPS) {
    it(`${group.category}: badges, ratings, prices, original prices and discounts are the product's`, () => {
      const actual = group.tools.map((t) => {
        const row: unknown[] = [t.badge?.message, t.rating, t.price]
        if (t.originalPrice !== undefined || t.discount !== undefined) row.push(t.originalPrice, t.discount)
        return row
      })
      expect(actual).toEqual(SPEC_TOOLS[group.category])
    })
  }

  it('storage is headed "Encrypted Cloud Storage" with the "Zero Knowledge" badge', () => {
    const storage = TOOL_GROUPS.find((g) => g.category === 'storage')!
    expect(storage.title.message).toBe('Encrypted Cloud Storage')
    expect(storage.badge?.message).toBe('Zero Knowledge')
  })

  it('every tool has 2–5 features (only what a source supports), a CTA and ratings in 4.6–4.9', () => {
    for (const tool of ALL_TOOLS) {
      expect(tool.features.length, tool.name).toBeGreaterThanOrEqual(2)
      expect(tool.features.length, tool.name).toBeLessThanOrEqual(5)
      expect(tool.cta.message).toBeTruthy()
      expect(tool.rating).toBeGreaterThanOrEqual(4.6)
      expect(tool.rating).toBeLessThanOrEqual(4.9)
    }
  })

  it('the third storage tool is not an affiliate (docs/product.md#tool-data), nor are the picks without a paying programme; each links to its own https page', () => {
    const nonAffiliate = ALL_TOOLS.filter((t) => !t.affiliate)
    expect(nonAffiliate.map((t) => t.name)).toContain(TOOL_GROUPS[4]!.tools[2]!.name)
    expect(nonAffiliate.map((t) => t.name).sort()).toEqual(['MEGA', 'Proton Wallet', 'Tuta'])
    for (const group of TOOL_GROUPS)
      for (const tool of group.tools.filter((t) => !t.affiliate)) {
        expect(tool.pricingUrl).toMatch(/^https:\/\/[^/]+\//)
        expect(toolHref(tool, group.category)).toBe(tool.pricingUrl)
      }
  })

  it('the first tool of VPN, money and storage is highlighted', () => {
    expect(HIGHLIGHTED_FIRST).toEqual(['vpn', 'money', 'storage'])
  })
})

describe('affiliate links (docs/product.md#outbound-links)', () => {
  it("has one absolute https default link for every affiliate tool, keyed by name; each button is the tool's /go/ path", () => {
    for (const group of TOOL_GROUPS) {
      for (const tool of group.tools.filter((t) => t.affiliate)) {
        expect(AFFILIATE_LINKS[tool.name], tool.name).toMatch(/^https:\/\/[a-z0-9.-]+\//)
        expect(toolHref(tool, group.category)).toBe(`/go/${toolSlug(tool.name)}`)
      }
    }
    expect(toolSlug('Proton VPN')).toBe('proton-vpn')
    expect(toolSlug('1Password')).toBe('1password')
    expect(Object.keys(AFFILIATE_LINKS).sort()).toEqual(
      ALL_TOOLS.filter((t) => t.affiliate)
        .map((t) => t.name)
        .sort(),
    )
  })

  it("sends unknown names to '#' for VPN and email and to '/404' for the rest", () => {
    expect(affiliateLink('Unknown VPN', 'vpn')).toBe('#')
    expect(affiliateLink('Unknown Mail', 'email')).toBe('#')
    expect(affiliateLink('Unknown', 'passwords')).toBe('/404')
    expect(affiliateLink('Unknown', 'money')).toBe('/404')
    expect(affiliateLink('Unknown', 'storage')).toBe('/404')
    expect(affiliateLink('toString', 'vpn')).toBe('#')
  })
})

describe('country positions (docs/product.md#country-positions)', () => {
  it('lists the 27 member states once each', () => {
    const codes = COUNTRY_POSITIONS.map((c) => c.code)
    expect(codes).toHaveLength(SPEC_COUNTS.countries)
    expect(new Set(codes).size).toBe(SPEC_COUNTS.countries)
    expect([...codes].sort()).toEqual([...EU_MEMBER_STATES].sort())
    expect(new Set(COUNTRY_POSITIONS.map((c) => c.name.message)).size).toBe(SPEC_COUNTS.countries)
  })

  it('derives 14 support, 10 against and 3 undecided', () => {
    expect(countPositions()).toEqual({ support: 14, oppose: 10, neutral: 3 })
  })

  it('counts whatever list it is given', () => {
    expect(countPositions(COUNTRY_POSITIONS.slice(0, 2))).toEqual({ support: 0, oppose: 2, neutral: 0 })
  })

  it('uses the question mark exactly for undecided countries and has an as-of date', () => {
    for (const c of COUNTRY_POSITIONS) expect(c.change === 'unknown', c.code).toBe(c.status === 'neutral')
    expect(Object.values(POSITION_TEXT).map((m) => m.message)).toEqual(['Support', 'Against', 'Undecided'])
    expect(TALLY.date).toMatch(/^2025-\d\d-\d\d$/)
  })
})

describe('news (docs/product.md#news-articles)', () => {
  it('has real-looking, well-formed articles', () => {
    expect(NEWS_ARTICLES.length).toBeGreaterThan(RECENT_COUNT)
    expect(new Set(NEWS_ARTICLES.map((a) => a.url)).size).toBe(NEWS_ARTICLES.length)
    for (const a of NEWS_ARTICLES) {
      expect(['Breaking', 'Update', 'Analysis']).toContain(a.category)
      expect(['high', 'medium']).toContain(a.impact)
      expect(a.url).toMatch(/^https:\/\/[a-z0-9.-]+\//)
      expect(a.date).toMatch(/^202[45]-\d\d-\d\d$/)
      expect(Number.isNaN(Date.parse(a.date))).toBe(false)
    }
    expect(NEWS_ARTICLES.some((a) => a.urgent)).toBe(true)
    expect(NEWS_ARTICLES.some((a) => !a.urgent && a.impact === 'high')).toBe(true)
    expect(NEWS_ARTICLES.some((a) => a.impact === 'medium')).toBe(true)
  })

  it('is ordered newest first', () => {
    const dates = NEWS_ARTICLES.map((a) => a.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })
})

describe('timeline, threats and sections (docs/product.md#home-page)', () => {
  it('has the product timeline', () => {
    expect(TIMELINE.map((e) => [e.date, e.title.message, e.status])).toEqual([
      ['2024-07', 'Proposal', 'completed'],
      ['2024-09', 'Backlash', 'current'],
      ['2025-10', 'Final vote', 'upcoming'],
    ])
  })

  it('has the four threat cards in order', () => {
    expect(THREATS.map((t) => t.title.message)).toEqual([
      'End-to-End Encryption Under Attack',
      'Mass Surveillance',
      'Mandatory Backdoors',
      'Broad Definition',
    ])
  })

  it('has the breadcrumb sections and the external MEP tool', () => {
    expect(HOME_SECTIONS.map((s) => [s.id, s.label.message])).toEqual([
      ['home', 'Home'],
      ['chat-control', 'Chat Control Info'],
      ['tools', 'Privacy Tools'],
      ['news', 'Latest News'],
    ])
    expect(CONTACT_MEP_URL).toBe('https://fightchatcontrol.eu/')
  })
})

describe('translations of the content', () => {
  const descriptors: MessageDescriptor[] = [
    ...TOOL_GROUPS.flatMap((g) => [g.title, g.description, ...(g.badge ? [g.badge] : [])]),
    ...ALL_TOOLS.flatMap((t) => [...t.features, t.cta, ...(t.badge ? [t.badge] : [])]),
    ...COUNTRY_POSITIONS.map((c) => c.name),
    ...Object.values(POSITION_TEXT),
    ...NEWS_ARTICLES.flatMap((a) => [a.title, a.excerpt]),
    ...TIMELINE.flatMap((e) => [e.title, e.description]),
    ...THREATS.flatMap((t) => [t.title, t.description]),
    ...HOME_SECTIONS.map((s) => s.label),
  ]

  it('has no empty source message', () => {
    for (const d of descriptors) expect(d.message?.trim(), d.id).toBeTruthy()
  })

  // Every translated language but one shipping partly translated (its pages show English there).
  for (const lang of TRANSLATED.filter((l) => !PARTLY_TRANSLATED.includes(l))) {
    it(`has a non-empty ${lang} translation for every content message`, () => {
      // The sections' data is in the `home` catalog, the breadcrumb labels in `messages`.
      const items = ['home', 'messages'].flatMap((catalog) => PO.parse(readFileSync(`locales/${lang}/${catalog}.po`, 'utf8')).items)
      const table = new Map(items.filter((i) => !i.msgctxt).map((i) => [i.msgid, i.msgstr[0] ?? '']))
      const missing = descriptors.map((d) => d.message!).filter((m) => !table.get(m)?.trim())
      expect(missing).toEqual([])
    })
  }
})
