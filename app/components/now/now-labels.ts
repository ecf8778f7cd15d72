import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { formatDay } from '~/content/format'
import { NOW } from '~/content/now'
import { publisherName } from '~/content/publishers'
import type { Lang } from '~/i18n/languages'

/*
 * The words around the statement of where it stands (app/content/now.ts), for the page
 * (where-it-stands.tsx) and the newsletter's updates issue (app/components/updates/updates-digest.ts):
 * one wording in both. Like the statement, they are in the `messages` catalog (lingui.config.ts).
 */

/** "As of 27 November 2026": the day the statement describes, as the language writes it. */
export const asOfLabel = (i18n: I18n, lang: Lang): string => {
  const day = formatDay(NOW.date, lang)
  return t(i18n)({
    message: `As of ${day}`,
    comment:
      'Where it stands now: the label above the statement of the law in force (top of the home page, the updates page, the "Act now" pages, the newsletter). day: e.g. 27 November 2026. No colon at the end.',
  })
}

/** The statement itself, in the language of `i18n`. */
export const statementText = (i18n: I18n): string => i18n._(NOW.text)

/** A source's link text: its publisher (app/content/publishers.ts) and the day of the source. */
export const sourceLabel = (i18n: I18n, lang: Lang, source: { url: string; date: string }): string => {
  const publisher = publisherName(source.url, lang)
  const published = formatDay(source.date, lang)
  return t(i18n)({
    message: `Source: ${publisher}, ${published}`,
    comment:
      'Where it stands now: the link to the law in force, after the statement. publisher: e.g. EUR-Lex (the EU’s official law database); published: the day of the Official Journal, e.g. 28 July 2026.',
  })
}

/** After a source whose page was not opened (`unread`, app/content/schema.ts): cited for its address. */
export const notOpenedMark = (i18n: I18n): string =>
  t(i18n)({
    message: '(not opened by us)',
    comment:
      'Where it stands now (home pages, updates page, "Act now" pages, newsletter): after the link of a source whose page we could not open; we cite it for its address, which other sources give. In brackets, lower case.',
  })

/** A source in the list of all sources: its publisher and its day. */
export const citation = (i18n: I18n, lang: Lang, source: { url: string; date: string }): string => {
  const publisher = publisherName(source.url, lang)
  const published = formatDay(source.date, lang)
  return t(i18n)({
    message: `${publisher}, ${published}`,
    comment:
      'Where it stands now (top of the updates page and of the "Act now" pages): one source in the list of sources, its publisher’s name, then the day it was published.',
  })
}
