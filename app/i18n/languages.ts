/**
 * How to add a language: docs/translating.md#adding-a-language.
 * THE language list (docs/product.md#languages).
 * Everything else that knows the site's languages — the router, the slug table's type,
 * the sitemap, hreflang, the feeds, the catalogs' loaders, the selectors and their flags,
 * language detection, the newsletter's validation, the Lingui configuration — derives
 * from SITE_LANGUAGES below.
 *
 * Names, one per meaning (docs/decisions/018-one-owner-for-the-language.md):
 * - `Lang`: a site language code, lower case — the URL prefix, the catalog folder, the
 *   newsletter's `language` column (`'fr'`);
 * - `StoredLangCode`: the same language in upper case, the form docs/product.md#stored-preferences
 *   keeps in localStorage (`'FR'`);
 * - `CountryCode` (country-language.ts): an ISO 3166-1 country (`'FR'`, `'BE'`).
 */

/** A flag drawn by app/ui/flag.tsx: the Union Jack or three equal stripes. */
type FlagData =
  | { kind: 'union-jack' }
  | {
      kind: 'tricolour'
      /** Top to bottom (left to right when vertical). */
      colours: readonly [string, string, string]
      /** Width : height. */
      ratio: readonly [number, number]
      vertical?: boolean
    }

interface LanguageData {
  lang: string
  /** English name of the language. */
  name: string
  /** The language's name in itself: every selector option is labelled with it. */
  nativeName: string
  /** BCP 47 tag used for <html lang>, hreflang and og:locale. */
  tag: string
  ogLocale: string
  /** Browser tags that select it (docs/product.md#languages), before the base-language match. */
  browserTags: readonly string[]
  /** ISO 3166-1 countries whose visitors get it by geolocation (docs/product.md#business-constants). */
  countries: readonly string[]
  flag: FlagData
}

// prettier-ignore
const SITE_LANGUAGES = [
  {
    lang: 'en', name: 'English', nativeName: 'English', tag: 'en', ogLocale: 'en_GB',
    browserTags: ['en', 'en-US', 'en-GB', 'en-CA', 'en-AU'],
    // English-speaking countries, and the EU/EEA countries whose language the site does not
    // offer; any other country also gives English (country-language.ts).
    countries: ['GB', 'US', 'IE', 'CA', 'AU', 'NZ', 'MT', 'CY', 'IT', 'ES', 'PT', 'PL', 'SE', 'DK', 'FI', 'NO', 'IS',
      'CZ', 'SK', 'HU', 'RO', 'BG', 'GR', 'HR', 'SI', 'EE', 'LV', 'LT'],
    flag: { kind: 'union-jack' },
  },
  {
    lang: 'nl', name: 'Dutch', nativeName: 'Nederlands', tag: 'nl', ogLocale: 'nl_NL',
    browserTags: ['nl', 'nl-NL', 'nl-BE'],
    countries: ['NL'],
    flag: { kind: 'tricolour', colours: ['#AE1C28', '#fff', '#21468B'], ratio: [9, 6] },
  },
  {
    lang: 'de', name: 'German', nativeName: 'Deutsch', tag: 'de', ogLocale: 'de_DE',
    browserTags: ['de', 'de-DE', 'de-AT', 'de-CH'],
    countries: ['DE', 'AT', 'CH', 'LI'],
    flag: { kind: 'tricolour', colours: ['#000', '#DD0000', '#FFCE00'], ratio: [5, 3] },
  },
  {
    lang: 'fr', name: 'French', nativeName: 'Français', tag: 'fr', ogLocale: 'fr_FR',
    browserTags: ['fr', 'fr-FR', 'fr-BE', 'fr-CH', 'fr-CA'],
    countries: ['FR', 'BE', 'LU', 'MC'],
    flag: { kind: 'tricolour', colours: ['#002654', '#fff', '#CE1126'], ratio: [3, 2], vertical: true },
  },
] as const satisfies readonly LanguageData[]

/** A site language code: `'en'`, `'nl'`, `'de'`, `'fr'`. */
export type Lang = (typeof SITE_LANGUAGES)[number]['lang']
/** A language as localStorage keeps it (docs/product.md#stored-preferences): `'EN'`, `'FR'`. */
export type StoredLangCode = Uppercase<Lang>
/** Languages that carry a URL prefix: English has none. */
export type PrefixedLang = Exclude<Lang, 'en'>

export interface Language extends LanguageData {
  lang: Lang
  /**
   * A language outside the public list that borrows English's data — its slugs, its social
   * card, English text pseudo-localized (pseudo-localize.ts) — and has no catalog of its own:
   * the development pseudo-locale and the extra language of the test build (below).
   */
  borrowed: boolean
}

