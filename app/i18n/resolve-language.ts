import { COUNTRY_LANGUAGE, countryToLanguage } from './country-language'
import { LANGUAGES, STORED_LANG_CODES, toStoredCode, type StoredLangCode } from './languages'

/** localStorage keys, docs/product.md#stored-preferences. */
export const PREFERRED_KEY = 'preferred-language'
export const DETECTED_KEY = 'detected-language'

/** Browser tags per language, docs/product.md#languages (the language list's data). */
export const BROWSER_TAGS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  LANGUAGES.map((l) => [toStoredCode(l.lang), l.browserTags]),
)

export interface LanguageTables {
  codes: readonly string[]
  browserTags: Readonly<Record<string, readonly string[]>>
  countries: Readonly<Record<string, string>>
}

export const LANGUAGE_TABLES: LanguageTables = {
  codes: STORED_LANG_CODES,
  browserTags: BROWSER_TAGS,
  countries: COUNTRY_LANGUAGE,
}

type ResolutionSource = 'manual' | 'stored' | 'browser' | 'geolocation' | 'fallback'

export interface Resolution {
  language: StoredLangCode
  source: ResolutionSource
}

export interface SyncInput {
  preferred: string | null | undefined
  detected: string | null | undefined
  browserLanguages: readonly string[] | null | undefined
}

/**
 * Steps 1–3 of docs/product.md#language-resolution (manual → stored detected → browser), with no I/O.
 * Returns null when only geolocation can decide.
 *
 * This function must stay self-contained (no reference to anything outside its
 * body): its source is also inlined into the page head (see pre-paint.ts) so the
 * browser decides before the first paint with exactly this code.
 */
export function resolveLanguageSync(input: SyncInput, tables: LanguageTables): Resolution | null {
  const valid = (v: unknown): v is StoredLangCode => typeof v === 'string' && tables.codes.indexOf(v) !== -1
  if (valid(input.preferred)) return { language: input.preferred, source: 'manual' }
  if (valid(input.detected)) return { language: input.detected, source: 'stored' }

  const tags: string[] = []
  for (const raw of input.browserLanguages ?? []) if (typeof raw === 'string' && raw) tags.push(raw.toLowerCase())
  const codes = tables.codes as StoredLangCode[]
  // Pass 1: the full tag, as listed in docs/product.md#languages (en-GB, nl-BE, …).
  for (const tag of tags)
    for (const code of codes)
      if ((tables.browserTags[code] ?? []).some((t) => t.toLowerCase() === tag)) return { language: code, source: 'browser' }
  // Pass 2: the base language (de-LU → de).
  for (const tag of tags) {
    const base = tag.split('-')[0]
    for (const code of codes) if (code.toLowerCase() === base) return { language: code, source: 'browser' }
  }
  // Pass 3: the region, through the country table (it-CH → CH → DE).
  for (const tag of tags) {
    const parts = tag.split('-')
    for (let i = 1; i < parts.length; i++) {
      const region = (parts[i] ?? '').toUpperCase()
      const mapped = region.length === 2 ? tables.countries[region] : undefined
      if (valid(mapped)) return { language: mapped, source: 'browser' }
    }
  }
  return null
}

/** localStorage-shaped access; every call may throw (private mode, disabled storage). */
export interface LanguageStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

function safeStorage(storage: LanguageStorage | null | undefined): LanguageStorage {
  return {
    getItem: (k) => {
      try {
        return storage?.getItem(k) ?? null
      } catch {
        return null
      }
    },
    setItem: (k, v) => {
      try {
        storage?.setItem(k, v)
      } catch {
        /* storage full or disabled: the choice just is not remembered */
      }
    },
    removeItem: (k) => {
      try {
        storage?.removeItem(k)
      } catch {
        /* see setItem */
      }
    },
  }
}

export interface ResolveDeps {
  storage: LanguageStorage
  browserLanguages: readonly string[]
  /** Resolves to a country code; rejects on non-OK, abort or network error. */
  geolocate: () => Promise<string | null | undefined>
}

export const GEOLOCATION_ERROR = 'Could not detect language'

/** The whole of docs/product.md#language-resolution. Never rejects. */
export async function resolveLanguage(deps: ResolveDeps): Promise<Resolution> {
  const storage = safeStorage(deps.storage)
  const input = {
    preferred: storage.getItem(PREFERRED_KEY),
    detected: storage.getItem(DETECTED_KEY),
    browserLanguages: deps.browserLanguages,
  }
  const sync = resolveLanguageSync(input, LANGUAGE_TABLES)
  if (sync) {
    if (sync.source === 'browser') storage.setItem(DETECTED_KEY, sync.language)
    return sync
  }
  try {
    const country = await deps.geolocate()
    if (!country) throw new Error(GEOLOCATION_ERROR)
    const language = countryToLanguage(country)
    storage.setItem(DETECTED_KEY, language)
    return { language, source: 'geolocation' }
  } catch {
    // docs/product.md#error-catalogue: internal message only, no visible error.
    const detected = storage.getItem(DETECTED_KEY)
    const valid = STORED_LANG_CODES.find((c) => c === detected)
    return { language: valid ?? 'EN', source: 'fallback' }
  }
}

/** docs/product.md#manual-language-change: remember the choice, forget the detection. */
export function rememberManualChoice(storage: LanguageStorage, language: StoredLangCode): void {
  const s = safeStorage(storage)
  s.setItem(PREFERRED_KEY, language)
  s.removeItem(DETECTED_KEY)
}
