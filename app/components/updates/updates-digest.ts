import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { LAST_REVIEWED } from '~/content/as-of'
import { formatDay, formatMonthYear } from '~/content/format'
import { publisherName } from '~/content/publishers'
import type { Update } from '~/content/schema'
import { UPDATES } from '~/content/updates'
import type { Lang } from '~/i18n/languages'
import { publicPath } from '~/i18n/slugs'
import { absoluteUrl } from '~/seo/alternates'
import { SOURCE_KIND_LABEL, SOURCE_UNREAD_LABEL } from './source-kind'
import { asOfLabel, notOpenedMark, sourceLabel, statementText } from '~/components/now/now-labels'
import { NOW } from '~/content/now'
import { typeset } from '~/newsletter/typography'

/** A newsletter issue in one language, as Markdown: its first heading is the subject. */
export interface UpdatesDigest {
  subject: string
  markdown: string
}

/** The updates on or after `since` (YYYY-MM-DD), newest first, as app/content/updates.ts lists them. */
export const updatesSince = (since: string, updates: readonly Update[] = UPDATES): readonly Update[] =>
  updates.filter((update) => update.date >= since)

/**
 * Text from the content data or a catalog, inserted into Markdown: characters Markdown or
 * HTML would read as markup are escaped, so a title can never become a link, a heading or
 * raw HTML in the mail (marked passes HTML through).
 */
const plain = (text: string): string => text.replace(/[\\`*_{}[\]<>#|~]/g, '\\$&')

/**
 * The newsletter issue "what happened since <day>" in one language, built from the same
 * entries, sources and catalog (locales/{locale}/updates.po) as the updates page
 * (updates-page.tsx): `npm run newsletter:send -- --updates-since <day>` sends it
 * (scripts/newsletter-send.ts). Under its introduction, where it stands now (app/content/now.ts),
 * dated and with the law's own page. `i18n` must hold the `updates` and `messages` catalogs
 * of `lang` (the statement's words are in `messages`: lingui.config.ts).
 */
export function updatesDigest(i18n: I18n, lang: Lang, siteUrl: string, since: string, updates: readonly Update[] = UPDATES): UpdatesDigest {
  const entries = updatesSince(since, updates)
  const sinceDay = formatDay(since, lang)
  const reviewed = formatDay(LAST_REVIEWED, lang)
  const page = absoluteUrl(siteUrl, publicPath('/{-$lang}/updates', lang))
  const subject = t(i18n)({
    message: `Chat Control: what happened since ${sinceDay}`,
    comment:
      'Newsletter issue made from the updates page: the subject line and first heading of the mail. sinceDay is a date such as "1 March 2026". "Chat Control" as the glossary writes it.',
  })
  const intro = t(i18n)({
    message: `What happened with Chat Control in the EU since ${sinceDay}, newest first, each with its sources. Our record was last reviewed on ${reviewed}.`,
    comment:
      'Newsletter issue made from the updates page: the paragraph under the heading. sinceDay and reviewed are dates such as "25 November 2026".',
  })
  const sourcesLabel = t(i18n)({ message: 'Sources:', comment: 'Before the source links of an entry on the updates page.' })
  const allUpdates = t(i18n)({
    message: 'All updates and our corrections log',
    comment: 'Newsletter issue made from the updates page: the text of the last link, which opens the updates page.',
  })

  const lawSource = NOW.sources.find((source) => source.url === NOW.law.url) ?? { url: NOW.law.url, date: NOW.law.inForceFrom }
  // Plain text like every line of the mail: the label, then the statement and the law's own page.
  const opened = 'unread' in lawSource && lawSource.unread ? ` ${notOpenedMark(i18n)}` : ''
  const whereItStands = `${plain(asOfLabel(i18n, lang))} — ${plain(statementText(i18n))} [${plain(sourceLabel(i18n, lang, lawSource) + opened)}](<${lawSource.url}>)`

  const lines = [`# ${plain(subject)}`, '', plain(intro), '', whereItStands, '']
  for (const update of entries) {
    const when = update.datePrecision === 'month' ? formatMonthYear(update.date, lang) : formatDay(update.date, lang)
    const sources = update.sources.map((source) => {
      const publisher = publisherName(source.url, lang)
      const published = formatDay(source.date, lang)
      const label = t(i18n)({
        message: `${publisher}, ${published}`,
        comment: 'A source link on the updates page: the publisher’s name, then the day the source was published.',
      })
      // The labels stay with the link, as on the page (./source-links.tsx): "…, 2 July 2026 (primary source, not opened by us)".
      const labels = [
        ...(source.kind ? [i18n._(SOURCE_KIND_LABEL[source.kind])] : []),
        ...(source.unread ? [i18n._(SOURCE_UNREAD_LABEL)] : []),
      ]
      const kind = labels.length > 0 ? ` (${labels.join(', ')})` : ''
      return `[${plain(label + kind)}](<${source.url}>)`
    })
    lines.push(
      `## ${plain(when)}: ${plain(i18n._(update.title))}`,
      '',
      plain(i18n._(update.summary)),
      '',
      `${plain(sourcesLabel)} ${sources.join(' · ')}`,
      '',
    )
  }
  lines.push(`[${plain(allUpdates)}](<${page}>)`, '')
  // The heading's "date: title" and the labels are put together here: typeset for the language
  // (French: "1er mars 2026 : …", app/newsletter/typography.ts).
  return { subject: typeset(subject, lang), markdown: typeset(lines.join('\n'), lang) }
}
