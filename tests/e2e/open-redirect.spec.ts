import { expect, test } from '@playwright/test'
import { siteLocation } from '../../app/app-http/redirect'
import { rawGet } from './raw-http'

/**
 * No open redirects (docs/security.md): hostile paths, sent byte for byte on a socket to the
 * production server, never get a Location to another origin — they are a page's redirect
 * or the localized not-found page. The not-found page's Go Back link takes only a Referer
 * that is one of our pages, and that answer is never stored by a shared cache.
 */
const PROBES = [
  '//evil.example/',
  '//evil.example',
  '/\\evil.example/',
  '///evil.example/',
  '/\\/evil.example/',
  '//evil.example/nl/',
  '//evil.example/%2F..',
  '/%2F%2Fevil.example/',
  '/%5Cevil.example/',
  '/%5C%5Cevil.example/',
  '/nl//evil.example/',
  '/en//evil.example/',
  '/en/\\evil.example',
  '/fr/\\\\evil.example/',
  '/\u2215\u2215evil.example/',
  '/\uFF0F\uFF0Fevil.example/',
  '/@evil.example/',
  '/nl@evil.example/',
  '/https:evil.example/',
  '/http://evil.example/',
  '/fr/?x=//evil.example',
  '//evil.example/?newsletter=success',
  '//evil.example/?newsletter=a&newsletter=a',
  '/\\evil.example/?token=abc',
]

test('hostile paths never redirect to another origin', async ({ baseURL }) => {
  for (const path of PROBES) {
    const response = await rawGet(baseURL!, path)
    const location = response.headers.location
    if (location !== undefined) {
      expect(siteLocation(location), `${path} → ${response.status} ${location}`).toBe(location)
      expect(new URL(location, 'https://chatcontrol.info/x/y').origin, path).toBe('https://chatcontrol.info')
    } else {
      expect([400, 404], `${path} → ${response.status}`).toContain(response.status)
    }
  }
  // The issue's own probes: the localized not-found page, not a redirect.
  for (const path of ['//evil.example/', '/\\evil.example/', '///evil.example/', '/\\/evil.example/', '//evil.example/nl/']) {
    const response = await rawGet(baseURL!, path)
    expect(response.status, path).toBe(404)
    expect(response.body, path).toContain('<html lang="en"')
  }
  // The slug table's redirects still work.
  const trailing = await rawGet(baseURL!, '/fr/best-vpns/?utm_source=x')
  expect(trailing.status).toBe(308)
  expect(trailing.headers.location).toBe('/fr/meilleurs-vpns?utm_source=x')
})

test('control characters in the path never reach a Location', async ({ baseURL }) => {
  for (const path of ['/\t/evil.example/', '/%09/evil.example/', '/%0A/evil.example/', '/%0D%0ALocation:%20//evil.example/']) {
    const response = await rawGet(baseURL!, path)
    expect(response.headers.location, path).toBeUndefined()
    expect(response.status, path).toBeGreaterThanOrEqual(400)
    expect(response.status, path).toBeLessThan(500)
  }
})

test('the language switch and its hostile inputs answer a page of this site', async ({ request }) => {
  for (const path of [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    '/%2F%2Fevil.example',
    '/nl\t/evil',
    '\u2215\u2215evil.example',
  ]) {
    const response = await request.get(`/language?lang=fr&path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
    expect(response.status()).toBe(303)
    expect(response.headers().location, path).toBe('/fr')
  }
})

test('Go Back takes only a Referer that is one of our pages, and that answer is private', async ({ baseURL }) => {
  const host = new URL(baseURL!).host
  const ours = await rawGet(baseURL!, '/nl/bestaat-niet', { referer: `http://${host}/nl/beste-vpns?x=1` })
  expect(ours.status).toBe(404)
  expect(ours.headers['cache-control']).toBe('private, no-store')
  expect(ours.body).toMatch(/href="\/nl\/beste-vpns\?x=1"[^>]*data-go-back/)

  for (const referer of [
    `http://${host}//evil.example/x`,
    `http://${host}/\\evil.example/x`,
    `http://${host}/%2F%2Fevil.example`,
    `http://${host}/no-such-page`,
    'https://evil.example/nl',
    `http://${host}.evil.example/nl`,
  ]) {
    const response = await rawGet(baseURL!, '/nl/bestaat-niet', { referer })
    expect(response.status, referer).toBe(404)
    // The language's home page: the link as the build wrote it.
    expect(response.body, referer).toMatch(/href="\/nl"[^>]*data-go-back/)
  }
})
