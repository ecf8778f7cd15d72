import { AFFILIATE_LINKS, toolHref } from './affiliate-links.ts'
import { CONTACT_MEP_URL } from './home-sections.ts'
import { AFFILIATE_DISCLOSURE } from './legal/affiliate-disclosure.ts'
import { PRIVACY_POLICY } from './legal/privacy-policy.ts'
import { TERMS } from './legal/terms.ts'
import type { LegalDocumentContent } from './legal/types'
import { NEWS_ARTICLES } from './news.ts'
import { TOOL_GROUPS } from './tools.ts'

/** One external address the site links to, and where it is used. */
export interface OutboundLink {
  url: string
  /** What links to it, e.g. "tool: NordVPN", "news: signal-leave-eu-2025". */
  source: string
}

function legalLinks(doc: LegalDocumentContent, name: string): OutboundLink[] {
  return doc.sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      block.kind === 'links'
        ? block.links.flatMap((link) => ('href' in link ? [{ url: link.href, source: `${name}: ${section.id}` }] : []))
        : [],
    ),
  )
}

/**
 * Every external URL the site links to, read from the content modules themselves
 * (the tool buttons' default targets, news articles, the MEP campaign tool, links
 * in the legal pages), once each. `npm run links:check` requests them all
 * (scripts/check-links.ts).
 */
export function outboundLinks(): OutboundLink[] {
  const all: OutboundLink[] = [
    // An affiliate button's /go/ path leads to the operator's link, by default the brand's page.
    ...TOOL_GROUPS.flatMap((group) =>
      group.tools.map((tool) => ({ url: AFFILIATE_LINKS[tool.name] ?? toolHref(tool, group.category), source: `tool: ${tool.name}` })),
    ),
    ...NEWS_ARTICLES.map((article) => ({ url: article.url, source: `news: ${article.id}` })),
    { url: CONTACT_MEP_URL, source: 'Contact your MEP' },
    ...legalLinks(PRIVACY_POLICY, 'privacy policy'),
    ...legalLinks(TERMS, 'terms'),
    ...legalLinks(AFFILIATE_DISCLOSURE, 'affiliate disclosure'),
  ]
  const seen = new Map<string, OutboundLink>()
  for (const link of all) {
    if (!/^https?:\/\//.test(link.url)) continue // '#' and '/404' for unknown tools are not outbound
    const known = seen.get(link.url)
    if (known) known.source += `, ${link.source}`
    else seen.set(link.url, { ...link })
  }
  return [...seen.values()]
}
