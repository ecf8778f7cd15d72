import type { LanguageCode } from './languages'

/**
 * Country (ISO 3166-1 alpha-2) → site language, docs/product.md#business-constants. The explicit English list
 * covers the English-speaking countries and the EU/EEA countries whose language the
 * site does not offer; any other country also gives English. One line per language
 * group, as a table (the formatter leaves it alone).
 */
// prettier-ignore
export const COUNTRY_LANGUAGE: Readonly<Record<string, LanguageCode>> = {
  NL: 'NL',
  DE: 'DE', AT: 'DE', CH: 'DE', LI: 'DE',
  FR: 'FR', BE: 'FR', LU: 'FR', MC: 'FR',
  GB: 'EN', US: 'EN', IE: 'EN', CA: 'EN', AU: 'EN', NZ: 'EN', MT: 'EN', CY: 'EN',
  IT: 'EN', ES: 'EN', PT: 'EN', PL: 'EN', SE: 'EN', DK: 'EN', FI: 'EN', NO: 'EN', IS: 'EN',
  CZ: 'EN', SK: 'EN', HU: 'EN', RO: 'EN', BG: 'EN', GR: 'EN', HR: 'EN', SI: 'EN',
  EE: 'EN', LV: 'EN', LT: 'EN',
}

/** Any unmapped, empty or malformed country code gives English. */
export function countryToLanguage(countryCode: string | null | undefined): LanguageCode {
  if (typeof countryCode !== 'string') return 'EN'
  return COUNTRY_LANGUAGE[countryCode.trim().toUpperCase()] ?? 'EN'
}
