import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { AS_OF, LAST_REVIEWED } from '~/content/as-of'
import { formatDay } from '~/content/format'
import { NEWS_ARTICLES } from '~/content/news'
import { publisherName } from '~/content/publishers'
import { UPDATES } from '~/content/updates'
import { getLanguage, type Lang } from '~/i18n/languages'
import { publicPath } from '~/i18n/slugs'
import { escapeMarkup } from '~/lib/escape-markup'
import { absoluteUrl } from './alternates'
import { feedPath } from './feed-paths'
import { FEED_TITLE } from './feed-title'
import { SOURCE_KIND_LABEL, SOURCE_UNREAD_LABEL } from '~/components/updates/source-kind'

/** One entry of a feed, before it is written as XML. */
interface FeedEntry {
  id: string
  title: string
  /** ISO day of the event (published and updated: an entry is a dated fact, not a page that changes). */
  day: string
  link: string
  summary: string
  category: 'update' | 'news'
  /** Sources beside the link (rel="related"), each titled with its publisher, day and kind. */
  related: readonly { url: string; title: string }[]
}

const SITE_NAME = 'Chat Control Info'
const atomTime = (day: string) => `${day}T00:00:00Z`

/**
 * The tagging entity of every id in the feeds (RFC 4151 `authorityName,date`): a fixed
 * domain and day, never the build's SITE_URL, so a build for another origin (localhost,
 * a staging copy) mints the same ids and a feed reader never sees an entry twice
 * (docs/decisions/019-feed-ids-independent-of-the-origin.md). Never change it: every id
 * would change with it.
 */
export const FEED_TAG_AUTHORITY = 'chatcontrol.info,2026-11-25'

/** A tag URI of the feeds: `specific` is the entry's language, kind and id, or the feed's path. */
const tagUri = (specific: string): string => `tag:${FEED_TAG_AUTHORITY}:${specific}`

/**
 * The Atom 1.0 feed of a language (RFC 4287): what happened after the as-of date
 * (app/content/updates.ts) and the news articles of the snapshot (app/content/news.ts),
 * newest first, in that language. `i18n` must hold the `messages`, `updates` and `home`
 * catalogs of `lang`.
 */
export function buildFeed(i18n: I18n, lang: Lang, siteUrl: string): string {
  const updatesPage = absoluteUrl(siteUrl, publicPath('/{-$lang}/updates', lang))
  const entries: FeedEntry[] = [
    ...UPDATES.map((update) => ({
      id: tagUri(`${lang}/updates/${update.id}`),
      title: i18n._(update.title),
      day: update.date,
      link: `${updatesPage}#${update.id}`,
      summary: i18n._(update.summary),
      category: 'update' as const,
      // As the updates page shows a source: "Council of the EU, 2 July 2026 (primary source, not opened by us)".
      related: update.sources.map((source) => ({
        url: source.url,
        title: `${publisherName(source.url, lang)}, ${formatDay(source.date, lang)} (${[
          i18n._(SOURCE_KIND_LABEL[source.kind]),
          ...(source.unread ? [i18n._(SOURCE_UNREAD_LABEL)] : []),
        ].join(', ')})`,
      })),
    })),
    ...NEWS_ARTICLES.map((article) => ({
      id: tagUri(`${lang}/news/${article.id}`),
      title: i18n._(article.title),
      day: article.date,
      link: article.url,
      summary: i18n._(article.excerpt),
      category: 'news' as const,
      related: [],
    })),
  ].sort((a, b) => b.day.localeCompare(a.day))

  const asOf = formatDay(AS_OF, lang)
  const title = i18n._(FEED_TITLE)
  const subtitle = t(i18n)({
    message: `What happened to Chat Control after ${asOf}, with sources, and the campaign's news up to that day.`,
    comment: 'Subtitle of the Atom feed; asOf is the day the rest of the site describes.',
  })
  const updateLabel = t(i18n)({ message: 'Update', comment: 'Atom feed: category of an entry about an event after the as-of date.' })
  const newsLabel = t(i18n)({ message: 'News', comment: 'Atom feed: category of a news article of the snapshot.' })
  const language = getLanguage(lang).tag
  const home = absoluteUrl(siteUrl, publicPath('/{-$lang}', lang))
  const x = escapeMarkup
  // The feed changes when the record is reviewed or an entry is newer than that review.
  const updated = [LAST_REVIEWED, ...entries.map((e) => e.day)].sort().at(-1)!

  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${x(language)}">`,
    `  <id>${x(tagUri(feedPath(lang)))}</id>`,
    `  <title>${x(title)}</title>`,
    `  <subtitle>${x(subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${x(absoluteUrl(siteUrl, feedPath(lang)))}"/>`,
    `  <link rel="alternate" type="text/html" hreflang="${x(language)}" href="${x(updatesPage)}"/>`,
    `  <updated>${atomTime(updated)}</updated>`,
    `  <author><name>${SITE_NAME}</name><uri>${x(home)}</uri></author>`,
    ...entries.flatMap((entry) => [
      '  <entry>',
      `    <id>${x(entry.id)}</id>`,
      `    <title>${x(entry.title)}</title>`,
      `    <published>${atomTime(entry.day)}</published>`,
      `    <updated>${atomTime(entry.day)}</updated>`,
      `    <link rel="alternate" href="${x(entry.link)}"/>`,
      ...entry.related.map((source) => `    <link rel="related" href="${x(source.url)}" title="${x(source.title)}"/>`),
      `    <category term="${entry.category}" label="${x(entry.category === 'update' ? updateLabel : newsLabel)}"/>`,
      `    <summary type="text">${x(entry.summary)}</summary>`,
      `    <author><name>${SITE_NAME}</name></author>`,
      '  </entry>',
    ]),
    '</feed>',
    '',
  ]
  return lines.join('\n')
}
