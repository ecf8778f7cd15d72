// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '~/i18n/languages'
import { ALL_PUBLIC_PATHS, COUNTRY_PUBLIC_PATHS, findByPublicPath, refPath } from '~/i18n/slugs'
import { readFileSync } from 'node:fs'
import { buildRobotsTxt, buildSitemap } from '~/seo/sitemap'
import { buildWebManifest } from '~/seo/web-manifest'

const SITE = 'https://chatcontrol.example'
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

describe('sitemap.xml', () => {
  const xml = buildSitemap(SITE)
  const doc = new DOMParser().parseFromString(xml, 'application/xml')

  it('is well-formed XML with the sitemap and xhtml namespaces', () => {
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(doc.documentElement.localName).toBe('urlset')
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS)
    expect(doc.documentElement.getAttribute('xmlns:xhtml')).toBe(XHTML_NS)
  })

  // Every indexed page of the slug table — its pages and the member states' Act now pages — in every language.
  const indexed = [...ALL_PUBLIC_PATHS, ...COUNTRY_PUBLIC_PATHS]

  it('lists every indexed public URL of the slug table, each once, in every language', () => {
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent)
    expect(locs).toHaveLength(indexed.length)
    expect(new Set(locs)).toEqual(new Set(indexed.map((p) => SITE + p)))
  })

  it('gives every URL its version in each language and x-default as xhtml:link alternates', () => {
    const urls = [...doc.getElementsByTagName('url')]
    expect(urls).toHaveLength(indexed.length)
    for (const url of urls) {
      const loc = url.getElementsByTagName('loc')[0]!.textContent!
      const links = [...url.getElementsByTagName('xhtml:link')].map((l) => [
        l.getAttribute('rel'),
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ])
      const ref = findByPublicPath(loc.slice(SITE.length) || '/')!
      expect(links).toEqual([
        ...LANGUAGES.map((l) => ['alternate', l.tag, SITE + refPath(ref, l.lang)]),
        ['alternate', 'x-default', SITE + refPath(ref, 'en')],
      ])
    }
  })

  it('escapes XML special characters in the site URL', () => {
    expect(buildSitemap('https://example.org/a&b')).toContain('<loc>https://example.org/a&amp;b/</loc>')
  })
})

describe('robots.txt', () => {
  it('allows crawling and points to the sitemap', () => {
    const robots = buildRobotsTxt(SITE)
    expect(robots).toMatch(/^User-agent: \*$/m)
    expect(robots).toMatch(/^Allow: \/$/m)
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap.xml$`, 'm'))
    expect(robots).not.toMatch(/^Disallow: \/$/m)
  })

  it("keeps crawlers off the tools' first-party redirects (/go/)", () => {
    expect(buildRobotsTxt(SITE)).toMatch(/^Disallow: \/go\/$/m)
  })
})

describe('site.webmanifest', () => {
  const pngSize = (file: string) => {
    const png = readFileSync(`public${file}`)
    return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`
  }

  it('is JSON whose icons exist in public/ with the declared sizes', () => {
    const manifest = JSON.parse(buildWebManifest()) as { name: string; icons: Array<{ src: string; sizes: string; purpose?: string }> }
    expect(manifest.name).toBe('Chat Control Info')
    for (const icon of manifest.icons) {
      if (icon.src.endsWith('.png')) expect(pngSize(icon.src), icon.src).toBe(icon.sizes)
      else expect(readFileSync(`public${icon.src}`, 'utf8')).toContain('<svg')
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true)
  })

  it('comes with the apple-touch icon (180×180) and the social cards (1200×630)', () => {
    expect(pngSize('/apple-touch-icon.png')).toBe('180x180')
    for (const card of ['og-image.png', 'og-image-nl.png', 'og-image-de.png', 'og-image-fr.png']) {
      expect(pngSize(`/${card}`), card).toBe('1200x630')
    }
  })
})
