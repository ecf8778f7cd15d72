import { expect, test } from '@playwright/test'
import { LANGUAGES } from '../../app/i18n/languages'
import { ALL_PUBLIC_PATHS, COUNTRY_PUBLIC_PATHS, findByPublicPath, refPath } from '../../app/i18n/slugs'
import { waitForHydration } from './helpers'
import { checkHead, graph, liveHead, meta, serverHead, SITE } from './head'

// Each page's head (the slug table's), server-rendered and after hydration: every-page.spec.ts.
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

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

test('sitemap.xml is valid XML listing every indexed page, of the slug table and of the member states, with their alternates', async ({
  page,
  request,
}) => {
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
  // The slug table's pages and the member states' action pages, each once.
  const indexed = [...ALL_PUBLIC_PATHS, ...COUNTRY_PUBLIC_PATHS]
  expect(parsed.urls).toHaveLength(indexed.length)
  expect(parsed.urls.map((u) => u.loc).sort()).toEqual(indexed.map((p) => SITE + p).sort())
  for (const url of parsed.urls) {
    const ref = findByPublicPath(url.loc.slice(SITE.length))!
    expect(url.links).toEqual([...LANGUAGES.map((l) => [l.tag, SITE + refPath(ref, l.lang)]), ['x-default', SITE + refPath(ref, 'en')]])
  }
})

/** A page's HTML up to the end of its head, as the server sends it; the rest of the body is not read. */
async function headHtml(url: string): Promise<{ status: number; head: string }> {
  const response = await fetch(url)
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let html = ''
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    html += chunk.value
    if (html.includes('</head>')) break
  }
  await reader.cancel()
  return { status: response.status, head: html.slice(0, html.indexOf('</head>') + '</head>'.length) }
}

/**
 * What a search result shows of a page: about 70 characters of its title and 160 of its
 * description, counted as a reader counts them (code points). Every page the sitemap names, as
 * the production server sends it, stays within both (the same limits on the texts themselves:
 * tests/unit/seo-lengths.test.ts). Plain requests that stop reading at `</head>`; the heads are
 * read by the browser's parser.
 */
test('every page of the sitemap has a title of at most 70 and a description of at most 160 characters', async ({
  page,
  request,
  baseURL,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.slice(SITE.length))
  expect(paths.length, 'the sitemap lists the slug table’s pages and the member states’').toBe(
    ALL_PUBLIC_PATHS.length + COUNTRY_PUBLIC_PATHS.length,
  )
  const length = (text: string) => [...text].length
  const long: string[] = []
  for (const path of paths) {
    const { status, head: html } = await headHtml(new URL(path, baseURL).href)
    expect(status, path).toBe(200)
    const head = await serverHead(page, html)
    const [description = ''] = meta(head, 'description')
    expect(head.title, `${path}: a title`).not.toBe('')
    expect(description, `${path}: a description`).not.toBe('')
    if (length(head.title) > 70) long.push(`${path} title (${length(head.title)}): ${head.title}`)
    if (length(description) > 160) long.push(`${path} description (${length(description)}): ${description}`)
  }
  expect(long).toEqual([])
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
