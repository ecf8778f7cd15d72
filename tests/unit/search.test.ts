import { describe, expect, it } from 'vitest'
import { normalize, umlautSpelling } from '~/search/normalize'
import { MAX_QUERY_LENGTH, MAX_RESULTS_PER_KIND, MAX_WORDS, queryWords, searchIndex, wordScore, type SearchGroup } from '~/search/match'
import { searchIndexOf } from '~/search/search-index.server'
import { homeSearchRedirect, isSearchRequest, readQuery, searchHref, searchInput } from '~/search/search-query'
import { COUNTRY_ROUTE_ID, countryPath, publicPath } from '~/i18n/slugs'
import { DEFAULT_LANG, LANGS } from '~/i18n/languages'

// The site search (docs/product.md#search): how text is compared, how a query matches the
// index, what the index of a language holds, and how its addresses are read.

/** Anna STÜRGKH, MEP for Austria (app/content/meps/AT.json). */
const STURGKH = 256839
const labels = (groups: SearchGroup[], kind: SearchGroup['kind']) => groups.find((g) => g.kind === kind)?.results.map((r) => r.label) ?? []

describe('normalize', () => {
  it('drops accents and case', () => {
    expect(normalize('Anna STÜRGKH')).toBe('anna sturgkh')
    expect(normalize('stürgkh')).toBe(normalize('Sturgkh'))
    expect(normalize('ÉLÉONORE Ñuñez Ångström')).toBe('eleonore nunez angstrom')
  })

  it('spells out the letters Unicode does not decompose', () => {
    expect(normalize('Łukasz KOHUT')).toBe('lukasz kohut')
    expect(normalize('Straße GRØN Æble')).toBe('strasse gron aeble')
    expect(normalize('GROẞMANN')).toBe('grossmann')
  })

  it('reads full-width and ligature forms as plain letters, and drops invisible characters', () => {
    expect(normalize('ｓｔüｒｇｋｈ')).toBe('sturgkh')
    expect(normalize('ﬁnd')).toBe('find')
    // Zero-width space, soft hyphen, zero-width joiner, a right-to-left override.
    expect(normalize('stür\u200Bg\u00ADk\u200Dh\u202E')).toBe('sturgkh')
  })

  it('separates words by one space, whatever stood between them', () => {
    expect(normalize('  <script>alert(1)</script>  ')).toBe('script alert 1 script')
    expect(normalize('"><img src=x onerror=alert(1)>')).toBe('img src x onerror alert 1')
    expect(normalize('\u0000\t\n')).toBe('')
  })

  it('gives a name with umlauts its second spelling', () => {
    expect(umlautSpelling('Anna STÜRGKH')).toBe('Anna STUeRGKH')
    expect(normalize(umlautSpelling('Anna STÜRGKH')!)).toBe('anna stuergkh')
    expect(umlautSpelling('Alexander BERNHUBER')).toBeUndefined()
  })
})

describe('queryWords', () => {
  it('is empty for an empty query or one without letters or digits', () => {
    expect(queryWords('')).toEqual([])
    expect(queryWords('   ')).toEqual([])
    expect(queryWords('\u0000<>"\'&')).toEqual([])
  })

  it('reads only the first MAX_QUERY_LENGTH characters and MAX_WORDS distinct words', () => {
    expect(queryWords('a'.repeat(10_000))).toEqual(['a'.repeat(MAX_QUERY_LENGTH)])
    expect(queryWords(`${'x'.repeat(MAX_QUERY_LENGTH - 3)} sturgkh`)).toEqual(['x'.repeat(MAX_QUERY_LENGTH - 3), 'st'])
    expect(queryWords('a b c d e f g h')).toHaveLength(MAX_WORDS)
    expect(queryWords('Anna anna ANNA')).toEqual(['anna'])
  })
})

describe('wordScore', () => {
  it('scores a whole word over a word start over a part of a word', () => {
    expect(wordScore('anna sturgkh', 'sturgkh')).toBe(3)
    expect(wordScore('anna sturgkh', 'sturg')).toBe(2)
    expect(wordScore('anna sturgkh', 'urgk')).toBe(1)
    expect(wordScore('anna sturgkh', 'xyz')).toBe(0)
  })

  it('lets a short word match only at the start of a word', () => {
    expect(wordScore('anna sturgkh', 'an')).toBe(2)
    expect(wordScore('alexander bernhuber', 'er')).toBe(0)
  })
})

