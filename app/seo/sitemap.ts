import { LANGS } from '~/i18n/languages'
import { countryPath, PAGE_ROUTE_IDS, publicPath } from '~/i18n/slugs'
import { MEMBER_STATES } from '~/content/member-states'
import { LAST_REVIEWED } from '~/content/as-of'
import type { Lang } from '~/i18n/languages'
import { absoluteUrl, alternatesOf } from './alternates'
import { SEO_ENTRIES } from './seo-entries'
import { escapeMarkup } from '~/lib/escape-markup'
import { GO_PREFIX } from '~/content/affiliate-links'

/** One page's `<url>` entries, one per language, each listing every language version and x-default. */
function pageUrls(siteUrl: string, pathIn: (lang: Lang) => string, lastmod: string | undefined): string[] {
  const links = alternatesOf(pathIn, siteUrl)
    .map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeMarkup(a.hreflang)}" href="${escapeMarkup(a.href)}"/>`)
    .join('\n')
  return LANGS.map((lang) =>
    [
      '  <url>',
      `    <loc>${escapeMarkup(absoluteUrl(siteUrl, pathIn(lang)))}</loc>`,
      ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
      links,
      '  </url>',
    ].join('\n'),
  )
}

/**
 * sitemap.xml: every indexed page in every language — the slug table's pages and the
 * member states' action pages — each listing all its language versions and x-default
 * as `xhtml:link` alternates, Google's sitemap form of hreflang. Generated from the slug
 * table and app/content/member-states.ts, never listed by hand.
 */
export function buildSitemap(siteUrl: string): string {
  const urls = [
    ...PAGE_ROUTE_IDS.flatMap((routeId) => pageUrls(siteUrl, (lang) => publicPath(routeId, lang), SEO_ENTRIES[routeId].modifiedTime)),
    ...MEMBER_STATES.flatMap(({ code }) => pageUrls(siteUrl, (lang) => countryPath(code, lang), LAST_REVIEWED)),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** robots.txt: everything may be crawled except server-function endpoints; points to the sitemap. */
export function buildRobotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /_serverFn/',
    `Disallow: ${GO_PREFIX}`,
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n')
}
