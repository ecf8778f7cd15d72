import { DEFAULT_LOCALE, LOCALES, type Locale } from '~/i18n/languages'

/**
 * The Atom feed of each language (app/seo/feed.ts): `/feed.xml`, `/nl/feed.xml` … The
 * build writes them (scripts/prerender-extra.ts), the Node server answers them from
 * memory (server/fast-path.ts) and every page announces its language's feed in <head>.
 */
export const feedPath = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '/feed.xml' : `/${locale}/feed.xml`)

export const FEED_PATHS: readonly string[] = LOCALES.map(feedPath)

/** The language of a feed path, or undefined when the path is not one. */
export function feedLocale(path: string): Locale | undefined {
  return LOCALES.find((locale) => feedPath(locale) === path)
}
