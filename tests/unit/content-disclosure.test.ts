import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AFFILIATE_LINKS, toolHref } from '~/content/affiliate-links'
import { AS_OF } from '~/content/as-of'
import { AFFILIATE_DISCLOSURE } from '~/content/legal/affiliate-disclosure'
import { PRIVACY_POLICY } from '~/content/legal/privacy-policy'
import type { LegalDocumentContent } from '~/content/legal/types'
import { ALL_TOOLS, NORD_SECURITY, PROTON_AG, TOOL_GROUPS } from '~/content/tools'

// The affiliate disclosure and the privacy policy make claims about the tool data and the
// links (docs/product.md#legal-pages); these tests tie each claim to the data it describes.

/** Every paragraph of a legal document as the English source with its values filled in. */
function sentences(doc: LegalDocumentContent): string[] {
  return doc.sections.flatMap((section) =>
    section.blocks.flatMap((block) => {
      if (block.kind !== 'p' && block.kind !== 'list') return []
      const descriptors = block.kind === 'p' ? [block.text] : block.items
      return descriptors.map((d) => (d.message ?? '').replace(/\{(\w+)\}/g, (_, key: string) => String(d.values?.[key] ?? `{${key}}`)))
    }),
  )
}
const disclosure = sentences(AFFILIATE_DISCLOSURE).join('\n')
const privacy = sentences(PRIVACY_POLICY).join('\n')
const names = (filter: (tool: (typeof ALL_TOOLS)[number]) => boolean) =>
  ALL_TOOLS.filter(filter)
    .map((t) => t.name)
    .join(', ')

describe('the affiliate disclosure says what the tool data says', () => {
  it('a tool is an affiliate exactly when its programme pays something; unpaid picks get no commission level', () => {
    for (const tool of ALL_TOOLS) {
      expect(tool.affiliate, tool.name).toBe(tool.programme !== 'none')
      if (tool.programme !== 'commission') expect(tool.commission, tool.name).toBeUndefined()
      expect(tool.source, tool.name).toMatch(/^https:\/\//)
      // The day someone compared the card with sources of the time (up to AS_OF): never a snapshot date.
      expect(tool.checked > AS_OF, tool.name).toBe(true)
    }
  })

  it("names every pick that earns nothing, and each of their buttons is the provider's own page, not an affiliate link", () => {
    const unpaid = names((t) => !t.affiliate)
    expect(unpaid.split(', ').sort()).toEqual(['MEGA', 'Proton Wallet', 'Tuta'])
    expect(disclosure).toContain(`Picks that earn us nothing: ${unpaid}.`)
    for (const group of TOOL_GROUPS)
      for (const tool of group.tools.filter((t) => !t.affiliate)) {
        expect(Object.hasOwn(AFFILIATE_LINKS, tool.name), tool.name).toBe(false)
        expect(toolHref(tool, group.category)).toBe(tool.pricingUrl)
      }
  })

  it('names the pick paid in account credit, and says all the others pay a commission', () => {
    expect(disclosure).toContain(`${names((t) => t.programme === 'account-credit')} pays referrals in account credit, not money.`)
    expect(disclosure).toContain('All the other tools on our cards have affiliate programmes that pay a commission')
  })

  it('discloses common ownership for every owner of more than one pick', () => {
    const owners = new Set(ALL_TOOLS.flatMap((t) => (t.owner ? [t.owner] : [])))
    expect([...owners].sort()).toEqual([NORD_SECURITY, PROTON_AG].sort())
    expect(names((t) => t.owner === NORD_SECURITY)).toBe('NordVPN, Surfshark, NordPass')
    for (const owner of owners)
      expect(disclosure).toContain(`${names((t) => t.owner === owner)} belong to ${owner}`.replace(`belong to ${PROTON_AG}`, ''))
    expect(disclosure).toContain(`and ${names((t) => t.owner === PROTON_AG)} to ${PROTON_AG}.`)
  })
})

describe('what the shipped links transmit, as both legal texts say', () => {
  it('no default affiliate target or pricing link carries a query, a fragment or any tracking parameter', () => {
    for (const group of TOOL_GROUPS)
      for (const tool of group.tools) {
        const url = new URL(AFFILIATE_LINKS[tool.name] ?? toolHref(tool, group.category))
        expect(url.search + url.hash, tool.name).toBe('')
      }
    expect(disclosure).toContain('carry no tracking parameter')
    expect(privacy).toContain('carry no tracking parameter')
  })

  it('affiliate buttons lead through our own /go/ path, counted per tool and day, as both texts say', () => {
    for (const group of TOOL_GROUPS)
      for (const tool of group.tools.filter((t) => t.affiliate)) expect(toolHref(tool, group.category)).toMatch(/^\/go\/[a-z0-9-]+$/)
    for (const text of [disclosure, privacy]) {
      expect(text).toContain('/go/')
      expect(text).toContain('one counter per tool and day')
    }
  })

  it('every external link is rendered with rel="noreferrer", as both texts say', () => {
    const component = readFileSync(new URL('../../app/ui/external-link.tsx', import.meta.url), 'utf8')
    const rels = [...component.matchAll(/^\s+\w+: '([^']+)',$/gm)].map((m) => m[1]!)
    expect(rels.length).toBeGreaterThanOrEqual(3)
    for (const rel of rels) expect(rel.split(' ')).toContain('noreferrer')
    expect(disclosure).toContain('rel="noreferrer"')
    expect(privacy).toContain('rel="noreferrer"')
    expect(privacy).not.toMatch(/learns that your visit came from our site/)
  })
})
