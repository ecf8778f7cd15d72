import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { checkedRedirect, redirect, siteLocation } from '~/app-http/redirect'
import { ALL_PUBLIC_PATHS, findByPublicPath, PRERENDERED_PATHS, resolvePublicPath } from '~/i18n/slugs'
import { sanitizePathname } from '~/i18n/rewrite'

/**
 * No open redirects (docs/security.md): whatever the path, the only Location the site
 * sends is a page of the slug table. Browsers treat `\` as `/`, drop tabs and newlines
 * from URLs and resolve `//host` to another origin, so each of those is generated here.
 */
const HOSTILE_PIECES = [
  '/',
  '//',
  '\\',
  '/\\',
  '\\/',
  '%2F',
  '%2f%2F',
  '%5C',
  '%5c',
  '%09',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u2215', // division slash
  '\u2044', // fraction slash
  '\uFF0F', // fullwidth solidus
  '\uFF3C', // fullwidth reverse solidus
  '\u3002', // ideographic full stop (a dot to IDNA)
  '@',
  ':',
  'evil.example',
  'https:',
  'javascript:alert(1)',
  '..',
  '.',
  '?',
  '#',
  'nl',
  'fr',
  'en',
  'best-vpns',
  'meilleurs-vpns',
]
const hostilePath = fc.array(fc.constantFrom(...HOSTILE_PIECES), { minLength: 1, maxLength: 8 }).map((parts) => '/' + parts.join(''))
const anyPath = fc.oneof(
  hostilePath,
  fc.string().map((s) => '/' + s),
  fc.webPath(),
)

/** Where a browser on https://chatcontrol.info/ goes for this Location. */
const browserTarget = (location: string) => new URL(location, 'https://chatcontrol.info/some/page')

describe('siteLocation: only paths of this site', () => {
  it('lets through every page of the slug table, with a query and a fragment', () => {
    for (const path of PRERENDERED_PATHS) {
      expect(siteLocation(path)).toBe(path)
      expect(siteLocation(`${path}?newsletter=success#newsletter`)).toBe(`${path}?newsletter=success#newsletter`)
    }
  })

  it('refuses other origins, however they are spelled', () => {
    for (const location of [
      '//evil.example',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      '///evil.example',
      '/\\/evil.example/',
      '/\t/evil.example',
      '/\n/evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/\u2215\u2215evil.example',
      '/\uFF0F\uFF0Fevil.example',
      'https://evil.example/',
      'http:evil.example',
      'javascript:alert(1)',
      '/@evil.example',
      '/nl@evil.example',
      '/nl:80',
      '',
      'nl',
      '/nl?x=\u2028',
      '/nl?\\evil',
    ])
      expect(siteLocation(location), JSON.stringify(location)).toBeNull()
  })

  it('reduces an absolute URL of the request’s own origin to its path', () => {
    expect(siteLocation('https://chatcontrol.info/fr', 'https://chatcontrol.info')).toBe('/fr')
    expect(siteLocation('https://chatcontrol.info.evil.example/fr', 'https://chatcontrol.info')).toBeNull()
  })

  it('whatever it lets through stays on this origin, on a page (property)', () => {
    fc.assert(
      fc.property(anyPath, fc.option(fc.string()), (path, query) => {
        const location = siteLocation(query === null ? path : `${path}?${query}`)
        if (location === null) return
        const target = browserTarget(location)
        expect(target.origin).toBe('https://chatcontrol.info')
        expect(findByPublicPath(target.pathname)).toBeDefined()
      }),
      { numRuns: 5000 },
    )
  })
})

describe('resolvePublicPath redirects only to pages (property)', () => {
  it('protocol-relative and backslash probes are not found, not redirected', () => {
    for (const path of ['//evil.example/', '/\\evil.example/', '///evil.example/', '/\\/evil.example/', '//evil.example/nl/'])
      expect(resolvePublicPath(path).kind, path).toBe('not-found')
  })

  it('every redirect of any path (as the server sanitises it) is a page of the table', () => {
    fc.assert(
      fc.property(anyPath, (raw) => {
        const resolution = resolvePublicPath(sanitizePathname(raw))
        if (resolution.kind !== 'redirect') return
        expect(siteLocation(resolution.location), raw).toBe(resolution.location)
        expect(browserTarget(resolution.location).origin).toBe('https://chatcontrol.info')
      }),
      { numRuns: 5000 },
    )
  })

  it('keeps the slug table’s own redirects', () => {
    expect(resolvePublicPath('/fr/')).toEqual({ kind: 'redirect', location: '/fr' })
    expect(resolvePublicPath('/fr/best-vpns/')).toEqual({ kind: 'redirect', location: '/fr/meilleurs-vpns' })
    expect(resolvePublicPath('/en/contact')).toEqual({ kind: 'redirect', location: '/contact' })
    expect(resolvePublicPath('/no-such/')).toEqual({ kind: 'not-found', lang: 'en' })
    for (const path of ALL_PUBLIC_PATHS)
      if (path !== '/') expect(resolvePublicPath(`${path}/`)).toEqual({ kind: 'redirect', location: path })
  })
})

describe('redirect() and checkedRedirect()', () => {
  it('builds a redirect only to a path of this site', () => {
    const ok = redirect(303, '/nl?newsletter=success#newsletter')!
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe('/nl?newsletter=success#newsletter')
    expect(ok.headers.get('cache-control')).toBe('no-store')
    expect(redirect(308, '//evil.example')).toBeNull()
  })

  it('passes other answers on and stops a redirect that would leave the site', () => {
    const url = 'https://chatcontrol.info/x'
    const page = new Response('hi')
    expect(checkedRedirect(page, url)).toBe(page)
    const away = new Response(null, { status: 307, headers: { location: '//evil.example/' } })
    expect(checkedRedirect(away, url)).toBeNull()
    const home = new Response(null, { status: 307, headers: { location: 'https://chatcontrol.info/de' } })
    expect(checkedRedirect(home, url)).toBe(home)
  })
})
