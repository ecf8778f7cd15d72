import { describe, expect, it } from 'vitest'
import { pageVariantFor, readsQuery, variantFile } from '~/http/query'
import { isAppPath, SERVER_ROUTES } from '~/http/routes'

describe('readsQuery: which query strings change a page', () => {
  it.each([
    '',
    '?',
    '?utm_source=share&utm_medium=social&utm_campaign=x',
    '?fbclid=IwAR0abc',
    '?gclid=abc&gclid=def',
    '?mc_eid=1&ref=mastodon',
    '?q=encryption',
    '?utm_source=%E2%9C%93&x=%zz',
    '?newsletterx=success',
    '?newsletter',
  ])('%s does not (prerendered bytes)', (query) => {
    // `?newsletter` without a value still names the parameter: the app reads it.
    expect(readsQuery(query)).toBe(query === '?newsletter')
  })

  it.each(['?newsletter=success', '?utm_source=a&newsletter=invalid', '?token=abc', '?%6Eewsletter=success', '?fbclid=1&token=x&token=y'])(
    '%s does (the app answers)',
    (query) => expect(readsQuery(query)).toBe(true),
  )
})

describe('isAppPath', () => {
  it('knows the server routes, the health check and server functions', () => {
    for (const path of SERVER_ROUTES) expect(isAppPath(path)).toBe(true)
    expect(isAppPath('/healthz')).toBe(true)
    expect(isAppPath('/_serverFn/abc')).toBe(true)
  })
  it('does not know scanner paths or pages', () => {
    for (const path of ['/wp-login.php', '/.env', '/robots.txt/x', '/nl', '/healthz/']) expect(isAppPath(path)).toBe(false)
  })
})

describe('pageVariantFor: which prerendered document answers', () => {
  it.each([
    ['', ''],
    ['?fbclid=1&utm_source=x', ''],
    ['?newsletter=success', 'newsletter-success'],
    ['?utm_source=x&newsletter=invalid', 'newsletter-invalid'],
    ['?newsletter=error#newsletter', null],
    ['?newsletter=bogus', null],
    ['?newsletter=success&newsletter=error', null],
    ['?%22newsletter%22=success', ''],
    ['?token=abc', null],
    ['?newsletter=success&token=abc', null],
  ] as const)('%s → %s', (query, expected) => expect(pageVariantFor(query)).toBe(expected))

  it('names variant files beside the page', () => {
    expect(variantFile('/', 'newsletter-success')).toBe('/index.newsletter-success.html')
    expect(variantFile('/nl/beste-vpns', 'newsletter-error')).toBe('/nl/beste-vpns/index.newsletter-error.html')
  })
})
