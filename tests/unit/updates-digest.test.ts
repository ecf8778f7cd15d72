import { setupI18n } from '@lingui/core'
import { marked } from 'marked'
import { describe, expect, it } from 'vitest'
import { updatesDigest, updatesSince } from '~/components/updates/updates-digest'
import type { Update } from '~/content/schema'
import { UPDATES } from '~/content/updates'
import { messages as en } from '../../locales/en/updates.po'
import { messages as nl } from '../../locales/nl/updates.po'

const SITE = 'https://chatcontrol.info'
const i18nOf = (lang: 'en' | 'nl') => {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: lang, messages: lang === 'nl' ? nl : en })
  return i18n
}

describe('the "updates since" newsletter issue (npm run newsletter:send -- --updates-since)', () => {
  it('carries every update on or after the day, newest first, each with all its sources', () => {
    const since = '2026-01-01'
    const entries = updatesSince(since)
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.every((u) => u.date >= since)).toBe(true)
    expect(UPDATES.filter((u) => u.date < since).every((u) => !entries.includes(u))).toBe(true)
    const { markdown } = updatesDigest(i18nOf('nl'), 'nl', SITE, since)
    const headings = markdown.split('\n').filter((line) => line.startsWith('## '))
    expect(headings).toHaveLength(entries.length)
    for (const [i, update] of entries.entries()) {
      expect(headings[i]).toContain(
        i18nOf('nl')
          ._(update.title)
          .replace(/[\\`*_{}[\]<>#|~]/g, '\\$&'),
      )
      for (const source of update.sources) expect(markdown).toContain(`(<${source.url}>)`)
    }
    expect(markdown).toContain(`(<${SITE}/nl/ontwikkelingen>)`)
  })

  it('is written in the subscriber’s language, with the dates as that language writes them', () => {
    const digest = updatesDigest(i18nOf('nl'), 'nl', SITE, '2026-03-01')
    expect(digest.subject).toBe('Chatcontrole: wat er sinds 1 maart 2026 is gebeurd')
    expect(digest.markdown.startsWith(`# ${digest.subject}\n`)).toBe(true)
  })

  it('never turns an entry’s text into markup: no raw HTML, link or heading from a title or summary', () => {
    const hostile: Update = {
      id: 'hostile-entry-2026',
      date: '2026-08-01',
      title: { id: 'x-title', message: '<img src=x onerror=alert(1)> [click](https://evil.example/)' },
      summary: { id: 'x-summary', message: '# Not a heading\n<script>alert(1)</script> **bold**' },
      sources: [{ url: 'https://www.consilium.europa.eu/en/press/', date: '2026-08-01', kind: 'primary' }],
      checked: '2026-11-25',
    }
    const { markdown } = updatesDigest(i18nOf('en'), 'en', SITE, '2026-08-01', [hostile])
    const html = marked.parse(markdown, { async: false, gfm: true })
    // A bare address stays visible as itself (GFM links it); text never hides a link.
    expect(html).not.toMatch(/<img|<script|<strong>|<h1>Not|>click<\/a>/)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('href="https://www.consilium.europa.eu/en/press/"')
  })

  it('is empty of entries for a day after the last update', () => {
    expect(updatesSince('2099-01-01')).toHaveLength(0)
  })
})
