import type { I18n } from '@lingui/core'
import type { Lang } from '~/i18n/languages'
import { isNoindex, publicPath, type PageRouteId } from '~/i18n/slugs'
import { absoluteUrl, alternates } from './alternates'
import { buildHead, type HeadTags } from './head-tags'
import type { PageMetadata, SiteInfo } from './page-metadata'
import { HOME_NAME, SEO_ENTRIES, SOCIAL_IMAGE_ALT } from './seo-entries'
import { DEFAULT_GEO, LOGO_PATH, SITE_NAME, SOCIAL_IMAGE, socialImagePath } from './site'

const HOME: PageRouteId = '/{-$lang}'

/** What `head()` needs from the route context: set up by the router and the root beforeLoad. */
export interface SeoContext {
  /** The request's Lingui instance, activated in the page's language. */
  i18n: I18n
  /** The page's language, decided by the root route (app/routes/__root.tsx). */
  lang: Lang
  /** SITE_URL (docs/decisions/004). */
  siteUrl: string
}

export const siteInfo = (siteUrl: string): SiteInfo => ({
  siteUrl,
  name: SITE_NAME,
  logoUrl: absoluteUrl(siteUrl, LOGO_PATH),
})

/** The metadata of one page in one language, from its SEO entry and the slug table. */
export function pageMetadata(routeId: PageRouteId, { i18n, lang: lang, siteUrl }: SeoContext): PageMetadata {
  const entry = SEO_ENTRIES[routeId]
  const title = i18n._(entry.title)
  const canonical = absoluteUrl(siteUrl, publicPath(routeId, lang))
  const isHome = routeId === HOME
  return {
    // The home title already names the campaign; inner pages carry the site name.
    title: isHome ? title : `${title} | ${SITE_NAME}`,
    socialTitle: title,
    description: i18n._(entry.description),
    keywords: i18n
      ._(entry.keywords)
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    canonical,
    image: {
      url: absoluteUrl(siteUrl, socialImagePath(lang)),
      ...SOCIAL_IMAGE,
      alt: i18n._(SOCIAL_IMAGE_ALT),
    },
    lang,
    alternates: alternates(routeId, siteUrl),
    modifiedTime: entry.modifiedTime,
    breadcrumbs: isHome
      ? []
      : [
          { name: i18n._(HOME_NAME), url: absoluteUrl(siteUrl, publicPath(HOME, lang)) },
          { name: i18n._(entry.name), url: canonical },
        ],
    geo: DEFAULT_GEO,
    pageSchemaType: entry.pageSchemaType,
    // Pages reached from an email link only (the slug table's NOINDEX_ROUTE_IDS).
    noindex: isNoindex(routeId),
  }
}

/**
 * A page route's `head`: `head: (ctx) => pageHead('/{-$lang}/terms', ctx)`.
 * Runs on the server render and again in the browser on every navigation, with the
 * i18n instance the root beforeLoad activated for the URL's language.
 */
export function pageHead(routeId: PageRouteId, ctx: { match: { context: SeoContext } }): HeadTags {
  const context = ctx.match.context
  return buildHead(pageMetadata(routeId, context), siteInfo(context.siteUrl))
}
