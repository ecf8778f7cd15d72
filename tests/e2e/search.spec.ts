import { expect, test, type Page } from '@playwright/test'
import { PGlite } from '@electric-sql/pglite'
import { countryPath, publicPath } from '../../app/i18n/slugs'
import { MAX_QUERY_LENGTH } from '../../app/search/match'
import { axeViolations, waitForHydration, watchConsole } from './helpers'
import { isLocked, startOwnServer } from './own-server'
import { rawGet } from './raw-http'

/**
 * The site search (docs/product.md#search, docs/security.md "Site search"), in the production
 * build with scripts off: a visitor who knows their MEP's name goes from the form to the
 * results to the MEP's card on their country's page; a home page's `?q=` leads to the search
 * page; the results are per request, kept by no cache and not indexed; hostile queries are
 * text wherever they appear and cost what another search costs; no query reaches a log line
 * or a counter. The cost in requests per second is measured by `npm run bench` (scenario 9).
 */
test.use({ javaScriptEnabled: false })

const SEARCH = publicPath('/{-$lang}/search', 'en')
/** Anna STÜRGKH, MEP for Austria (app/content/meps/AT.json). */
const STURGKH = 256839

test("from the action index's form to the results to the MEP card on the country page, without JavaScript", async ({ page }) => {
  await page.goto(publicPath('/{-$lang}/act', 'en'))
  await page.getByRole('searchbox', { name: /Find your MEP by name/ }).fill('sturgkh')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(`${SEARCH}?q=sturgkh`)
  await expect(page).toHaveTitle('“sturgkh”: search | Chat Control Info')
  await expect(page.getByRole('heading', { level: 2, name: 'Results for “sturgkh”' })).toBeVisible()
  await expect(page.getByRole('searchbox')).toHaveValue('sturgkh')
  const result = page.locator('[data-search-kind="mep"]').getByRole('link', { name: /Anna Stürgkh/ })
  await expect(result).toHaveAttribute('href', `${countryPath('AT', 'en')}#mep-${STURGKH}`)
  await expect(result).toContainText('Austria')
  await result.click()
  await expect(page).toHaveURL(`${countryPath('AT', 'en')}#mep-${STURGKH}`)
  const card = page.locator(`#mep-${STURGKH}`)
  await expect(card).toContainText('Stürgkh')
  await expect(card).toBeInViewport()
})

test.describe('with scripts on', () => {
  test.use({ javaScriptEnabled: true })

  test('the results pass axe, load no script file before an intent, boot on one without an error, and a result leads to the card', async ({
    page,
  }) => {
    const console = watchConsole(page)
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url())
    })
    await page.goto(`${SEARCH}?q=sturgkh`)
    await expect(page.locator('[data-search-kind="mep"]')).toBeVisible()
    expect(scripts).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await waitForHydration(page)
    expect(scripts.length).toBeGreaterThan(0)
    await page
      .locator('[data-search-kind="mep"]')
      .getByRole('link', { name: /Anna Stürgkh/ })
      .click()
    await expect(page).toHaveURL(`${countryPath('AT', 'en')}#mep-${STURGKH}`)
    await expect(page.locator(`#mep-${STURGKH}`)).toBeInViewport()
    expect(console.errors()).toEqual([])
  })
})

