import { LANGUAGES, toStoredCode, type StoredLangCode } from './languages'

/** An ISO 3166-1 alpha-2 country code, upper case: `'FR'`, `'BE'` (not a language). */
export type CountryCode = string

/**
 * Country → site language (its stored, upper-case code), docs/product.md#business-constants:
 * each language's `countries` in the language list (app/i18n/languages.ts). English's list
 * covers the English-speaking countries and the EU/EEA countries whose language the site
 * does not offer; any other country also gives English.
 */
export const COUNTRY_LANGUAGE: Readonly<Record<CountryCode, StoredLangCode>> = Object.fromEntries(
  LANGUAGES.flatMap((l) => l.countries.map((country) => [country, toStoredCode(l.lang)])),
)

/** Any unmapped, empty or malformed country code gives English. */
export function countryToLanguage(countryCode: CountryCode | null | undefined): StoredLangCode {
  if (typeof countryCode !== 'string') return 'EN'
  return COUNTRY_LANGUAGE[countryCode.trim().toUpperCase()] ?? 'EN'
}
