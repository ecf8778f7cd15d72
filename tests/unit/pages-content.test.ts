import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MessageDescriptor } from '@lingui/core'
import { PRIVACY_POLICY } from '~/content/legal/privacy-policy'
import { TERMS } from '~/content/legal/terms'
import { AFFILIATE_DISCLOSURE } from '~/content/legal/affiliate-disclosure'
import type { LegalDocumentContent } from '~/content/legal/types'
import { PAGE_ROUTE_IDS } from '~/i18n/slugs'

const DOCS: Record<string, LegalDocumentContent> = {
  privacy: PRIVACY_POLICY,
  terms: TERMS,
  affiliate: AFFILIATE_DISCLOSURE,
}

// Anchor ids the layout and home page already use: a legal section must not reuse one.
const LAYOUT_IDS = ['main', 'home', 'chat-control', 'tools', 'news', 'newsletter', 'toc-title']

/** All English source text of a document, in reading order. */
function sourceText(doc: LegalDocumentContent): string {
  const parts: (MessageDescriptor | undefined)[] = [doc.title, doc.intro, doc.updated]
  for (const section of doc.sections) {
    parts.push(section.title)
    for (const block of section.blocks) {
      if (block.kind === 'p') parts.push(block.text)
      if (block.kind === 'list') parts.push(...block.items)
      if (block.kind === 'table')
        parts.push(block.caption, ...block.head, ...(block.rows.flat().filter((c) => !('code' in c)) as MessageDescriptor[]))
      if (block.kind === 'links') parts.push(...block.links.map((l) => l.label))
    }
  }
  return parts.map((p) => p?.message ?? '').join('\n')
}

describe('legal documents (content contract)', () => {
  for (const [name, doc] of Object.entries(DOCS)) {
    it(`${name}: unique, URL-safe section ids that do not clash with the layout`, () => {
      const ids = doc.sections.map((s) => s.id)
      expect(new Set(ids).size).toBe(ids.length)
      for (const id of ids) {
        expect(id).toMatch(/^[a-z][a-z0-9-]*$/)
        expect(LAYOUT_IDS).not.toContain(id)
      }
    })

    it(`${name}: every section has text, every message has an English source`, () => {
      for (const section of doc.sections) {
        expect(section.blocks.length).toBeGreaterThan(0)
      }
      for (const line of sourceText(doc).split('\n')) expect(line.trim()).not.toBe('')
    })

    it(`${name}: internal links point at pages of the slug table`, () => {
      for (const block of doc.sections.flatMap((s) => s.blocks)) {
        if (block.kind !== 'links') continue
        for (const link of block.links) {
          if ('to' in link) expect(PAGE_ROUTE_IDS).toContain(link.to)
          else expect(link.href).toMatch(/^https:\/\//)
        }
      }
    })
  }

  it('privacy policy states the facts of docs/product.md#legal-constants and what the site really stores', () => {
    const text = sourceText(PRIVACY_POLICY)
    expect(PRIVACY_POLICY.updated?.message).toBe('Last updated: 27 September 2025')
    expect(PRIVACY_POLICY.updatedIso).toBe('2025-09-27')
    for (const fact of [
      'established in Belgium',
      'children under 16',
      'plus 3 years',
      'accept all, reject non-essential, or customize',
      'This site sets no cookies',
      "What we don't collect",
      'What we do collect',
      'Basic analytics, without cookies',
      'only if you subscribe to the newsletter',
      'Your rights',
    ]) {
      expect(text).toContain(fact)
    }
    const table = PRIVACY_POLICY.sections.flatMap((s) => s.blocks).find((b) => b.kind === 'table')
    expect(table?.kind === 'table' && table.rows.map((r) => r[0])).toEqual([{ code: 'preferred-language' }, { code: 'detected-language' }])
  })

  it('terms state age, law, courts, language, notice period and liability cap', () => {
    const text = sourceText(TERMS)
    for (const fact of [
      '18 or over',
      'governed by Belgian law',
      'Belgian courts have jurisdiction',
      'the English version prevails',
      'at least 30 days before',
      '100 euros',
      'Our mission',
      'Use of information',
      'Affiliate relationships',
      'Liability',
    ]) {
      expect(text).toContain(fact)
    }
  })

  it('affiliate disclosure covers cost, independence, selection and marking', () => {
    const text = sourceText(AFFILIATE_DISCLOSURE)
    for (const fact of ['no extra cost to you', 'Editorial independence', 'How we choose tools', 'rel="sponsored"', 'new tab']) {
      expect(text).toContain(fact)
    }
  })
})

describe('contact mailboxes (server)', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('come from CONTACT_EMAIL_* in the environment', async () => {
    vi.stubEnv('CONTACT_EMAIL_GENERAL', 'info@example.org')
    vi.stubEnv('CONTACT_EMAIL_TOOLS', 'tips@example.org')
    vi.stubEnv('CONTACT_EMAIL_PRESS', 'media@example.org')
    const { contactAddresses } = await import('~/contact/contact.server')
    expect(contactAddresses()).toEqual({ general: 'info@example.org', tools: 'tips@example.org', press: 'media@example.org' })
  })

  it('fall back to the documented defaults', async () => {
    vi.stubEnv('CONTACT_EMAIL_GENERAL', undefined)
    vi.stubEnv('CONTACT_EMAIL_TOOLS', undefined)
    vi.stubEnv('CONTACT_EMAIL_PRESS', undefined)
    const { contactAddresses } = await import('~/contact/contact.server')
    expect(contactAddresses()).toEqual({
      general: 'hello@chatcontrol.info',
      tools: 'tools@chatcontrol.info',
      press: 'press@chatcontrol.info',
    })
  })
})