/**
 * The languages that exist only in some builds, never in the public one:
 * - `qps` (ISO 639's private-use range; Microsoft's pseudo-locale code) on the development
 *   server, `npm run dev` (docs/translating.md#pseudo-locale);
 * - EXTRA_TEST_LANGUAGE, a two- or three-letter code set at build time, which
 *   tests/extra-language proves a new language needs no code (docs/translating.md#adding-a-language).
 * Vite writes the list into the bundles (vite.config.ts `define`); the Node server and the
 * scripts, run by tsx without Vite, read the same variable from their environment.
 */
declare const __EXTRA_LANGUAGES__: string | undefined
function extraCodes(): string[] {
  const fromBuild = typeof __EXTRA_LANGUAGES__ === 'string' ? __EXTRA_LANGUAGES__ : undefined
  const raw = fromBuild ?? (typeof process === 'undefined' ? '' : (process.env.EXTRA_TEST_LANGUAGE ?? ''))
  return raw
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
}

/** The development pseudo-locale's code. */
export const PSEUDO_LANG = 'qps'
const EXTRA_CODE = /^[a-z]{2,3}$/

function borrowedLanguage(code: string): Language {
  if (!EXTRA_CODE.test(code) || SITE_LANGUAGES.some((l) => l.lang === code)) {
    throw new Error(`EXTRA_TEST_LANGUAGE must be two or three lower-case letters, not a site language: got "${code}"`)
  }
  const pseudo = code === PSEUDO_LANG
  return {
    // Outside the Lang union on purpose: the public list is the type; these exist at run time only.
    lang: code as Lang,
    name: pseudo ? 'Pseudo-locale' : `Test language (${code})`,
    nativeName: pseudo ? 'Ƥšéûđö' : `Test (${code})`,
    tag: code,
    ogLocale: 'en_GB',
    browserTags: [],
    countries: [],
    flag: { kind: 'tricolour', colours: ['#6b7280', '#fff', '#6b7280'], ratio: [3, 2] },
    borrowed: true,
  }
}

export const LANGUAGES: readonly Language[] = [
  ...SITE_LANGUAGES.map((l) => ({ ...l, borrowed: false })),
  ...extraCodes().map(borrowedLanguage),
]

export const LANGS: readonly Lang[] = LANGUAGES.map((l) => l.lang)
/** The public list alone, whatever the build: the languages that have catalogs (lingui.config.ts, npm run i18n:check). */
export const PUBLIC_LANGS: readonly Lang[] = SITE_LANGUAGES.map((l) => l.lang)
export const DEFAULT_LANG: Lang = 'en'
export const PREFIXED_LANGS: readonly PrefixedLang[] = LANGS.filter((l): l is PrefixedLang => l !== DEFAULT_LANG)
/** The upper-case codes localStorage may hold. */
export const STORED_LANG_CODES: readonly StoredLangCode[] = LANGS.map(toStoredCode)

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

export function isPrefixedLang(value: unknown): value is PrefixedLang {
  return typeof value === 'string' && (PREFIXED_LANGS as readonly string[]).includes(value)
}

export function fromStoredCode(code: StoredLangCode): Lang {
  return code.toLowerCase() as Lang
}
export function toStoredCode(lang: Lang): StoredLangCode {
  return lang.toUpperCase() as StoredLangCode
}

export function getLanguage(lang: Lang): Language {
  return LANGUAGES.find((l) => l.lang === lang) ?? LANGUAGES[0]!
}

/** True for the pseudo-locale and the test build's extra language (see `borrowed`). */
export const isBorrowed = (lang: Lang): boolean => getLanguage(lang).borrowed

/**
 * Languages that ship partly translated (docs/translating.md#adding-a-language, step 3): their
 * pages show the English text of every message not translated yet (lingui.config.ts
 * `fallbackLocales`), marked as English (app/i18n/fallback.ts), and `npm run i18n:check` prints
 * how many each catalog lacks instead of failing (scripts/lib/catalogs.ts). Empty when every
 * language is complete; a language leaves the list when its last text is translated.
 */
export const PARTLY_TRANSLATED: readonly PrefixedLang[] = []

export const isPartlyTranslated = (lang: string): boolean => (PARTLY_TRANSLATED as readonly string[]).includes(lang)

/** The router param for a language: English has no prefix, so its param is undefined. */
export const langParam = (lang: Lang): PrefixedLang | undefined => (lang === DEFAULT_LANG ? undefined : (lang as PrefixedLang))

/** The route's `lang` param (undefined: the unprefixed English pages) → the page's language. */
export const langOfParam = (param: string | undefined): Lang => (isPrefixedLang(param) ? param : DEFAULT_LANG)
