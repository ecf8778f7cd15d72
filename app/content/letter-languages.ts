import { LANGS } from '../i18n/languages.ts'
import type { MemberStateCode } from './member-states.ts'

/**
 * The languages an MEP's letter is written in (docs/product.md#act-now): the 24 official
 * languages of the EU. The site itself speaks four (app/i18n/languages.ts); on a member state's
 * page every MEP's letter is offered in the page's language and in each official language of
 * that state the site does not speak — Italian on Italy's page, Finnish and Swedish on Finland's,
 * Irish beside English on Ireland's. A letter language is no site language: it has no route,
 * no selector entry and no stored-language value; its texts are the catalogs
 * locales/letters/<code>.po (lingui.letters.config.ts, docs/translating.md#letter-languages).
 *
 * Which languages are official where: Regulation No 1 of 1958 determining the languages to be
 * used by the European Economic Community, as amended (EUR-Lex, CELEX 31958R0001), and the
 * member states' own constitutions as the Union's page on its languages summarises them
 * (european-union.europa.eu, "Languages", read on 28 November 2026 from a stored copy). Belgium
 * and Luxembourg are covered by the site's own languages (Luxembourgish is not an official
 * language of the EU).
 */

interface LetterLanguageData {
  /** The language's name in itself, as a reader of it writes it in running text. */
  nativeName: string
  /**
   * How EUR-Lex cites a regulation in this language, as a pattern over `{noun}` and the act's
   * number: the noun's stem (it may take a case ending), the abbreviation of the EU, and the
   * order. `npm run i18n:check` holds every letter's citation to it (scripts/check-letters.ts).
   */
  citation: { noun: string; union: string; numberFirst?: boolean }
}

export const LETTER_LANGUAGES = {
  bg: { nativeName: 'български', citation: { noun: 'Регламент', union: 'ЕС' } },
  cs: { nativeName: 'čeština', citation: { noun: 'nařízení', union: 'EU' } },
  da: { nativeName: 'dansk', citation: { noun: 'forordning', union: 'EU' } },
  de: { nativeName: 'Deutsch', citation: { noun: 'Verordnung', union: 'EU' } },
  el: { nativeName: 'ελληνικά', citation: { noun: 'Κανονισμ', union: 'ΕΕ' } },
  en: { nativeName: 'English', citation: { noun: 'Regulation', union: 'EU' } },
  es: { nativeName: 'español', citation: { noun: 'Reglamento', union: 'UE' } },
  et: { nativeName: 'eesti', citation: { noun: 'määrus', union: 'EL' } },
  fi: { nativeName: 'suomi', citation: { noun: 'asetu', union: 'EU' } },
  fr: { nativeName: 'français', citation: { noun: 'règlement', union: 'UE' } },
  ga: { nativeName: 'Gaeilge', citation: { noun: 'Rialach', union: 'AE' } },
  hr: { nativeName: 'hrvatski', citation: { noun: 'Uredb', union: 'EU' } },
  hu: { nativeName: 'magyar', citation: { noun: 'rendelet', union: 'EU', numberFirst: true } },
  it: { nativeName: 'italiano', citation: { noun: 'regolament', union: 'UE' } },
  lt: { nativeName: 'lietuvių', citation: { noun: 'Reglament', union: 'ES' } },
  lv: { nativeName: 'latviešu', citation: { noun: 'Regul', union: 'ES' } },
  mt: { nativeName: 'Malti', citation: { noun: 'Regolament', union: 'UE' } },
  nl: { nativeName: 'Nederlands', citation: { noun: 'Verordening', union: 'EU' } },
  pl: { nativeName: 'polski', citation: { noun: 'rozporządze', union: 'UE' } },
  pt: { nativeName: 'português', citation: { noun: 'Regulament', union: 'UE' } },
  ro: { nativeName: 'română', citation: { noun: 'Regulament', union: 'UE' } },
  sk: { nativeName: 'slovenčina', citation: { noun: 'nariaden', union: 'EÚ' } },
  sl: { nativeName: 'slovenščina', citation: { noun: 'Uredb', union: 'EU' } },
  sv: { nativeName: 'svenska', citation: { noun: 'förordning', union: 'EU' } },
} as const satisfies Record<string, LetterLanguageData>

/** An official language of the EU, as a letter is written in it: `'it'`, `'pl'`, `'ga'`. */
export type LetterLang = keyof typeof LETTER_LANGUAGES

/** The official languages of each member state (see above). */
export const OFFICIAL_LANGUAGES: Readonly<Record<MemberStateCode, readonly LetterLang[]>> = {
  AT: ['de'],
  BE: ['nl', 'fr', 'de'],
  BG: ['bg'],
  HR: ['hr'],
  CY: ['el'],
  CZ: ['cs'],
  DK: ['da'],
  EE: ['et'],
  FI: ['fi', 'sv'],
  FR: ['fr'],
  DE: ['de'],
  GR: ['el'],
  HU: ['hu'],
  IE: ['ga', 'en'],
  IT: ['it'],
  LV: ['lv'],
  LT: ['lt'],
  LU: ['fr', 'de'],
  MT: ['mt', 'en'],
  NL: ['nl'],
  PL: ['pl'],
  PT: ['pt'],
  RO: ['ro'],
  SK: ['sk'],
  SI: ['sl'],
  ES: ['es'],
  SE: ['sv'],
}

const isSiteLanguage = (lang: string): boolean => (LANGS as readonly string[]).includes(lang)

/**
 * The letter languages the site does not speak: each has a catalog of its own,
 * locales/letters/<code>.po. With an extra site language in a test build (EXTRA_TEST_LANGUAGE),
 * that language leaves this list: the site's own catalogs write its letters.
 */
export const EXTRA_LETTER_LANGUAGES: readonly LetterLang[] = (Object.keys(LETTER_LANGUAGES) as LetterLang[]).filter(
  (lang) => !isSiteLanguage(lang),
)

/** The letter languages offered on a member state's page besides the page's own: its official languages the site does not speak. */
export const extraLetterLanguagesOf = (code: MemberStateCode): readonly LetterLang[] =>
  OFFICIAL_LANGUAGES[code].filter((lang) => !isSiteLanguage(lang))

/** The pattern a citation of `act` ("Regulation (EU) 2026/1881") must match in `lang`'s letters. */
export function citationPattern(lang: LetterLang, actNumber: string): RegExp {
  const { noun, union, numberFirst } = LETTER_LANGUAGES[lang].citation as LetterLanguageData['citation']
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  const cited = `\\(${escape(union)}\\)\\s${escape(actNumber)}`
  const word = `${escape(noun)}\\p{L}*`
  return new RegExp(numberFirst ? `${cited}\\s${word}` : `${word}\\s${cited}`, 'iu')
}
