import { describe, expect, it, vi } from 'vitest'
import {
  BROWSER_TAGS,
  DETECTED_KEY,
  LANGUAGE_TABLES,
  PREFERRED_KEY,
  rememberManualChoice,
  resolveLanguage,
  resolveLanguageSync,
  type LanguageStorage,
} from '~/i18n/resolve-language'
import { countryToLanguage } from '~/i18n/country-language'
import { LANGUAGES, toStoredCode } from '~/i18n/languages'

/**
 * The language a country gets where the specification's table says English because the site
 * does not offer that country's language (Italy, Poland, Spain …): English while no language of
 * the list claims the country, that language once one does (app/i18n/languages.ts, `countries`).
 */
const unlessOffered = (country: string): string =>
  toStoredCode(LANGUAGES.find((l) => l.lang !== 'en' && (l.countries as readonly string[]).includes(country))?.lang ?? 'en')

function memoryStorage(initial: Record<string, string> = {}): LanguageStorage & { data: Record<string, string> } {
  const data = { ...initial }
  return {
    data,
    getItem: (k) => (k in data ? data[k]! : null),
    setItem: (k, v) => {
      data[k] = v
    },
    removeItem: (k) => {
      delete data[k]
    },
  }
}

const sync = (preferred: string | null, detected: string | null, browserLanguages: string[]) =>
  resolveLanguageSync({ preferred, detected, browserLanguages }, LANGUAGE_TABLES)

describe('resolveLanguageSync (docs/product.md#language-resolution, steps 1–3)', () => {
  it('1. a valid stored manual preference wins over everything', () => {
    expect(sync('FR', 'DE', ['nl-NL'])).toEqual({ language: 'FR', source: 'manual' })
  })
  it('2. otherwise a valid stored detected language', () => {
    expect(sync(null, 'DE', ['nl-NL'])).toEqual({ language: 'DE', source: 'stored' })
  })
  it.each(['es', 'fr', 'en', 'ENGLISH', '', ' FR', 'Fr'])('ignores an invalid stored value %j', (bad) => {
    expect(sync(bad, bad, ['nl'])).toEqual({ language: 'NL', source: 'browser' })
  })
  it('3a. matches a full browser tag before anything else in the list', () => {
    expect(sync(null, null, ['de-AT', 'fr'])).toEqual({ language: 'DE', source: 'browser' })
  })
  it('3a. full tags are matched across the whole list before base languages', () => {
    // "de-LU" is not a listed tag, "fr-BE" is: the full-tag pass wins.
    expect(sync(null, null, ['de-LU', 'fr-BE'])).toEqual({ language: 'FR', source: 'browser' })
  })
  it('3a. tag matching ignores case', () => {
    expect(sync(null, null, ['NL-be'])).toEqual({ language: 'NL', source: 'browser' })
  })
  it('3b. falls back to the base language (de-LU → DE, en-IN → EN)', () => {
    expect(sync(null, null, ['de-LU'])).toEqual({ language: 'DE', source: 'browser' })
    expect(sync(null, null, ['es', 'en-IN'])).toEqual({ language: 'EN', source: 'browser' })
  })
  it('3c. then the region through the country table (rm-CH → DE, ca-FR → FR, eu-ES → EN)', () => {
    expect(sync(null, null, ['rm-CH'])).toEqual({ language: 'DE', source: 'browser' })
    expect(sync(null, null, ['ca-FR'])).toEqual({ language: 'FR', source: 'browser' })
    expect(sync(null, null, ['eu-ES'])).toEqual({ language: unlessOffered('ES'), source: 'browser' })
    expect(sync(null, null, ['zh-Hant-BE'])).toEqual({ language: 'FR', source: 'browser' })
  })
  it('returns null (→ geolocation) when nothing matches', () => {
    expect(sync(null, null, ['es', 'ja-JP', 'pt'])).toBeNull()
    expect(sync(null, null, [])).toBeNull()
    expect(resolveLanguageSync({ preferred: undefined, detected: undefined, browserLanguages: undefined }, LANGUAGE_TABLES)).toBeNull()
  })
  it('every browser tag of docs/product.md#languages maps to its language', () => {
    for (const [code, tags] of Object.entries(BROWSER_TAGS))
      for (const tag of tags) expect(sync(null, null, [tag])?.language, tag).toBe(code)
  })
  it('is self-contained, so it can be inlined in the page head', () => {
    const copy = new Function(`return (${resolveLanguageSync.toString()})`)() as typeof resolveLanguageSync
    expect(copy({ preferred: null, detected: null, browserLanguages: ['fr-CA'] }, LANGUAGE_TABLES)).toEqual({
      language: 'FR',
      source: 'browser',
    })
  })
})

