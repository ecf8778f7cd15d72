import { expect, type Page } from '@playwright/test'
import { isBorrowed, LANGUAGES } from '../../app/i18n/languages'
import { findByPublicPath, publicPath, refPath } from '../../app/i18n/slugs'

/** A page's head as docs/product.md#page-metadata asks for it, read in the browser. */
// The SITE_URL the e2e server runs with (playwright.config.ts → webServer.env).
export const SITE = 'https://chatcontrol.info'

export interface HeadSnapshot {
  lang: string
  title: string
  metas: Array<{ key: string; content: string }>
  canonicals: string[]
  alternates: Array<[string, string]>
  jsonLd: string[]
}

/** Reads the SEO-relevant parts of a document's head (runs in the browser). */
export function readHead(doc: Document): HeadSnapshot {
  const head = doc.head
  return {
    lang: doc.documentElement.lang,
    title: doc.title,
    metas: [...head.querySelectorAll('meta[name], meta[property]')].map((m) => ({
      key: m.getAttribute('name') ?? m.getAttribute('property') ?? '',
      content: m.getAttribute('content') ?? '',
    })),
    canonicals: [...head.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href') ?? ''),
    alternates: [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''] as [string, string],
    ),
    jsonLd: [...head.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent ?? ''),
  }
}

export const serverHead = (page: Page, html: string) =>
  page.evaluate(
    ([source, reader]) => {
      const read = new Function(`return (${reader})`)() as typeof readHead
      return read(new DOMParser().parseFromString(source, 'text/html'))
    },
    [html, readHead.toString()] as const,
  )
export const liveHead = (page: Page) =>
  page.evaluate((reader) => (new Function(`return (${reader})`)() as typeof readHead)(document), readHead.toString())

export const meta = (head: HeadSnapshot, key: string) => head.metas.filter((m) => m.key === key).map((m) => m.content)

/** The JSON-LD fields these tests read. */
export interface Node {
  '@type'?: string
  '@id'?: string
  name?: string
  inLanguage?: string
  potentialAction?: { target: { urlTemplate: string } }
  itemListElement?: { name: string; item: string }[]
}
export const graph = (head: HeadSnapshot): Node[] => {
  expect(head.jsonLd).toHaveLength(1)
  const data = JSON.parse(head.jsonLd[0]!) as { '@context': string; '@graph': Node[] }
  expect(data['@context']).toBe('https://schema.org')
  return data['@graph']
}

/** Everything docs/product.md#page-metadata asks of one page's head. */
export function checkHead(head: HeadSnapshot, path: string, englishTitle: string | undefined) {
  const ref = findByPublicPath(path)!
  const canonical = SITE + path
  expect(head.lang).toBe(ref.lang)

  expect(head.title.length).toBeGreaterThan(10)
  if (englishTitle !== undefined) expect(head.title, 'translated title').not.toBe(englishTitle)
  if (ref.routeId !== '/{-$lang}') expect(head.title).toMatch(/ \| Chat Control Info$/)
  const [description, ...extraDescriptions] = meta(head, 'description')
  expect(extraDescriptions).toEqual([])
  expect(description!.length).toBeGreaterThan(60)
  expect(meta(head, 'keywords')[0]).toMatch(/,/)
  expect(meta(head, 'robots')).toEqual(['index, follow, max-image-preview:large'])

  expect(head.canonicals).toEqual([canonical])
  expect(head.alternates).toEqual([...LANGUAGES.map((l) => [l.tag, SITE + refPath(ref, l.lang)]), ['x-default', SITE + refPath(ref, 'en')]])

  const language = LANGUAGES.find((l) => l.lang === ref.lang)!
  expect(meta(head, 'og:url')).toEqual([canonical])
  expect(meta(head, 'og:title')).toHaveLength(1)
  expect(meta(head, 'og:description')).toEqual([description])
  expect(meta(head, 'og:type')).toEqual(['website'])
  expect(meta(head, 'og:site_name')).toEqual(['Chat Control Info'])
  expect(meta(head, 'og:locale')).toEqual([language.ogLocale])
  expect(meta(head, 'og:locale:alternate').sort()).toEqual(
    LANGUAGES.filter((l) => l !== language)
      .map((l) => l.ogLocale)
      .sort(),
  )
  // Its language's card; a borrowed language (the test build's extra one) shows English's.
  const card = ref.lang === 'en' || isBorrowed(ref.lang) ? '' : `-${ref.lang}`
  expect(meta(head, 'og:image')).toEqual([`${SITE}/og-image${card}.png`])
  expect(meta(head, 'twitter:card')).toEqual(['summary_large_image'])
  expect(meta(head, 'geo.region')).toEqual(['EU'])
  expect(meta(head, 'geo.placename')).toEqual(['European Union'])

  const nodes = graph(head)
  const website = nodes.find((n) => n['@type'] === 'WebSite')!
  expect(website.potentialAction?.target.urlTemplate).toBe(`${SITE}/search?q={search_term_string}`)
  expect(nodes.find((n) => n['@type'] === 'Organization')?.name).toBe('Chat Control Info')
  const pageNode = nodes.find((n) => n['@id'] === `${canonical}#webpage`)!
  expect(pageNode.inLanguage).toBe(language.tag)
  const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList')
  if (ref.routeId === '/{-$lang}') {
    expect(crumbs).toBeUndefined()
  } else {
    expect(crumbs?.itemListElement?.map((i) => i.item)).toEqual([SITE + publicPath('/{-$lang}', ref.lang), canonical])
  }
}
