import { LANGUAGES, DEFAULT_LANG, type Lang } from '~/i18n/languages'
import { publicPath, type PageRouteId } from '~/i18n/slugs'
import type { Alternate } from './page-metadata'

/** SITE_URL without a trailing slash + a public path (`/` stays `/` on the home page). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`
}

/**
 * The hreflang set of a page, derived from the slug table: one link per language
 * (its own translated path) plus `x-default`, which points to English — the
 * language served without a prefix to visitors we cannot place.
 */
export function alternates(routeId: PageRouteId, siteUrl: string): Alternate[] {
  return alternatesOf((lang) => publicPath(routeId, lang), siteUrl)
}

/** The same for any page, given its public path in each language (a member state's page: countryPath). */
export function alternatesOf(pathIn: (lang: Lang) => string, siteUrl: string): Alternate[] {
  const links = LANGUAGES.map((l) => ({ hreflang: l.tag, href: absoluteUrl(siteUrl, pathIn(l.lang)) }))
  return [...links, { hreflang: 'x-default', href: absoluteUrl(siteUrl, pathIn(DEFAULT_LANG)) }]
}
