import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { languageSwitchResponse, languageSwitchTarget } from '../../app/app-http/language-switch.server'
import { ALL_PUBLIC_PATHS, findByPublicPath, refPath } from '../../app/i18n/slugs'
import { LANGS } from '../../app/i18n/languages'

const target = (query: string) => languageSwitchTarget(new URLSearchParams(query))

describe('the no-JavaScript language switch (language-switch.server.ts)', () => {
  it('maps every page to the same page in every language', () => {
    for (const path of ALL_PUBLIC_PATHS) {
      const page = findByPublicPath(path)!
      for (const lang of LANGS) expect(target(`lang=${lang}&path=${encodeURIComponent(path)}`)).toBe(refPath(page, lang))
    }
  })

  it('falls back to a home page for input that is not ours', () => {
    expect(target('lang=fr&path=//evil.example')).toBe('/fr')
    expect(target('lang=fr&path=https://evil.example/')).toBe('/fr')
    expect(target('lang=de&path=/de/unknown')).toBe('/de')
    expect(target('lang=xx&path=/nl/beste-vpns')).toBe('/nl')
    expect(target('')).toBe('/')
  })

  it('always answers a same-origin path of the slug table (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (lang, path) => {
        const location = target(new URLSearchParams({ lang, path }).toString())
        expect(findByPublicPath(location)).toBeDefined()
      }),
    )
  })

  it('answers only GET/HEAD /language, with 303 and no-store', () => {
    const url = new URL('http://x/language?lang=nl&path=/contact')
    const response = languageSwitchResponse(new Request(url), url)!
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/nl/contact')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(languageSwitchResponse(new Request(url, { method: 'POST' }), url)).toBeUndefined()
    const other = new URL('http://x/languages')
    expect(languageSwitchResponse(new Request(other), other)).toBeUndefined()
  })
})
