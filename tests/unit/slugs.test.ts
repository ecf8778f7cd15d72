import { describe, expect, it } from 'vitest'
import {
  ALL_PUBLIC_PATHS,
  COUNTRY_PUBLIC_PATHS,
  COUNTRY_ROUTE_ID,
  countryPath,
  PAGE_ROUTE_IDS,
  SLUGS,
  findByPublicPath,
  internalPath,
  langOfPath,
  publicPath,
  resolvePublicPath,
  switchLanguagePath,
  toInternalPathname,
  toPublicPathname,
} from '~/i18n/slugs'
import { DEFAULT_LANG, isBorrowed, LANGS } from '~/i18n/languages'
import { sanitizePathname } from '~/i18n/rewrite'
import { MEMBER_STATES } from '~/content/member-states'

// The table of docs/product.md#routes-and-translated-paths, written out once here as the independent expectation.
const SPEC_TABLE: Array<[string, string, string, string]> = [
  ['/', '/nl', '/de', '/fr'],
  ['/best-vpns', '/nl/beste-vpns', '/de/beste-vpns', '/fr/meilleurs-vpns'],
  ['/encrypted-email', '/nl/versleutelde-email', '/de/verschluesselte-email', '/fr/email-chiffre'],
  ['/password-managers', '/nl/wachtwoordbeheerders', '/de/passwort-manager', '/fr/gestionnaires-mots-de-passe'],
  ['/secure-cloud-storage', '/nl/veilige-cloud-opslag', '/de/sicherer-cloud-speicher', '/fr/stockage-cloud-securise'],
  ['/blog', '/nl/blog', '/de/blog', '/fr/blog'],
  ['/privacy-policy', '/nl/privacybeleid', '/de/datenschutz', '/fr/politique-confidentialite'],
  ['/terms', '/nl/voorwaarden', '/de/nutzungsbedingungen', '/fr/conditions-utilisation'],
  ['/affiliate-disclosure', '/nl/affiliate-verklaring', '/de/affiliate-offenlegung', '/fr/divulgation-affilie'],
  ['/contact', '/nl/contact', '/de/kontakt', '/fr/contact'],
]
// Beyond the specification's table: what happened after the as-of date (docs/product.md#updates).
const UPDATES_ROW: [string, string, string, string] = ['/updates', '/nl/ontwikkelingen', '/de/entwicklungen', '/fr/evolutions']
// Act now (docs/product.md#act-now): the index; the member states' pages are tested below.
const ACT_ROW: [string, string, string, string] = ['/act', '/nl/actie', '/de/handeln', '/fr/agir']
const ALL_ROWS = [...SPEC_TABLE, UPDATES_ROW, ACT_ROW]
/** The table's columns: the languages of the specification. A language added later is checked against the slug table itself (below). */
const TABLE_LANGS = ['en', 'nl', 'de', 'fr'] as const
const tableLangs = (lang: string) => (TABLE_LANGS as readonly string[]).includes(lang)

describe('slug table', () => {
  it('has the 10 pages of docs/product.md#routes-and-translated-paths, the updates page and the action index, each in every language, each path unique', () => {
    expect(PAGE_ROUTE_IDS).toHaveLength(12)
    expect(new Set(ALL_PUBLIC_PATHS).size).toBe(PAGE_ROUTE_IDS.length * LANGS.length)
    expect(ALL_PUBLIC_PATHS.filter((p) => tableLangs(langOfPath(p))).sort()).toEqual(ALL_ROWS.flat().sort())
  })

  it('gives a language beyond the table its own prefix and its slugs (a borrowed language: the English ones), both ways', () => {
    for (const lang of LANGS.filter((l) => !tableLangs(l))) {
      for (const id of PAGE_ROUTE_IDS) {
        const pub = publicPath(id, lang)
        const slug = isBorrowed(lang) ? SLUGS[id][DEFAULT_LANG] : (SLUGS[id] as Record<string, string>)[lang]!
        expect(pub).toBe(`/${lang}${slug ? `/${slug}` : ''}`)
        expect(resolvePublicPath(pub)).toEqual({ kind: 'page', routeId: id, lang })
        expect(toPublicPathname(toInternalPathname(pub))).toBe(pub)
      }
    }
  })

  it.each(ALL_ROWS)('maps both ways: %s | %s | %s | %s', (...paths) => {
    const english = paths[0]!
    const ref = findByPublicPath(english)!
    if (ref.routeId === COUNTRY_ROUTE_ID) throw new Error(`${english} is a member state's page, not a row of the table`)
    TABLE_LANGS.forEach((lang, i) => {
      const pub = paths[i]!
      expect(publicPath(ref.routeId, lang)).toBe(pub)
      const internal = internalPath(ref.routeId, lang)
      expect(toInternalPathname(pub)).toBe(internal)
      expect(toPublicPathname(internal)).toBe(pub)
      expect(resolvePublicPath(pub)).toEqual({ kind: 'page', routeId: ref.routeId, lang })
      expect(langOfPath(pub)).toBe(lang)
      // Internal paths keep the prefix and use the English slug.
      expect(internal).toBe(lang === 'en' ? english : `/${lang}${english === '/' ? '' : english}`)
    })
  })

  it('every route id has a slug in every language', () => {
    for (const id of PAGE_ROUTE_IDS) for (const l of LANGS.filter((l) => !isBorrowed(l))) expect(typeof SLUGS[id][l]).toBe('string')
  })
})

