import type { Lang } from '~/i18n/languages'

/*
 * Number and date formatting for the home page content, in the page's language.
 * Dates are parsed and formatted in UTC so the server and the browser render the
 * same text (no hydration mismatch across time zones).
 */

export const formatEuro = (amount: number, lang: Lang): string =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(amount)

export const formatRating = (rating: number, lang: Lang): string =>
  new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)

/** English dates as the site writes them elsewhere (the legal pages' "27 September 2025"): day before month. */
const dateLocale = (lang: string): string => (lang === 'en' ? 'en-GB' : lang)

const utc = (iso: string): Date => new Date(`${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z`)

/**
 * Every date written so far, by language and text, with the day and the form it was written
 * from: a text shown in English in a language not yet fully translated (app/i18n/fallback.ts)
 * writes its dates in English again. A few hundred entries at most: the content's dates.
 */
const WRITTEN = new Map<string, { iso: string; form: 'day' | 'month' }>()
const remember = (text: string, lang: string, iso: string, form: 'day' | 'month'): string => {
  if (lang !== 'en') WRITTEN.set(`${lang}\u0000${text}`, { iso, form })
  return text
}

/** A date this module wrote in `lang`, written again in English; undefined for any other text. */
export const inEnglish = (text: string, lang: string): string | undefined => {
  const written = WRITTEN.get(`${lang}\u0000${text}`)
  if (!written) return undefined
  return written.form === 'day' ? formatDay(written.iso, 'en') : formatMonthYear(written.iso, 'en')
}

/** "July 2024", "juillet 2024" … */
export const formatMonthYear = (iso: string, lang: Lang | (string & {})): string =>
  remember(
    new Intl.DateTimeFormat(dateLocale(lang), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(iso)),
    lang,
    iso,
    'month',
  )

/**
 * "8 October 2025", "8. Oktober 2025", "1er octobre 2025" (French writes the first of a month as an ordinal; Intl does not) …
 * Also in a letter language (app/content/letter-languages.ts), which is why `lang` may be any language code.
 */
export const formatDay = (iso: string, lang: Lang | (string & {})): string => {
  const day = new Intl.DateTimeFormat(dateLocale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(iso),
  )
  return remember(lang === 'fr' ? day.replace(/^1(?=\s)/, '1er') : day, lang, iso, 'day')
}
