import { DEFAULT_LANG, getLanguage, LANGUAGES } from '~/i18n/languages'
import { publicPath } from '~/i18n/slugs'
import { SEARCH_ROUTE_ID } from '~/search/search-query'
import { SEARCH_PARAM } from './site'
import type { PageMetadata, SiteInfo } from './page-metadata'

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined }
type JsonObject = { [key: string]: JsonValue | undefined }

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are
 * written as \u escapes (still the same JSON value), so no text — a translated
 * title containing `</script>` or `<!--` included — can end the script element.
 * U+2028/2029 are escaped too. Same input, same bytes: the output can be pinned by
 * a CSP hash.
 */
export function serializeJsonLd(data: JsonObject): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

/**
 * WebSite with the site-search action of docs/product.md#page-metadata: the search page
 * (docs/product.md#search) with its `q` parameter. `/?q=…` leads there too (app/search/search-query.ts).
 */
function website(site: SiteInfo): JsonObject {
  return {
    '@type': 'WebSite',
    '@id': `${site.siteUrl}/#website`,
    url: `${site.siteUrl}/`,
    name: site.name,
    inLanguage: LANGUAGES.map((l) => l.tag),
    publisher: { '@id': `${site.siteUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${site.siteUrl}${publicPath(SEARCH_ROUTE_ID, DEFAULT_LANG)}?${SEARCH_PARAM}={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}

function organization(site: SiteInfo, page: PageMetadata): JsonObject {
  return {
    '@type': 'Organization',
    '@id': `${site.siteUrl}/#organization`,
    name: site.name,
    url: `${site.siteUrl}/`,
    logo: { '@type': 'ImageObject', url: site.logoUrl, width: 512, height: 512 },
    areaServed: {
      '@type': 'AdministrativeArea',
      name: page.geo.placename,
      identifier: page.geo.country,
      containedInPlace: { '@type': 'Continent', name: page.geo.region },
    },
  }
}

function webPage(page: PageMetadata, site: SiteInfo): JsonObject {
  return {
    '@type': page.pageSchemaType ?? 'WebPage',
    '@id': `${page.canonical}#webpage`,
    url: page.canonical,
    name: page.socialTitle ?? page.title,
    description: page.description,
    inLanguage: getLanguage(page.lang).tag,
    isPartOf: { '@id': `${site.siteUrl}/#website` },
    primaryImageOfPage: { '@type': 'ImageObject', url: page.image.url, width: page.image.width, height: page.image.height },
    dateModified: page.modifiedTime,
    breadcrumb: page.breadcrumbs.length ? { '@id': `${page.canonical}#breadcrumb` } : undefined,
  }
}

function breadcrumbList(page: PageMetadata): JsonObject {
  return {
    '@type': 'BreadcrumbList',
    '@id': `${page.canonical}#breadcrumb`,
    itemListElement: page.breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

/** Drop undefined members so the output has exactly the fields that are set. */
function prune(value: JsonValue | undefined): JsonValue | undefined {
  if (Array.isArray(value)) return value.map((v) => prune(v) as JsonValue)
  if (value && typeof value === 'object') {
    const out: JsonObject = {}
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = prune(v)
    return out
  }
  return value
}

/**
 * The page's structured data as one `@graph`: WebSite (with SearchAction),
 * Organization, the page itself and BreadcrumbList on inner pages. No page is an
 * article or a product page (docs/product.md#page-metadata), so none declares one.
 */
export function buildJsonLd(page: PageMetadata, site: SiteInfo): JsonObject {
  const graph = [
    website(site),
    organization(site, page),
    webPage(page, site),
    page.breadcrumbs.length ? breadcrumbList(page) : undefined,
  ].filter((node): node is JsonObject => node !== undefined)
  return prune({ '@context': 'https://schema.org', '@graph': graph }) as JsonObject
}
