import { expect, test, type Page } from '@playwright/test'
import { LANGUAGES } from '../../app/i18n/languages'
import { ALL_PUBLIC_PATHS, findByPublicPath, publicPath } from '../../app/i18n/slugs'
import { waitForHydration } from './helpers'

// The SITE_URL the e2e server runs with (playwright.config.ts → webServer.env).
const SITE = 'https://chatcontrol.info'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

interface HeadSnapshot {
  lang: string
  title: string
  metas: Array<{ key: string; content: string }>
  canonicals: string[]
  alternates: Array<[string, string]>
  jsonLd: string[]
}

/** Reads the SEO-relevant parts of a document's head (runs in the browser). */
function readHead(doc: Document): HeadSnapshot {
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

const serverHead = (page: Page, html: string) =>
  page.evaluate(
    ([source, reader]) => {
      const read = new Function(`return (${reader})`)() as typeof readHead
      return read(new DOMParser().parseFromString(source, 'text/html'))
    },
    [html, readHead.toString()] as const,
  )
const liveHead = (page: Page) =>
  page.evaluate((reader) => (new Function(`return (${reader})`)() as typeof readHead)(document), readHead.toString())

const meta = (head: HeadSnapshot, key: string) => head.metas.filter((m) => m.key === key).map((m) => m.content)

/** The JSON-LD fields these tests read. */
interface Node {
  '@type'?: string
  '@id'?: string
  name?: string
  inLanguage?: string
  potentialAction?: { target: { urlTemplate: string } }
  itemListElement?: { name: string; item: string }[]
}
const graph = (head: HeadSnapshot): Node[] => {
  expect(head.jsonLd).toHaveLength(1)
  const data = JSON.parse(head.jsonLd[0]!) as { '@context': string; '@graph': Node[] }
  expect(data['@context']).toBe('https://schema.org')
  return data['@graph']
}

/** Everything docs/product.md#page-metadata asks of one page's head. */
function checkHead(head: HeadSnapshot, path: string, englishTitle: string | undefined) {
  const ref = findByPublicPath(path)!
  const canonical = SITE + path
  expect(head.lang).toBe(ref.locale)

  expect(head.title.length).toBeGreaterThan(10)
  if (englishTitle !== undefined) expect(head.title, 'translated title').not.toBe(englishTitle)
  if (ref.routeId !== '/{-$lang}') expect(head.title).toMatch(/ \| Chat Control Info$/)
  const [description, ...extraDescriptions] = meta(head, 'description')
  expect(extraDescriptions).toEqual([])
  expect(description!.length).toBeGreaterThan(60)
  expect(meta(head, 'keywords')[0]).toMatch(/,/)
  expect(meta(head, 'robots')).toEqual(['index, follow, max-image-preview:large'])

  expect(head.canonicals).toEqual([canonical])
  expect(head.alternates).toEqual([
    ...LANGUAGES.map((l) => [l.tag, SITE + publicPath(ref.routeId, l.locale)]),
    ['x-default', SITE + publicPath(ref.routeId, 'en')],
  ])

  const language = LANGUAGES.find((l) => l.locale === ref.locale)!
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
  expect(meta(head, 'og:image')).toEqual([`${SITE}/og-image${ref.locale === 'en' ? '' : `-${ref.locale}`}.png`])
  expect(meta(head, 'twitter:card')).toEqual(['summary_large_image'])
  expect(meta(head, 'geo.region')).toEqual(['EU'])
  expect(meta(head, 'geo.placename')).toEqual(['European Union'])

  const nodes = graph(head)
  const website = nodes.find((n) => n['@type'] === 'WebSite')!
  expect(website.potentialAction?.target.urlTemplate).toBe(`${SITE}/?q={search_term_string}`)
  expect(nodes.find((n) => n['@type'] === 'Organization')?.name).toBe('Chat Control Info')
  const pageNode = nodes.find((n) => n['@id'] === `${canonical}#webpage`)!
  expect(pageNode.inLanguage).toBe(language.tag)
  const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList')
  if (ref.routeId === '/{-$lang}') {
    expect(crumbs).toBeUndefined()
  } else {
    expect(crumbs?.itemListElement?.map((i) => i.item)).toEqual([SITE + publicPath('/{-$lang}', ref.locale), canonical])
  }
}

test.describe('head of each of the 40 pages', () => {
  for (const path of ALL_PUBLIC_PATHS) {
    test(path, async ({ page, request }) => {
      const ref = findByPublicPath(path)!
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      await page.goto(path)
      // What crawlers get: the server-rendered HTML.
      const ssr = await serverHead(page, await response.text())
      let englishTitle: string | undefined
      if (ref.locale !== 'en') {
        const english = await request.get(publicPath(ref.routeId, 'en'))
        englishTitle = (await serverHead(page, await english.text())).title
      }
      checkHead(ssr, path, englishTitle)
      // After hydration the head is unchanged: no duplicates, nothing lost.
      await waitForHydration(page)
      const live = await liveHead(page)
      checkHead(live, path, englishTitle)
      expect(live.jsonLd).toEqual(ssr.jsonLd)
    })
  }
})

test('the head follows client-side navigation and a language switch', async ({ page }) => {
  await page.goto('/de/datenschutz')
  await waitForHydration(page)
  await page.locator('footer a[href="/de/kontakt"]').click()
  await expect(page).toHaveURL(/\/de\/kontakt$/)
  await expect.poll(async () => (await liveHead(page)).canonicals).toEqual([`${SITE}/de/kontakt`])
  checkHead(await liveHead(page), '/de/kontakt', undefined)

  await page.locator('footer select').first().selectOption('fr')
  await expect(page).toHaveURL(/\/fr\/contact$/)
  await expect.poll(async () => (await liveHead(page)).canonicals).toEqual([`${SITE}/fr/contact`])
  const head = await liveHead(page)
  checkHead(head, '/fr/contact', 'Contact Us | Chat Control Info')
  const crumbs = graph(head).find((n) => n['@type'] === 'BreadcrumbList')!
  expect(crumbs.itemListElement?.map((i) => i.name)).toEqual(['Accueil', 'Contact'])
})

test('a not-found page is noindex and has no canonical', async ({ page }) => {
  await page.goto('/de/gibt-es-nicht')
  const head = await liveHead(page)
  expect(head.title).toBe('Seite nicht gefunden | Chat Control Info')
  expect(meta(head, 'robots')).toEqual(['noindex'])
  expect(head.canonicals).toEqual([])
  expect(head.jsonLd).toEqual([])
})

test('sitemap.xml is valid XML listing the 40 URLs with their alternates', async ({ page, request }) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8')
  const xml = await response.text()
  await page.goto('/robots.txt')
  const parsed = await page.evaluate(
    ([source, ns]) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml')
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.localName,
        urls: [...doc.getElementsByTagName('url')].map((url) => ({
          loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
          links: [...url.getElementsByTagNameNS(ns, 'link')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]),
        })),
      }
    },
    [xml, XHTML_NS] as const,
  )
  expect(parsed.errors).toBe(0)
  expect(parsed.root).toBe('urlset')
  expect(parsed.urls).toHaveLength(40)
  expect(parsed.urls.map((u) => u.loc).sort()).toEqual(ALL_PUBLIC_PATHS.map((p) => SITE + p).sort())
  for (const url of parsed.urls) {
    const ref = findByPublicPath(url.loc.slice(SITE.length))!
    expect(url.links).toEqual([
      ...LANGUAGES.map((l) => [l.tag, SITE + publicPath(ref.routeId, l.locale)]),
      ['x-default', SITE + publicPath(ref.routeId, 'en')],
    ])
  }
})

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
  const text = await response.text()
  expect(text).toMatch(/^User-agent: \*$/m)
  expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  expect(text).not.toMatch(/^Disallow: \/$/m)
})

test('icons, manifest and social images are served', async ({ request }) => {
  for (const [path, type] of [
    ['/favicon.ico', 'image/'],
    ['/favicon.svg', 'image/svg+xml'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/icon-192.png', 'image/png'],
    ['/icon-512.png', 'image/png'],
    ['/site.webmanifest', 'application/manifest+json'],
  ] as const) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toContain(type)
  }
  const manifest = await (await request.get('/site.webmanifest')).json()
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200)

  for (const name of ['og-image.png', 'og-image-nl.png', 'og-image-de.png', 'og-image-fr.png']) {
    const body = await (await request.get(`/${name}`)).body()
    // PNG IHDR: width and height at bytes 16–23.
    expect([body.readUInt32BE(16), body.readUInt32BE(20)], name).toEqual([1200, 630])
    expect(body.length, name).toBeLessThan(100_000)
  }
})
