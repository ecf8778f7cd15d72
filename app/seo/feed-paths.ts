import { DEFAULT_LANG, LANGS, type Lang } from '~/i18n/languages'

/**
 * The Atom feed of each language (app/seo/feed.ts): `/feed.xml`, `/nl/feed.xml` … The
 * build writes them (scripts/prerender-extra.ts), the Node server answers them from
 * memory (server/fast-path.ts) and every page announces its language's feed in <head>.
 */
export const feedPath = (lang: Lang): string => (lang === DEFAULT_LANG ? '/feed.xml' : `/${lang}/feed.xml`)

export const FEED_PATHS: readonly string[] = LANGS.map(feedPath)

/** The language of a feed path, or undefined when the path is not one. */
export function feedLocale(path: string): Lang | undefined {
  return LANGS.find((lang) => feedPath(lang) === path)
}

/** The media type of the feeds (RFC 4287): the app's answer (feed.server.ts) and the build's headers (server/static-host.ts). */
export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8'