describe('countryToLanguage (docs/product.md#business-constants)', () => {
  it.each([
    ['NL', 'NL'],
    ['DE', 'DE'],
    ['AT', 'DE'],
    ['CH', 'DE'],
    ['LI', 'DE'],
    ['FR', 'FR'],
    ['BE', 'FR'],
    ['LU', 'FR'],
    ['MC', 'FR'],
    ['GB', 'EN'],
    ['US', 'EN'],
    ['IE', 'EN'],
    ['IT', unlessOffered('IT')],
    ['PL', unlessOffered('PL')],
    ['ES', unlessOffered('ES')],
    ['JP', 'EN'],
    ['ZZ', 'EN'],
    ['', 'EN'],
    ['be', 'FR'],
  ])('%s → %s', (country, language) => {
    expect(countryToLanguage(country)).toBe(language)
  })
  it('unknown input gives English', () => {
    expect(countryToLanguage(null)).toBe('EN')
    expect(countryToLanguage(undefined)).toBe('EN')
  })
})

describe('resolveLanguage (docs/product.md#language-resolution, with geolocation and fallback)', () => {
  it('does not call geolocation when storage decides, and stores nothing new', async () => {
    const storage = memoryStorage({ [PREFERRED_KEY]: 'NL' })
    const geolocate = vi.fn()
    expect(await resolveLanguage({ storage, browserLanguages: ['de'], geolocate })).toEqual({ language: 'NL', source: 'manual' })
    expect(geolocate).not.toHaveBeenCalled()
    expect(storage.data).toEqual({ [PREFERRED_KEY]: 'NL' })
  })
  it('stores a browser match as the detected language', async () => {
    const storage = memoryStorage()
    const result = await resolveLanguage({ storage, browserLanguages: ['de-CH'], geolocate: vi.fn() })
    expect(result).toEqual({ language: 'DE', source: 'browser' })
    expect(storage.data[DETECTED_KEY]).toBe('DE')
  })
  it('4. maps the geolocated country and stores it as detected', async () => {
    const storage = memoryStorage()
    const result = await resolveLanguage({ storage, browserLanguages: ['es'], geolocate: async () => 'BE' })
    expect(result).toEqual({ language: 'FR', source: 'geolocation' })
    expect(storage.data[DETECTED_KEY]).toBe('FR')
  })
  it('5. on geolocation failure falls back to English', async () => {
    const storage = memoryStorage({ [DETECTED_KEY]: 'xx' })
    const result = await resolveLanguage({
      storage,
      browserLanguages: ['es'],
      geolocate: async () => {
        throw new Error('network')
      },
    })
    expect(result).toEqual({ language: 'EN', source: 'fallback' })
  })
  it('5. on failure uses a stored detected language that became valid meanwhile', async () => {
    const storage = memoryStorage()
    const result = await resolveLanguage({
      storage,
      browserLanguages: ['es'],
      geolocate: async () => {
        storage.setItem(DETECTED_KEY, 'DE') // e.g. written by another tab
        throw new Error('aborted')
      },
    })
    expect(result).toEqual({ language: 'DE', source: 'fallback' })
  })
  it('an empty geolocation answer is a failure', async () => {
    const result = await resolveLanguage({ storage: memoryStorage(), browserLanguages: [], geolocate: async () => null })
    expect(result).toEqual({ language: 'EN', source: 'fallback' })
  })
  it('survives a storage that throws', async () => {
    const throwing: LanguageStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(await resolveLanguage({ storage: throwing, browserLanguages: ['nl'], geolocate: vi.fn() })).toEqual({
      language: 'NL',
      source: 'browser',
    })
  })
})

describe('rememberManualChoice (docs/product.md#manual-language-change)', () => {
  it('stores the preference and clears the detected language', () => {
    const storage = memoryStorage({ [DETECTED_KEY]: 'DE' })
    rememberManualChoice(storage, 'FR')
    expect(storage.data).toEqual({ [PREFERRED_KEY]: 'FR' })
  })
})
