/**
 * The four supported languages (docs/product.md#languages). Codes are the upper-case
 * values stored in localStorage; locales are the lower-case Lingui/URL forms.
 */
export const LANGUAGE_CODES = ['EN', 'NL', 'DE', 'FR'] as const
export type LanguageCode = (typeof LANGUAGE_CODES)[number]

export const LOCALES = ['en', 'nl', 'de', 'fr'] as const
export type Locale = (typeof LOCALES)[number]

/** Locales that carry a URL prefix: English has none. */
export type PrefixedLocale = Exclude<Locale, 'en'>
export const PREFIXED_LOCALES = ['nl', 'de', 'fr'] as const satisfies readonly PrefixedLocale[]

export const DEFAULT_LOCALE: Locale = 'en'

export interface Language {
  code: LanguageCode
  locale: Locale
  /** English name of the language. */
  name: string
  /** The language's name in itself: every selector option is labelled with it. */
  nativeName: string
  /** BCP 47 tag used for <html lang>, hreflang and og:locale. */
  tag: string
  ogLocale: string
}

export const LANGUAGES: readonly Language[] = [
  { code: 'EN', locale: 'en', name: 'English', nativeName: 'English', tag: 'en', ogLocale: 'en_GB' },
  { code: 'NL', locale: 'nl', name: 'Dutch', nativeName: 'Nederlands', tag: 'nl', ogLocale: 'nl_NL' },
  { code: 'DE', locale: 'de', name: 'German', nativeName: 'Deutsch', tag: 'de', ogLocale: 'de_DE' },
  { code: 'FR', locale: 'fr', name: 'French', nativeName: 'Français', tag: 'fr', ogLocale: 'fr_FR' },
]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export function isPrefixedLocale(value: unknown): value is PrefixedLocale {
  return typeof value === 'string' && (PREFIXED_LOCALES as readonly string[]).includes(value)
}

export const codeToLocale = (code: LanguageCode): Locale => code.toLowerCase() as Locale
export const localeToCode = (locale: Locale): LanguageCode => locale.toUpperCase() as LanguageCode

export function getLanguage(locale: Locale): Language {
  return LANGUAGES.find((l) => l.locale === locale) ?? LANGUAGES[0]!
}

/** The router param for a locale: English has no prefix, so its param is undefined. */
export const langParam = (locale: Locale): PrefixedLocale | undefined => (locale === 'en' ? undefined : locale)
