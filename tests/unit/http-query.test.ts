import { describe, expect, it } from 'vitest'
import { pageVariantFor, pageVariants, variantFile } from '../../server/node-http/query'
import { isAppPath, SERVER_ROUTES } from '../../app/app-http/routes'

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
    ['?', ''],
    ['?fbclid=1&utm_source=x', ''],
    ['?utm_source=share&utm_medium=social&utm_campaign=x', ''],
    ['?gclid=abc&gclid=def', ''],
    ['?mc_eid=1&ref=mastodon', ''],
    ['?q=encryption', ''],
    ['?utm_source=%E2%9C%93&x=%zz', ''],
    ['?newsletterx=success', ''],
    ['?token=abc', ''],
    ['?newsletter=confirmed&token=abc', 'newsletter-confirmed'],
    ['?%6Eewsletter=success', 'newsletter-success'],
    ['?newsletter', ''],
    ['?newsletter=success', 'newsletter-success'],
    ['?utm_source=x&newsletter=invalid', 'newsletter-invalid'],
    ['?newsletter=error#newsletter', ''],
    ['?newsletter=bogus', ''],
    ['?newsletter=success&newsletter=error', ''],
    ['?%22newsletter%22=success', ''],
    ['?newsletter=success&token=abc', 'newsletter-success'],
    // As the router reads it: a repeated value is an array (no result), a JSON string is a string.
    ['?newsletter=a&newsletter=a', ''],
    ['?newsletter=success&newsletter=success', ''],
    ['?newsletter=%22success%22', 'newsletter-success'],
    ['?newsletter=1', ''],
  ] as const)('%s → %s', (query, expected) => expect(pageVariantFor(query)).toBe(expected))

  it('gives every page the form results, and the token pages their own results too', () => {
    expect(pageVariants('/nl').map((v) => v.query)).toEqual(['?newsletter=success', '?newsletter=invalid', '?newsletter=error'])
    expect(pageVariants('/nl/nieuwsbrief/bevestigen').length).toBeGreaterThan(3)
    expect(pageVariants('/no-such-page')).toEqual([])
  })

  it('names variant files beside the page', () => {
    expect(variantFile('/', 'newsletter-success')).toBe('/index.newsletter-success.html')
    expect(variantFile('/nl/beste-vpns', 'newsletter-error')).toBe('/nl/beste-vpns/index.newsletter-error.html')
  })
})
