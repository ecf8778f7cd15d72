import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from '@playwright/test'
import { getLanguage, PUBLIC_LANGS } from '../../app/i18n/languages'
import { publicPath } from '../../app/i18n/slugs'
import { offlineFileName, offlinePath } from '../../app/spread/paths'
import { ROOT } from './own-server'

// The offline copy of each language (app/spread/offline.ts, docs/open-data.md#offline): the
// file the build wrote, opened from disk with the network cut, shows the site's content in its
// language; the site's pages offer it for download and print as documents.
const client = join(ROOT, process.env.DIST_DIR ?? 'dist', 'client')
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()

for (const lang of PUBLIC_LANGS) {
  test(`${lang}: the offline copy opens with the network cut and shows the site's content in its language`, async ({
    browser,
    request,
  }) => {
    const file = join(client, offlinePath(lang))
    expect(existsSync(file), file).toBe(true)
    const url = pathToFileURL(file).href
    // What the site's own pages say, to find in the copy.
    const home = await (await request.get(publicPath('/{-$lang}', lang))).text()
    const heading = text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(home)![1]!)
    const updates = await (await request.get(publicPath('/{-$lang}/updates', lang))).text()
    const updateIds = [...updates.matchAll(/data-update="([^"]+)"/g)].map((m) => m[1])

    const context = await browser.newContext({ offline: true })
    const requests: string[] = []
    context.on('request', (r) => requests.push(r.url()))
    await context.route(/^(?!file:)/, (route) => route.abort())
    const page = await context.newPage()
    await page.goto(url)

    await expect(page.locator('html')).toHaveAttribute('lang', getLanguage(lang).tag)
    // The file's one h1 is its title; each page's h1 heads its section, a level down.
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('header.offline-intro > h1')).toBeVisible()
    await expect(page.locator('#home h2').filter({ hasText: heading })).toHaveCount(1)
    // Each id once (the Nu HTML Checker's one error was `home`, the section's and the home page's), and
    // every link within the file lands on an element.
    const ids = await page.locator('[id]').evaluateAll((els) => els.map((e) => e.id))
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
    const unresolved = await page
      .locator('a[href^="#"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')!.slice(1)).filter((id) => !document.getElementById(id)))
    expect(unresolved).toEqual([])
    await expect(page.locator('#home [data-country]')).toHaveCount(27)
    await expect(page.locator('#home #tools')).toBeVisible()
    expect(await page.locator('#updates [data-update]').evaluateAll((els) => els.map((e) => e.getAttribute('data-update')))).toEqual(
      updateIds,
    )
    await expect(page.locator('#act [data-act-countries] li')).toHaveCount(27)
    await expect(page.locator('#affiliate-disclosure h2').first()).toBeVisible()
    // The as-of line and the late notice, whose link stays inside the file.
    await expect(page.locator('[data-as-of-band] [data-as-of]').first()).toBeVisible()
    await expect(page.locator('[data-late-notice] a')).toHaveAttribute('href', '#updates')
    await expect(page.locator('script')).toHaveCount(0)
    // Every image is in the file and drawn.
    const images = await page
      .locator('img')
      .evaluateAll((els) => els.map((e) => [(e as HTMLImageElement).src.slice(0, 5), (e as HTMLImageElement).naturalWidth]))
    for (const [scheme, width] of images) {
      expect(scheme).toBe('data:')
      expect(width).toBeGreaterThan(0)
    }
    // The file asked for nothing but itself.
    expect(requests).toEqual([url])
    await context.close()
  })
}

test('every page links its language’s offline copy as a download, served as an attachment', async ({ page, request }) => {
  for (const lang of PUBLIC_LANGS) {
    const html = await (await request.get(publicPath('/{-$lang}/updates', lang))).text()
    const link = /<a\b[^>]*data-offline-copy[^>]*>/.exec(html)![0]
    expect(link).toContain(`href="${offlinePath(lang)}"`)
    expect(link).toContain(`download="${offlineFileName(lang)}"`)
  }
  const response = await request.get(offlinePath('de'))
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
  expect(response.headers()['content-disposition']).toBe('attachment')
  expect(response.headers()['content-security-policy']).toContain("default-src 'none'")
  expect(await response.text()).toContain('<html lang="de"')

  // Printed, a page of the site is a document: no sticky header, forms or breadcrumb.
  await page.goto('/')
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header.sticky')).toBeHidden()
  await expect(page.locator('[data-breadcrumb]')).toBeHidden()
  await expect(page.locator('footer form').first()).toBeHidden()
  await expect(page.locator('main h1')).toBeVisible()
})
