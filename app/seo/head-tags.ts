import { getLanguage } from '~/i18n/languages'
import { buildJsonLd, serializeJsonLd } from './json-ld'
import { DEFAULT_CURRENCY } from './site'
import type { Availability, PageMetadata, SiteInfo } from './page-metadata'

/** The tag shapes TanStack Router's `head()` accepts (rendered by <HeadContent />). */
export type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string }
export interface LinkTag {
  rel: string
  href: string
  hrefLang?: string
  type?: string
  sizes?: string
}
export interface ScriptTag {
  type: string
  children: string
}
export interface HeadTags {
  meta: MetaTag[]
  links: LinkTag[]
  scripts: ScriptTag[]
}

// Open Graph's product:availability vocabulary.
const OG_AVAILABILITY: Record<Availability, string> = {
  InStock: 'in stock',
  OnlineOnly: 'in stock',
  OutOfStock: 'out of stock',
  PreOrder: 'preorder',
  Discontinued: 'discontinued',
}

const named = (name: string, content: string | undefined): MetaTag[] => (content ? [{ name, content }] : [])
const prop = (property: string, content: string | number | undefined): MetaTag[] =>
  content === undefined || content === '' ? [] : [{ property, content: String(content) }]

/**
 * THE one function from page metadata to head tags: title, description, keywords,
 * robots, canonical + hreflang links, Open Graph, Twitter card, geo meta and the
 * JSON-LD graph. `og:locale:alternate` (several tags with one property name) is
 * rendered by <OgLocaleAlternates /> because the router keeps one meta per name.
 */
export function buildHead(page: PageMetadata, site: SiteInfo): HeadTags {
  const socialTitle = page.socialTitle ?? page.title
  const product = page.product
  const meta: MetaTag[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    ...named('keywords', page.keywords.join(', ')),
    { name: 'robots', content: page.noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large' },
    ...named('author', page.author),
    { property: 'og:type', content: page.type },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: socialTitle },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: page.canonical },
    { property: 'og:locale', content: getLanguage(page.locale).ogLocale },
    { property: 'og:image', content: page.image.url },
    { property: 'og:image:type', content: page.image.type },
    { property: 'og:image:width', content: String(page.image.width) },
    { property: 'og:image:height', content: String(page.image.height) },
    { property: 'og:image:alt', content: page.image.alt },
    ...(page.type === 'article'
      ? [
          ...prop('article:published_time', page.publishedTime),
          ...prop('article:modified_time', page.modifiedTime),
          ...prop('article:author', page.author),
          ...prop('article:section', page.section),
        ]
      : prop('og:updated_time', page.modifiedTime)),
    ...(product && product.price !== undefined
      ? [
          ...prop('product:price:amount', product.price),
          ...prop('product:price:currency', product.currency ?? DEFAULT_CURRENCY),
          ...prop('product:availability', product.availability && OG_AVAILABILITY[product.availability]),
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: socialTitle },
    { name: 'twitter:description', content: page.description },
    { name: 'twitter:image', content: page.image.url },
    { name: 'twitter:image:alt', content: page.image.alt },
    { name: 'geo.region', content: page.geo.country },
    { name: 'geo.placename', content: page.geo.placename },
  ]
  const links: LinkTag[] = [
    { rel: 'canonical', href: page.canonical },
    ...page.alternates.map((a) => ({ rel: 'alternate', hrefLang: a.hreflang, href: a.href })),
  ]
  const scripts: ScriptTag[] = [{ type: 'application/ld+json', children: serializeJsonLd(buildJsonLd(page, site)) }]
  return { meta, links, scripts }
}