test('in the page language: a Dutch search finds the country by its Dutch and German names, and nothing without a query', async ({
  page,
}) => {
  const zoeken = publicPath('/{-$lang}/search', 'nl')
  for (const query of ['oostenrijk', 'Österreich']) {
    await page.goto(`${zoeken}?q=${encodeURIComponent(query)}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    const state = page.locator('[data-search-kind="state"]').getByRole('link', { name: 'Oostenrijk' })
    await expect(state).toHaveAttribute('href', countryPath('AT', 'nl'))
  }
  await page.goto(zoeken)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoeken')
  await expect(page.locator('#search-results')).toHaveCount(0)
})

test("a home page's ?q= leads to the search page of its language; other pages ignore it", async ({ request }) => {
  const cases: Array<[string, string]> = [
    ['/?q=sturgkh', `${SEARCH}?q=sturgkh`],
    ['/nl?utm_source=x&q=anna+st%C3%BCrgkh', `${publicPath('/{-$lang}/search', 'nl')}?q=anna+st%C3%BCrgkh`],
    ['/fr?q=', publicPath('/{-$lang}/search', 'fr')],
    [`/de?q=${'x'.repeat(5_000)}`, `${publicPath('/{-$lang}/search', 'de')}?q=${'x'.repeat(MAX_QUERY_LENGTH)}`],
  ]
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(303)
    expect(response.headers().location, from).toBe(to)
    expect(response.headers()['cache-control'], from).toBe('no-store')
  }
  const page = await request.get('/de/beste-vpns?q=vpn', { maxRedirects: 0 })
  expect(page.status()).toBe(200)
  expect(page.headers().etag).toBeTruthy()
})

test('results are rendered per request, kept by no cache and not indexed; the page without a query is prerendered and not in the sitemap', async ({
  request,
}) => {
  const results = await request.get(`${SEARCH}?q=sturgkh`)
  expect(results.status()).toBe(200)
  expect(results.headers()['cache-control']).toBe('private, no-store')
  expect(results.headers()['x-robots-tag']).toBe('noindex')
  expect(results.headers().etag).toBeUndefined()
  // Rendered for this response: its scripts run by this response's nonce, nothing else.
  expect(results.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{22,}';/)
  expect(await results.text()).toMatch(/<meta name="robots" content="noindex, follow"[^>]*>/)

  const empty = await request.get(SEARCH)
  expect(empty.headers()['cache-control']).toBe('public, max-age=300, must-revalidate')
  expect(empty.headers().etag).toBeTruthy()
  expect(await empty.text()).toMatch(/<meta name="robots" content="noindex, follow"[^>]*>/)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('/search')
  expect(sitemap).not.toContain('/zoeken')
})

/** What a hostile query shows: cut to MAX_QUERY_LENGTH, without controls and invisible characters (app/search/search-query.ts). */
const shown = (query: string) => query.slice(0, MAX_QUERY_LENGTH).replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '')

const HOSTILE: Array<[string, string]> = [
  ['a script element', '<script>alert(1)</script>'],
  ['the end of the title and of a script', '</title></script><script>alert(1)</script>'],
  ['an attribute break-out', '"><img src=x onerror=alert(1)>'],
  ['single quotes and an entity', "'><svg onload=alert(1)>&lt;&#x3C;"],
  ['10 kB of text', 'A'.repeat(10_000)],
  ['a NUL byte', 'stür\u0000gkh'],
  ['a direction override and zero-width characters', '\u202Egkhrüts\u200B\u200D<b>x</b>'],
  ['full-width brackets', '＜script＞alert(1)＜/script＞'],
  ['a flood of combining marks', `zzzz${'\u0301'.repeat(1_000)}`],
]

async function expectEscaped(page: Page, label: string, query: string) {
  const response = await page.goto(`${SEARCH}?q=${encodeURIComponent(query)}`)
  expect(response?.status(), label).toBe(200)
  const text = shown(query)
  // Text wherever it appears: the title, the field's value, the heading.
  await expect(page, label).toHaveTitle(`“${text}”: search | Chat Control Info`)
  await expect(page.getByRole('searchbox'), label).toHaveValue(text)
  await expect(page.locator('#search-results'), label).toHaveText(
    text.trim() ? new RegExp(`^(Nothing found|Results) for “${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”$`) : '',
  )
  // Nothing it spells becomes an element or an attribute.
  expect(await page.locator('img, svg[onload], b, [onerror], [onload]').count(), label).toBe(0)
  // The JSON-LD never holds the query; every other inline script is the app's own.
  for (const json of await page.locator('script[type="application/ld+json"]').allTextContents()) expect(json, label).not.toContain('alert')
  const html = await response!.text()
  // In the router's dehydrated state the query is a string whose `<` is escaped (`\x3C`): no markup either.
  expect(html, label).not.toMatch(/<script>alert|<img src=x|<svg onload|<b>x/)
  return html.length
}

test('hostile queries are text wherever they appear, and cost what another search costs', async ({ page, baseURL }) => {
  const plain = await expectEscaped(page, 'a plain query', 'zzzz')
  for (const [label, query] of HOSTILE) {
    const length = await expectEscaped(page, label, query)
    // The query is cut to MAX_QUERY_LENGTH before anything is rendered: the answer is about the plain one's size.
    expect(Math.abs(length - plain), label).toBeLessThan(2_500)
  }
  // Unicode tricks do not hide a name: invisible characters and full-width letters still find her.
  for (const query of ['stür\u200Bgkh', 'ｓｔｕｒｇｋｈ', 'STU\u0308RGKH']) {
    await page.goto(`${SEARCH}?q=${encodeURIComponent(query)}`)
    await expect(page.locator('[data-search-kind="mep"]').getByRole('link', { name: /Anna Stürgkh/ }), query).toBeVisible()
  }
  // `%00` and a broken escape as the server receives them, byte for byte.
  for (const path of [`${SEARCH}?q=%00`, `${SEARCH}?q=%E0%A4%A`, `${SEARCH}?q=%ZZ`]) {
    const response = await rawGet(baseURL!, path)
    expect(response.status, path).toBe(200)
    expect(response.body, path).not.toContain('\u0000')
  }
  // A request line beyond Node's header limit (16 KiB) never reaches the app: 431, from the parser (server/parser-errors.ts).
  expect((await rawGet(baseURL!, `${SEARCH}?q=${'A'.repeat(20_000)}`)).status).toBe(431)
})

test('a flood of searches is refused beyond its own pool while a subscription goes through; no query reaches a log line or a counter', async ({
  request,
}) => {
  test.setTimeout(90_000)
  const server = await startOwnServer({ SITE_COUNTS: 'on' })
  const marker = 'zq-private-query-7f3a'
  try {
    // 200 searches at once: one renders, 16 wait (SEARCH_ADMISSION, server/node-http/admission.ts), the rest get 503 at once.
    // Node's fetch: a connection per request, all at once. Forty were not enough on an idle machine: a render there
    // takes a few milliseconds, so the connections' own arrival spread kept the queue from ever filling.
    const flood = Array.from({ length: 200 }, (_, i) => fetch(`${server.url}${SEARCH}?q=${marker}-${i}`, { redirect: 'manual' }))
    const post = fetch(`${server.url}/nl`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=search-flood%40example.org&website=',
      redirect: 'manual',
    })
    const answers = await Promise.all(flood)
    await Promise.all(answers.map((a) => a.arrayBuffer()))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([])
    expect(statuses).toContain(503)
    expect(answers.find((a) => a.status === 503)!.headers.get('retry-after')).toBeTruthy()
    // The newsletter's post has the dynamic pool's slots to itself.
    const posted = await post
    expect(posted.status).toBe(303)
    expect(posted.headers.get('location')).toContain('newsletter=success')
    for (const path of [`${SEARCH}?q=${marker}`, `/nl?q=${marker}`, `${SEARCH}?q=${marker}&q=${marker}`, `${SEARCH}?q=${marker}%E0%A4%A`])
      await request.get(server.url + path)
    await request.get(`${server.url}/_serverFn/unknown?payload=${marker}`)
    // A SIGTERM writes the pending counts (server/site-counters.ts).
    await server.stop()
    expect(server.output()).not.toContain(marker)
    expect(isLocked(server.dataDir)).toBe(false)
    const db = await PGlite.create(server.dataDir)
    try {
      const views = await db.query('select * from public.chat_control_page_views')
      const clicks = await db.query('select * from public.chat_control_tool_clicks')
      expect(JSON.stringify([views.rows, clicks.rows])).not.toContain(marker)
      // Counted: the search page's views, by its path alone.
      expect(views.rows.map((r) => (r as { path: string }).path)).toContain(SEARCH)
    } finally {
      await db.close()
    }
  } finally {
    await server.dispose()
  }
})
