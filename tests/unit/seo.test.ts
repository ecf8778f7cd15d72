import { describe, expect, it, beforeAll } from 'vitest'
import type { I18n } from '@lingui/core'
import { activateLocale, createI18n } from '~/i18n/lingui'
import { existsSync } from 'node:fs'
import { PARTLY_TRANSLATED, TRANSLATED } from '../../scripts/lib/catalogs'
import { isBorrowed, LANGUAGES, LANGS, type Lang } from '~/i18n/languages'
import { PAGE_ROUTE_IDS, publicPath, type PageRouteId } from '~/i18n/slugs'
import { buildHead } from '~/seo/head-tags'
import { pageHead, pageMetadata, siteInfo } from '~/seo/page-head'
import { buildJsonLd, serializeJsonLd } from '~/seo/json-ld'
import type { PageMetadata } from '~/seo/page-metadata'

const SITE = 'https://chatcontrol.example'
const i18nByLocale = new Map<Lang, I18n>()

beforeAll(async () => {
  for (const lang of LANGS) {
    const i18n = createI18n(lang)
    await activateLocale(i18n, lang)
    i18nByLocale.set(lang, i18n)
  }
})

const ctx = (lang: Lang) => ({ i18n: i18nByLocale.get(lang)!, lang: lang, siteUrl: SITE })
const everyPage = PAGE_ROUTE_IDS.flatMap((routeId) => LANGS.map((lang) => ({ routeId, lang })))
type Tag = Partial<Record<string, string>>

describe('canonical and hreflang of every page of the slug table in every language', () => {
  it('covers each page in each language, every canonical distinct', () => {
    expect(everyPage).toHaveLength(PAGE_ROUTE_IDS.length * LANGS.length)
    const canonicals = everyPage.map(({ routeId, lang }) => pageMetadata(routeId, ctx(lang)).canonical)
    expect(new Set(canonicals).size).toBe(everyPage.length)
  })

  it.each(everyPage)('$lang $routeId', ({ routeId, lang }) => {
    const head = buildHead(pageMetadata(routeId, ctx(lang)), siteInfo(SITE))
    const links: Tag[] = head.links.map((l) => ({ ...l }))
    const canonical = links.filter((l) => l.rel === 'canonical')
    expect(canonical).toEqual([{ rel: 'canonical', href: SITE + publicPath(routeId, lang) }])

    const alternates = links.filter((l) => l.rel === 'alternate')
    const expected = [
      ...LANGUAGES.map((l) => ({ rel: 'alternate', hrefLang: l.tag, href: SITE + publicPath(routeId, l.lang) })),
      { rel: 'alternate', hrefLang: 'x-default', href: SITE + publicPath(routeId, 'en') },
    ]
    expect(alternates).toEqual(expected)
    // The page is its own alternate in its language (hreflang sets must be reciprocal).
    expect(alternates).toContainEqual({ rel: 'alternate', hrefLang: lang, href: canonical[0]!.href })
    // og:url agrees with the canonical.
    expect(head.meta).toContainEqual({ property: 'og:url', content: canonical[0]!.href })
  })

  it('gives every language version of a page the same hreflang set', () => {
    for (const routeId of PAGE_ROUTE_IDS) {
      const sets = LANGS.map((lang) => JSON.stringify(pageMetadata(routeId, ctx(lang)).alternates))
      expect(new Set(sets).size).toBe(1)
    }
  })
})

describe('page head', () => {
  const metaValue = (tags: ReturnType<typeof buildHead>['meta'], key: string) =>
    (tags as Tag[]).find((m) => m.name === key || m.property === key)?.content

  it('has a translated title and description in every language', () => {
    for (const routeId of PAGE_ROUTE_IDS) {
      const english = pageMetadata(routeId, ctx('en'))
      for (const lang of TRANSLATED.filter((l) => !PARTLY_TRANSLATED.includes(l))) {
        const page = pageMetadata(routeId, ctx(lang))
        expect(page.description, `${lang} ${routeId}`).not.toBe(english.description)
        expect(page.keywords.join(), `${lang} ${routeId}`).not.toBe(english.keywords.join())
        expect(page.title, `${lang} ${routeId}`).not.toBe(english.title)
      }
    }
  })

  it('emits Open Graph, Twitter, robots and geo tags', () => {
    const head = pageHead('/{-$lang}/best-vpns', { match: { context: ctx('fr') } })
    expect(head.meta[0]).toEqual({ title: 'Les meilleurs VPN pour votre vie privée | Chat Control Info' })
    expect(metaValue(head.meta, 'description')).toBeTruthy()
    expect(metaValue(head.meta, 'keywords')).toContain('VPN')
    expect(metaValue(head.meta, 'robots')).toMatch(/^index, follow/)
    expect(metaValue(head.meta, 'og:type')).toBe('website')
    expect(metaValue(head.meta, 'og:locale')).toBe('fr_FR')
    expect(metaValue(head.meta, 'og:site_name')).toBe('Chat Control Info')
    expect(metaValue(head.meta, 'og:title')).toBe('Les meilleurs VPN pour votre vie privée')
    expect(metaValue(head.meta, 'og:image')).toBe(`${SITE}/og-image-fr.png`)
    expect(metaValue(head.meta, 'og:image:width')).toBe('1200')
    expect(metaValue(head.meta, 'og:image:height')).toBe('630')
    expect(metaValue(head.meta, 'og:image:alt')).toBeTruthy()
    expect(metaValue(head.meta, 'twitter:card')).toBe('summary_large_image')
    expect(metaValue(head.meta, 'twitter:image')).toBe(`${SITE}/og-image-fr.png`)
    expect(metaValue(head.meta, 'geo.region')).toBe('EU')
    expect(metaValue(head.meta, 'geo.placename')).toBe('European Union')
  })

  it('keeps one meta tag per name (the router would drop duplicates)', () => {
    for (const { routeId, lang } of everyPage) {
      const keys = (pageHead(routeId, { match: { context: ctx(lang) } }).meta as Tag[]).map((m) => m.name ?? m.property).filter(Boolean)
      expect(new Set(keys).size).toBe(keys.length)
    }
  })
})