describe('the index of a language', () => {
  it('finds Anna STÜRGKH however her name is typed, shown as people write it, leading to her card on the Austrian page', async () => {
    const index = await searchIndexOf('en')
    for (const query of ['stürgkh', 'Sturgkh', 'sturgkh', 'STÜRGKH', 'stuergkh', 'Anna Stürgkh', 'sturgkh anna', 'stur']) {
      const meps = searchIndex(index, query).find((g) => g.kind === 'mep')
      expect(meps?.results[0], query).toMatchObject({
        label: 'Anna Stürgkh',
        target: { routeId: COUNTRY_ROUTE_ID, code: 'AT', hash: `mep-${STURGKH}` },
      })
    }
    expect(`${countryPath('AT', 'en')}#mep-${STURGKH}`).toBe(`/act/austria#mep-${STURGKH}`)
  })

  it('needs every word of a two-word query in one entry', async () => {
    const index = await searchIndexOf('en')
    expect(labels(searchIndex(index, 'anna sturgkh'), 'mep')).toEqual(['Anna Stürgkh'])
    expect(searchIndex(index, 'sturgkh nordvpn')).toEqual([])
  })

  it('finds a member state by its name in the page language and in the other site languages', async () => {
    const nl = await searchIndexOf('nl')
    expect(labels(searchIndex(nl, 'oostenrijk'), 'state')).toEqual(['Oostenrijk'])
    expect(labels(searchIndex(nl, 'Österreich'), 'state')).toEqual(['Oostenrijk'])
    const en = await searchIndexOf('en')
    expect(searchIndex(en, 'deutschland').find((g) => g.kind === 'state')?.results[0]).toMatchObject({
      label: 'Germany',
      target: { routeId: COUNTRY_ROUTE_ID, code: 'DE' },
    })
  })

  it('finds tools and the tools pages, and the updates', async () => {
    const en = await searchIndexOf('en')
    expect(searchIndex(en, 'nordvpn').find((g) => g.kind === 'tool')?.results[0]).toMatchObject({
      label: 'NordVPN',
      target: { routeId: '/{-$lang}', hash: 'tools-vpn' },
    })
    const vpn = searchIndex(en, 'vpn').find((g) => g.kind === 'tool')!
    expect(vpn.results.map((r) => r.target)).toContainEqual({ routeId: '/{-$lang}/best-vpns' })
    const updates = searchIndex(en, 'Regulation 2026/1881').find((g) => g.kind === 'update')!
    expect(updates.results[0]?.target).toEqual({ routeId: '/{-$lang}/updates', hash: 'regulation-2026-1881-2026' })
  })

  it('shows at most MAX_RESULTS_PER_KIND of a kind and counts them all', async () => {
    const en = await searchIndexOf('en')
    const meps = searchIndex(en, 'a').find((g) => g.kind === 'mep')!
    expect(meps.results).toHaveLength(MAX_RESULTS_PER_KIND)
    expect(meps.total).toBeGreaterThan(MAX_RESULTS_PER_KIND)
  })

  it('finds nothing for an empty query, and answers a hostile one quickly', async () => {
    const en = await searchIndexOf('en')
    expect(searchIndex(en, '')).toEqual([])
    expect(searchIndex(en, '<script>alert(1)</script>').flatMap((g) => g.results)).toEqual([])
    const started = performance.now()
    for (const query of ['a'.repeat(10_000), 'a '.repeat(5_000), '\u0000'.repeat(10_000), 'ﷺ'.repeat(10_000), 'e e e e e e e e'])
      searchIndex(en, query)
    expect(performance.now() - started).toBeLessThan(250)
  })

  it('has an index in every language', async () => {
    for (const lang of LANGS) expect((await searchIndexOf(lang)).length).toBeGreaterThan(720)
  })
})

describe('the search addresses', () => {
  it('reads the query as the router parsed it', () => {
    expect(readQuery('sturgkh')).toBe('sturgkh')
    expect(readQuery(2026)).toBe('2026')
    expect(readQuery(true)).toBe('true')
    expect(readQuery(['a', 'b'])).toBe('')
    expect(readQuery({ a: 1 })).toBe('')
    expect(readQuery(undefined)).toBe('')
    expect(readQuery('x'.repeat(10_000))).toHaveLength(MAX_QUERY_LENGTH)
    // Controls, invisible and direction characters, lone surrogates: never shown.
    expect(readQuery('a\u0000b\nc\u202Ed\u200Be\uD800f')).toBe('abcdef')
  })

  it("reads the server function's input, whatever a client sends", () => {
    expect(searchInput({ q: 'sturgkh', lang: 'de' })).toEqual({ q: 'sturgkh', lang: 'de' })
    expect(searchInput({ q: 'x'.repeat(500), lang: 'xx' })).toEqual({ q: 'x'.repeat(MAX_QUERY_LENGTH), lang: DEFAULT_LANG })
    expect(searchInput(null)).toEqual({ q: '', lang: DEFAULT_LANG })
    expect(searchInput('q=1')).toEqual({ q: '', lang: DEFAULT_LANG })
  })

  it("leads a home page's ?q= to the search page of its language, the query cut and the rest dropped", () => {
    expect(homeSearchRedirect('/', '?q=st%C3%BCrgkh')).toBe(`${publicPath('/{-$lang}/search', 'en')}?q=st%C3%BCrgkh`)
    expect(homeSearchRedirect('/nl', '?utm_source=x&q=anna+sturgkh')).toBe(`${publicPath('/{-$lang}/search', 'nl')}?q=anna+sturgkh`)
    expect(homeSearchRedirect('/de', '?q=')).toBe(publicPath('/{-$lang}/search', 'de'))
    expect(homeSearchRedirect('/fr', `?q=${'x'.repeat(10_000)}`)).toBe(
      `${publicPath('/{-$lang}/search', 'fr')}?q=${'x'.repeat(MAX_QUERY_LENGTH)}`,
    )
    expect(homeSearchRedirect('/', '?%71=sturgkh')).toBe(`${publicPath('/{-$lang}/search', 'en')}?q=sturgkh`)
    expect(homeSearchRedirect('/', '?utm_source=share')).toBeUndefined()
    expect(homeSearchRedirect('/best-vpns', '?q=vpn')).toBeUndefined()
    expect(homeSearchRedirect('/nope', '?q=x')).toBeUndefined()
  })

  it('sends the search page to the app only with a query', () => {
    const search = publicPath('/{-$lang}/search', 'nl')
    expect(search).toBe('/nl/zoeken')
    expect(isSearchRequest(search, '?q=sturgkh')).toBe(true)
    expect(isSearchRequest(search, '?q=')).toBe(false)
    expect(isSearchRequest(search, '')).toBe(false)
    expect(isSearchRequest(search, '?utm_source=x')).toBe(false)
    expect(isSearchRequest('/nl', '?q=sturgkh')).toBe(false)
    expect(searchHref('en', '<script>')).toBe('/search?q=%3Cscript%3E')
    expect(searchHref('fr', '')).toBe('/fr/recherche')
  })
})
