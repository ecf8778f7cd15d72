import type { Lang } from '~/i18n/languages'

/*
 * Number and date formatting for the home page content, in the page's language.
 * Dates are parsed and formatted in UTC so the server and the browser render the
 * same text (no hydration mismatch across time zones).
 */

export const formatEuro = (amount: number, locale: Lang): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount)

export const formatRating = (rating: number, locale: Lang): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)

/** English dates as the site writes them elsewhere (the legal pages' "27 September 2025"): day before month. */
const dateLocale = (locale: Lang): string => (locale === 'en' ? 'en-GB' : locale)

const utc = (iso: string): Date => new Date(`${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z`)

/** "July 2024", "juillet 2024" … */
export const formatMonthYear = (iso: string, locale: Lang): string =>
  new Intl.DateTimeFormat(dateLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(iso))

/** "8 October 2025", "8. Oktober 2025", "1er octobre 2025" (French writes the first of a month as an ordinal; Intl does not) … */
export const formatDay = (iso: string, locale: Lang): string => {
  const day = new Intl.DateTimeFormat(dateLocale(locale), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(iso),
  )
  return locale === 'fr' ? day.replace(/^1(?=\s)/, '1er') : day
}
