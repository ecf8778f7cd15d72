// How the site search (docs/product.md#search) compares text: the query and every indexed
// name go through `normalize`, so case, accents and the way a name is typed do not matter —
// "stürgkh", "Sturgkh" and "STÜRGKH" are the same word. Pure and bounded: no regular
// expression here can backtrack, and the search caps what it reads first (./match.ts).

/**
 * Letters that Unicode does not decompose into a base letter and a mark (NFKD leaves them
 * whole), written as people type them without the key: "Łukasz" → "lukasz", "Grøn" → "gron",
 * "Straße" → "strasse".
 */
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  ı: 'i',
  þ: 'th',
  ħ: 'h',
  ŧ: 't',
}
const FOLDABLE = /[ßæœøłđðıþħŧ]/g

/** Format characters (zero-width spaces and joiners, soft hyphens, direction marks): invisible, dropped. */
const INVISIBLE = /\p{Cf}+/gu
/** Combining marks left by NFKD: the accents. */
const MARKS = /\p{M}+/gu
/** Anything that is neither a letter nor a digit separates words. */
const SEPARATORS = /[^\p{L}\p{N}]+/gu

/**
 * Text as the search compares it: compatibility-decomposed (full-width and ligature forms
 * become plain letters), without accents and invisible characters, lower case, the letters
 * of FOLDS spelled out, words separated by one space.
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(INVISIBLE, '')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(FOLDABLE, (letter) => FOLDS[letter] ?? letter)
    .replace(SEPARATORS, ' ')
    .trim()
}

/** German umlauts as they are written without them ("Stürgkh" → "Stuergkh"), a second spelling a name is found by. */
const UMLAUTS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' }

/** The other spelling of a name with umlauts, or undefined when it has none. */
export function umlautSpelling(text: string): string | undefined {
  const composed = text.normalize('NFC')
  return /[äöüÄÖÜ]/.test(composed) ? composed.replace(/[äöüÄÖÜ]/g, (letter) => UMLAUTS[letter] ?? letter) : undefined
}
