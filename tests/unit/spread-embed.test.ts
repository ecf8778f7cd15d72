import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { COUNTRY_POSITIONS, countPositions } from '~/content/countries'
import { MEMBER_STATES } from '~/content/member-states'
import { memberState } from '~/content/member-state'
import { LANGS } from '~/i18n/languages'
import { i18nFor, shareImages, textFiles } from '~/spread/build'
import { embedPolicy } from '~/spread/embed-style'
import { spreadHeaders } from '~/spread/headers'
import { iframeCode } from '~/spread/embed-code'
import { shareLinks } from '~/spread/share-links'
import { shareImageAlt } from '~/spread/share-image'
import { embedPath, spreadFiles } from '~/spread/paths'

const SITE = 'https://chatcontrol.info'
const files = new Map(textFiles(SITE).map((f) => [f.path, f.body]))
const cards = [...files].filter(([path]) => path.startsWith('/embed/') && !path.endsWith('.svg'))

describe('embeddable cards', () => {
  it('one tracker card and one per member state in every language, each a file the server knows', () => {
    // Every language of the build (app/spread/build.ts), the test build's extra one included.
    expect(cards).toHaveLength(LANGS.length * (1 + MEMBER_STATES.length))
    const known = new Set(spreadFiles().map((f) => f.path))
    for (const path of files.keys()) expect(known.has(path), path).toBe(true)
  })

  it.each(cards.map(([path, body]) => [path, body] as const))(
    '%s: no script, form or control; links leave the frame; ≤ 40 KiB',
    (_, body) => {
      expect(Buffer.byteLength(body)).toBeLessThanOrEqual(40 * 1024)
      expect(body).not.toMatch(/<(script|form|input|button|select|textarea|iframe|img|link|object|embed)\b/i)
      expect(body).not.toMatch(/\son[a-z]+=/i)
      const links = [...body.matchAll(/<a\b[^>]*>/g)].map((m) => m[0])
      expect(links.length).toBeGreaterThanOrEqual(2)
      for (const link of links) {
        expect(link).toMatch(new RegExp(`href="${SITE}/`))
        expect(link).toContain('target="_blank"')
        expect(link).toContain('rel="noopener"')
      }
      // The one inline style sheet is the one the policy allows by hash.
      const css = /<style>([\s\S]*?)<\/style>/.exec(body)![1]!
      expect(embedPolicy()).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`)
    },
  )

  it('the tracker card shows the tally’s counts; a country card its position and its move, in its language', () => {
    const counts = countPositions()
    const tracker = files.get(embedPath('en', 'tracker'))!
    for (const [status, n] of Object.entries(counts)) expect(tracker).toMatch(new RegExp(`data-status="${status}">.*?<dd>${n}</dd>`))
    const germany = COUNTRY_POSITIONS.find((c) => c.code === 'DE')!
    const card = files.get(embedPath('de', 'DE'))!
    expect(card).toContain('<html lang="de"')
    expect(card).toContain('Deutschland')
    expect(card).toContain(`data-status="${germany.status}"`)
    expect(Boolean(germany.moved)).toBe(card.includes('data-moved'))
    expect(card).toContain(`${SITE}/de/handeln/deutschland`)
  })

  it('only the cards may be framed, by any site; every other spread file keeps frame-ancestors none and DENY', () => {
    for (const file of spreadFiles()) {
      const headers = spreadHeaders(file)
      if (file.kind === 'embed') {
        expect(headers['content-security-policy']).toContain('frame-ancestors *')
        expect(headers['content-security-policy']).toContain("default-src 'none'")
        expect(headers['content-security-policy']).not.toContain('script-src')
        expect(headers).not.toHaveProperty('x-frame-options')
      } else {
        expect(headers['content-security-policy'], file.path).toContain("frame-ancestors 'none'")
        expect(headers['x-frame-options'], file.path).toBe('DENY')
      }
    }
  })

  it('the SVG badge: an image with its counts as text and an accessible title, no script', () => {
    const badge = files.get('/embed/fr/tracker.svg')!
    expect(badge).toMatch(/^<svg [^>]*role="img"/)
  })

  it.each(LANGS)('%s: the SVG badge scales: a viewBox of its own width and height', (lang) => {
    const badge = files.get(`/embed/${lang}/tracker.svg`)!
    const root = /^<svg [^>]*>/.exec(badge)![0]
    const width = /\swidth="(\d+)"/.exec(root)?.[1]
    expect(width).toBeDefined()
    expect(root).toContain(' height="20"')
    expect(root).toContain(` viewBox="0 0 ${width} 20"`)
    expect(badge).toContain('<title>')
    expect(badge).not.toMatch(/<script|<foreignObject|href=/i)
    for (const n of Object.values(countPositions())) expect(badge).toContain(` ${n}<`)
  })

  it('the embed code is an iframe of the card, sandboxed so its links may open a tab and nothing else', () => {
    const code = iframeCode(`${SITE}/embed/en/de`, 'Germany "on" Chat Control', 'DE')
    expect(code).toMatch(/^<iframe src="https:\/\/chatcontrol\.info\/embed\/en\/de" title="Germany &quot;on&quot; Chat Control"/)
    expect(code).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"')
  })
})

describe('share links and images', () => {
  it('plain links to the six networks, each carrying the page’s address', () => {
    const url = `${SITE}/de/handeln/deutschland`
    const links = shareLinks(url, 'Deutschland: Wer über die Chatkontrolle entscheidet')
    expect(links.map((l) => l.network)).toEqual(['email', 'Mastodon', 'Bluesky', 'WhatsApp', 'Telegram', 'X'])
    for (const { href } of links) expect(decodeURIComponent(href)).toContain(url)
    expect(links[0]!.href.startsWith('mailto:?subject=')).toBe(true)
    for (const { href } of links.slice(1)) expect(href).toMatch(/^https:\/\//)
  })

  it('one share image per member state and language, drawn from the tracker’s data with its alt text', () => {
    const images = shareImages()
    expect(images).toHaveLength(LANGS.length * MEMBER_STATES.length)
    const belgium = images.find((i) => i.path === '/share/fr/be.png')!
    expect(belgium.svg).toContain('Belgique')
    const alt = shareImageAlt(i18nFor('fr'), 'fr', memberState('BE'))
    expect(alt).toContain('Belgique')
    expect(alt).toContain('Indécis') // Belgium moved to undecided on 2 October 2025 (app/content/countries.ts)
  })
})
