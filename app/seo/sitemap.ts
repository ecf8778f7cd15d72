import { LANGS } from '~/i18n/languages'
import { PAGE_ROUTE_IDS, publicPath } from '~/i18n/slugs'
import { absoluteUrl, alternates } from './alternates'
import { SEO_ENTRIES } from './seo-entries'
import { escapeMarkup } from '~/lib/escape-markup'
import { GO_PREFIX } from '~/content/affiliate-links'

/**
 * sitemap.xml: every page in every language (11 × 4 = 44 URLs), each listing all
 * its language versions and x-default as `xhtml:link` alternates — Google's
 * sitemap form of hreflang. Generated from the slug table, never listed by hand.
 */
export function buildSitemap(siteUrl: string): string {
  const urls = PAGE_ROUTE_IDS.flatMap((routeId) => {
    const links = alternates(routeId, siteUrl)
      .map((a) => `    <xhtml:link rel="alternate" hreflang="${escapeMarkup(a.hreflang)}" href="${escapeMarkup(a.href)}"/>`)
      .join('\n')
    const lastmod = SEO_ENTRIES[routeId].modifiedTime
    return LANGS.map((locale) =>
      [
        '  <url>',
        `    <loc>${escapeMarkup(absoluteUrl(siteUrl, publicPath(routeId, locale)))}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        links,
        '  </url>',
      ].join('\n'),
    )
  })
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