describe('resolvePublicPath (server answers)', () => {
  it.each([
    ['/fr/best-vpns', '/fr/meilleurs-vpns'],
    ['/de/privacy-policy', '/de/datenschutz'],
    ['/nl/terms', '/nl/voorwaarden'],
    ['/en/terms', '/terms'],
    ['/en', '/'],
    ['/nl/', '/nl'],
    ['/best-vpns/', '/best-vpns'],
    ['/fr/best-vpns/', '/fr/meilleurs-vpns'],
  ])('%s → 308 %s', (from, to) => {
    expect(resolvePublicPath(from)).toEqual({ kind: 'redirect', location: to })
  })

  it.each([
    ['/de/meilleurs-vpns', 'de'],
    ['/es/best-vpns', 'en'],
    ['/es', 'en'],
    ['/nope', 'en'],
    ['/FR/meilleurs-vpns', 'en'],
    ['/fr/nope', 'fr'],
    ['/nl/beste-vpns/extra', 'nl'],
  ])('%s is not found, rendered in %s', (path, lang) => {
    expect(resolvePublicPath(path)).toEqual({ kind: 'not-found', lang })
  })
})

describe('switchLanguagePath (docs/product.md#manual-language-change)', () => {
  it('maps through the English page', () => {
    expect(switchLanguagePath('/best-vpns', 'fr')).toBe('/fr/meilleurs-vpns')
    expect(switchLanguagePath('/fr/meilleurs-vpns', 'de')).toBe('/de/beste-vpns')
    expect(switchLanguagePath('/de/datenschutz', 'en')).toBe('/privacy-policy')
    expect(switchLanguagePath('/nl', 'en')).toBe('/')
    expect(switchLanguagePath('/', 'nl')).toBe('/nl')
  })
  it('without a mapping: English path for English, prefixed path otherwise', () => {
    expect(switchLanguagePath('/unknown/page', 'nl')).toBe('/nl/unknown/page')
    expect(switchLanguagePath('/fr/inconnu', 'en')).toBe('/inconnu')
    expect(switchLanguagePath('/fr/inconnu', 'de')).toBe('/de/inconnu')
  })
})

describe('sanitizePathname (docs/product.md#malformed-paths)', () => {
  it.each(['/%E0%A4%A', '/%', '/%c0%af', '/a/%ZZ/b'])('turns %s into a decodable path', (bad) => {
    const clean = sanitizePathname(bad)
    expect(() => decodeURIComponent(clean)).not.toThrow()
    expect(decodeURIComponent(clean)).toBe(bad)
  })
  it('leaves valid paths alone', () => {
    expect(sanitizePathname('/fr/meilleurs-vpns')).toBe('/fr/meilleurs-vpns')
    expect(sanitizePathname('/%00')).toBe('/%00')
  })
})

describe("the member states' action pages", () => {
  it('gives each of the 27 states one page per language under the action index, each path unique', () => {
    expect(COUNTRY_PUBLIC_PATHS).toHaveLength(27 * LANGS.length)
    expect(new Set(COUNTRY_PUBLIC_PATHS).size).toBe(COUNTRY_PUBLIC_PATHS.length)
    expect(countryPath('DE', 'en')).toBe('/act/germany')
    expect(countryPath('DE', 'de')).toBe('/de/handeln/deutschland')
    expect(countryPath('NL', 'fr')).toBe('/fr/agir/pays-bas')
  })
  it('gives every state its own segment in every language of the list (a borrowed language takes English’s)', () => {
    const missing = MEMBER_STATES.flatMap((state) =>
      LANGS.filter((l) => !isBorrowed(l) && !(state.segments as Partial<Record<string, string>>)[l]).map(
        (l) => `${state.code}: segments.${l}`,
      ),
    )
    expect(missing, 'app/content/member-states.ts').toEqual([])
  })
  it('maps both ways: the public path to the router path with English segments, and back', () => {
    expect(toInternalPathname('/de/handeln/deutschland')).toBe('/de/act/germany')
    expect(toPublicPathname('/de/act/germany')).toBe('/de/handeln/deutschland')
    expect(toInternalPathname('/act/germany')).toBe('/act/germany')
    for (const path of COUNTRY_PUBLIC_PATHS) expect(toPublicPathname(toInternalPathname(path))).toBe(path)
  })
  it('switches language to the same state, and redirects the English segments under a prefix', () => {
    expect(switchLanguagePath('/de/handeln/deutschland', 'fr')).toBe('/fr/agir/allemagne')
    expect(switchLanguagePath('/fr/agir/allemagne', 'en')).toBe('/act/germany')
    expect(resolvePublicPath('/de/act/germany')).toEqual({ kind: 'redirect', location: '/de/handeln/deutschland' })
    expect(resolvePublicPath('/de/handeln/atlantis')).toEqual({ kind: 'not-found', lang: 'de' })
    expect(resolvePublicPath('/de/handeln/deutschland')).toEqual({ kind: 'page', routeId: COUNTRY_ROUTE_ID, lang: 'de', code: 'DE' })
  })
})