/** The JSON-LD fields these tests read. */
interface LdNode {
  '@type': string
  name?: string
  potentialAction?: { '@type': string; target: { urlTemplate: string }; 'query-input': string }
  itemListElement?: unknown[]
}

describe('JSON-LD', () => {
  const graphOf = (page: PageMetadata) => {
    const script = buildHead(page, siteInfo(SITE)).scripts[0]!
    expect(script.type).toBe('application/ld+json')
    return (JSON.parse(script.children) as { '@graph': LdNode[] })['@graph']
  }
  const node = (graph: LdNode[], type: string) => graph.find((n) => n['@type'] === type)

  it('declares WebSite with a q search action (the search page) and Organization on every page', () => {
    for (const { routeId, lang } of everyPage) {
      const graph = graphOf(pageMetadata(routeId, ctx(lang)))
      const action = node(graph, 'WebSite')?.potentialAction
      expect(action?.['@type']).toBe('SearchAction')
      expect(action?.target.urlTemplate).toBe(`${SITE}/search?q={search_term_string}`)
      expect(action?.['query-input']).toBe('required name=search_term_string')
      expect(node(graph, 'Organization')?.name).toBe('Chat Control Info')
    }
  })

  it('has a BreadcrumbList on inner pages only', () => {
    expect(node(graphOf(pageMetadata('/{-$lang}', ctx('de'))), 'BreadcrumbList')).toBeUndefined()
    const crumbs = node(graphOf(pageMetadata('/{-$lang}/terms', ctx('de'))), 'BreadcrumbList')
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${SITE}/de` },
      { '@type': 'ListItem', position: 2, name: 'Nutzungsbedingungen', item: `${SITE}/de/nutzungsbedingungen` },
    ])
  })

  it('declares no Article or Product: no page shows one (docs/product.md#page-metadata)', () => {
    for (const { routeId, lang } of everyPage) {
      const types = graphOf(pageMetadata(routeId, ctx(lang))).map((n) => n['@type'])
      expect(types).not.toContain('Article')
      expect(types).not.toContain('Product')
      const meta = pageHead(routeId, { match: { context: ctx(lang) } }).meta as Tag[]
      expect(meta.find((m) => m.property === 'og:type')?.content).toBe('website')
    }
  })

  it('cannot be broken out of by </script> or <!-- in a text, and is deterministic', () => {
    const page = { ...pageMetadata('/{-$lang}/blog', ctx('en')), description: 'x</script><script>alert(1)</script><!-- & \u2028' }
    const json = serializeJsonLd(buildJsonLd(page, siteInfo(SITE)))
    expect(json).not.toMatch(/[<>\u2028]/)
    expect(json).not.toContain('&')
    expect(JSON.parse(json)['@graph'][2].description).toBe(page.description)
    expect(serializeJsonLd(buildJsonLd(page, siteInfo(SITE)))).toBe(json)
  })

  it('contains no undefined members', () => {
    const json = serializeJsonLd(buildJsonLd(pageMetadata('/{-$lang}', ctx('en')), siteInfo(SITE)))
    expect(json).not.toContain('undefined')
    expect(json).not.toContain('null')
  })
})

describe('the same page in another language', () => {
  it('uses the social image of its language', () => {
    const images = LANGS.map((lang) => pageMetadata('/{-$lang}' as PageRouteId, ctx(lang)).image.url)
    // Each language's own card (scripts/generate-icons.ts draws it, public/ keeps it); a borrowed language shows English's.
    expect(images).toEqual(LANGS.map((lang) => `${SITE}/og-image${lang === 'en' || isBorrowed(lang) ? '' : `-${lang}`}.png`))
    expect(images.slice(0, 4)).toEqual([
      `${SITE}/og-image.png`,
      `${SITE}/og-image-nl.png`,
      `${SITE}/og-image-de.png`,
      `${SITE}/og-image-fr.png`,
    ])
    for (const url of new Set(images)) expect(existsSync(`public${new URL(url).pathname}`), url).toBe(true)
  })
})
