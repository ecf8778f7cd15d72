import { isBorrowed, type Lang } from '../../app/i18n/languages'
import { pseudoText } from '../../app/i18n/pseudo-localize'

/*
 * What the extra test language shows, derived from English. The build of
 * `npm run build:extra-language` adds EXTRA_TEST_LANGUAGE (pl) as a *borrowed* language
 * (app/i18n/languages.ts): no catalog, slug or social card of its own, every message the
 * English one pseudo-localized (app/i18n/pseudo-localize.ts) between ⟦ ⟧, and the values a
 * message receives — a date formatted for the language, an address, a name — as they are.
 * So the expectations a translator writes out for a real language (tests/e2e/page-facts.ts,
 * docs/translating.md#adding-a-language) are, for this language, the English ones passed
 * through `borrowedPattern`: the per-page checks run on it with no data written for it.
 */

/** A date as the English pages write it ("4 October 2025"): the borrowed language formats it its own way. */
const ENGLISH_DATE = /\b\d{1,2} (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The text a borrowed language shows where English shows `english`: its message text
 * pseudo-localized, a date in any form (the language formats it). With `orValue`, the text may
 * also appear as it is: a fact that is a value a message receives (an address, a name) is not
 * pseudo-localized. Matches text whose ⟦ ⟧ marks are removed (`withoutMarks`).
 */
export function borrowedPattern(english: string, { orValue = false } = {}): string {
  const pseudo = english
    .split(ENGLISH_DATE)
    .map((part) => escape(pseudoText(part)))
    .join('.+?')
  return orValue ? `(?:${pseudo}|${escape(english)})` : pseudo
}

/** A whole element's text, one message between its ⟦ ⟧: `^⟦…⟧$`, never the English itself. */
export const borrowedExactly = (english: string): RegExp => new RegExp(`^⟦?${borrowedPattern(english)}⟧?$`)

/** Page text without the ⟦ ⟧ that wrap each pseudo-localized message, so a fact can span two messages. */
export const withoutMarks = (text: string): string => text.replace(/[⟦⟧]/g, '')

/**
 * A per-language expectation of a test (`Record<Lang, string>`, written out for every language of
 * the list) for `lang`: its own, or for the borrowed extra language English's as it shows it.
 */
export function textFor(table: Readonly<Record<Lang, string>>, lang: Lang): string | RegExp {
  if (isBorrowed(lang)) return new RegExp(borrowedPattern(table.en, { orValue: true }))
  const own = (table as Partial<Record<Lang, string>>)[lang]
  if (own === undefined) throw new Error(`no expectation for ${lang}: add it next to the others (docs/translating.md#adding-a-language)`)
  return own
}
