import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import ICAL from 'ical.js'
import { expect, test } from '@playwright/test'
import { PUBLIC_LANGS } from '../../app/i18n/languages'
import { countryPath, publicPath } from '../../app/i18n/slugs'
import { badgePath, calendarPath, dataPath, embedPath, shareImagePath } from '../../app/spread/paths'

// Cards, badge, calendars, open data and share links as a reader, another site and a
// journalist meet them (docs/open-data.md). Header and body checks are plain requests; the
// browser is used where framing and page loads are the point.

// Another origin: a page of a second server that frames a card and the home page.
let other: Server
let otherOrigin = ''
test.beforeAll(async ({ baseURL }) => {
  other = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(
      `<!doctype html><html lang="en"><title>A blog</title><body>
       <iframe name="card" src="${baseURL}${embedPath('en', 'tracker')}" width="360" height="330"></iframe>
       <iframe name="country" src="${baseURL}${embedPath('fr', 'DE')}" width="360" height="330"></iframe>
       <iframe name="home" src="${baseURL}/" width="360" height="330"></iframe>
       <img id="badge" src="${baseURL}${badgePath('en')}" alt="badge"></body></html>`,
    )
  })
  await new Promise<void>((resolve) => other.listen(0, 'localhost', resolve))
  otherOrigin = `http://localhost:${(other.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => other.close(() => resolve())))

test('a card loads in a frame on another origin, with no script; the home page refuses to be framed', async ({ page, baseURL }) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url())
  })
  await page.goto(`${otherOrigin}/`)
  expect(new URL(otherOrigin).origin).not.toBe(new URL(baseURL!).origin)
  const card = page.frameLocator('iframe[name="card"]')
  await expect(card.locator('h1')).toHaveText('Chat Control: where EU governments stand')
  await expect(card.locator('[data-counts] dd')).toHaveCount(3)
  await expect(card.locator('script')).toHaveCount(0)
  for (const link of await card.locator('a').all()) await expect(link).toHaveAttribute('target', '_blank')
  await expect(page.frameLocator('iframe[name="country"]').locator('h1')).toHaveText('Allemagne sur Chat Control')
  // The home page's frame stays empty: the browser refused it (X-Frame-Options, frame-ancestors).
  const home = page.frame({ name: 'home' })!
  await expect.poll(() => home.locator('#main').count()).toBe(0)
  expect(home.url()).not.toBe(`${baseURL}/`)
  // The badge is an image another site may load.
  await expect.poll(() => page.locator('#badge').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100)
  expect(scripts).toEqual([])
})

test('only the cards may be framed: their headers, and the refusal of every page that links them', async ({ request }) => {
  for (const lang of PUBLIC_LANGS) {
    const response = await request.get(embedPath(lang, 'NL'))
    expect(response.status()).toBe(200)
    const headers = response.headers()
    expect(headers['content-security-policy']).toContain('frame-ancestors *')
    expect(headers['content-security-policy']).not.toContain('script-src')
    expect(headers['x-frame-options']).toBeUndefined()
    expect(headers['cross-origin-resource-policy']).toBe('cross-origin')
    expect((await response.body()).length).toBeLessThanOrEqual(40 * 1024)
    const body = await response.text()
    expect(body).not.toMatch(/<(script|form|input|button)\b/i)
  }
  for (const path of [
    '/',
    publicPath('/{-$lang}/updates', 'de'),
    publicPath('/{-$lang}/act', 'fr'),
    countryPath('DE', 'de'),
    calendarPath('en'),
  ]) {
    const headers = (await request.get(path)).headers()
    expect(headers['x-frame-options'], path).toBe('DENY')
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'")
  }
  const badge = await request.get(badgePath('nl'))
  expect(badge.headers()['content-type']).toBe('image/svg+xml; charset=utf-8')
  expect(badge.headers()['cross-origin-resource-policy']).toBe('cross-origin')
})

test('the embed code is shown as text on the action index and on each country page', async ({ request }) => {
  const index = await (await request.get(publicPath('/{-$lang}/act', 'nl'))).text()
  expect(index).toMatch(/data-embed-code="tracker"[\s\S]*?&lt;iframe src=&quot;https?:\/\/[^&]+\/embed\/nl\/tracker&quot;/)
  expect(index).toMatch(/&lt;img src=&quot;https?:\/\/[^&]+\/embed\/nl\/tracker\.svg&quot;/)
  const country = await (await request.get(countryPath('DE', 'de'))).text()
  expect(country).toMatch(/data-embed-code="DE"[\s\S]*?&lt;iframe src=&quot;https?:\/\/[^&]+\/embed\/de\/de&quot;/)
})

test('the calendar: text/calendar, CRLF, read by ical.js, the updates page’s entries', async ({ request }) => {
  const response = await request.get(calendarPath('fr'))
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const text = await response.text()
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75 && !line.includes('\n'))).toBe(true)
  const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')
  const updates = await (await request.get(publicPath('/{-$lang}/updates', 'fr'))).text()
  const ids = [...updates.matchAll(/data-update="([^"]+)"/g)].map((m) => m[1]!)
  const uids = events.map((e) => String(e.getFirstPropertyValue('uid')))
  for (const id of ids) expect(uids).toContain(`update-${id}-fr@chatcontrol.info`)
  // Linked from the updates page and the home page's timeline.
  expect(updates).toContain(`href="${calendarPath('fr')}"`)
  expect(await (await request.get('/fr')).text()).toContain(`href="${calendarPath('fr')}"`)
})

test('open data: JSON for any origin, the same facts as the pages, linked from the updates page and every country page', async ({
  request,
}) => {
  const positions = await request.get(dataPath('positions'))
  expect(positions.headers()['content-type']).toBe('application/json; charset=utf-8')
  expect(positions.headers()['access-control-allow-origin']).toBe('*')
  const data = (await positions.json()) as { states: Array<{ code: string; status: string }>; $schema: string }
  const home = await (await request.get('/')).text()
  const tracker = Object.fromEntries([...home.matchAll(/data-country="([A-Z]{2})" data-status="([a-z]+)"/g)].map((m) => [m[1], m[2]]))
  expect(Object.keys(tracker)).toHaveLength(27)
  expect(Object.fromEntries(data.states.map((s) => [s.code, s.status]))).toEqual(tracker)
  expect((await request.get(new URL(data.$schema).pathname)).status()).toBe(200)

  const updates = (await (await request.get(dataPath('updates'))).json()) as { updates: Array<{ id: string }> }
  const page = await (await request.get(publicPath('/{-$lang}/updates', 'en'))).text()
  expect(updates.updates.map((u) => u.id)).toEqual([...page.matchAll(/data-update="([^"]+)"/g)].map((m) => m[1]))
  expect(page).toContain(`href="${dataPath('positions')}"`)
  const meps = (await (await request.get(dataPath('meps'))).json()) as { states: Array<{ code: string; meps: unknown[] }> }
  const germany = await (await request.get(countryPath('DE', 'en'))).text()
  expect(germany).toContain(`href="${dataPath('meps')}"`)
  expect(meps.states.find((s) => s.code === 'DE')!.meps.length).toBe([...germany.matchAll(/europarl\.europa\.eu\/meps\/en\/\d+"/g)].length)
})

test('share links load nothing from a third party until clicked; the share image is the country’s', async ({ page, baseURL }) => {
  const foreign: string[] = []
  page.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url())
  })
  await page.goto(countryPath('NL', 'nl'))
  const links = page.locator('[data-share] a')
  await expect(links).toHaveCount(6)
  const hrefs = await links.evaluateAll((els) => els.map((e) => (e as HTMLAnchorElement).href))
  expect(hrefs[0]).toMatch(/^mailto:\?subject=/)
  for (const href of hrefs) expect(decodeURIComponent(href)).toContain(`/nl/actie/nederland`)
  expect(foreign).toEqual([])
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(new URL(image!).pathname).toBe(shareImagePath('nl', 'NL'))
  const png = await page.request.get(shareImagePath('nl', 'NL'))
  expect(png.headers()['content-type']).toBe('image/png')
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG')
})
