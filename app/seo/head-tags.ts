import { getLanguage } from '~/i18n/languages'
import { buildJsonLd, serializeJsonLd } from './json-ld'
import type { PageMetadata, SiteInfo } from './page-metadata'

/** The tag shapes TanStack Router's `head()` accepts (rendered by <HeadContent />). */
export type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string }
export interface LinkTag {
  rel: string
  href: string
  hrefLang?: string
  type?: string
  sizes?: string
  title?: string
}
interface ScriptTag {
  type: string
  children: string
}
export interface HeadTags {
  meta: MetaTag[]
  links: LinkTag[]
  scripts: ScriptTag[]
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
  const meta: MetaTag[] = [
    { title: page.title },
    { name: 'description', content: page.description },
    ...named('keywords', page.keywords.join(', ')),
    { name: 'robots', content: page.noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large' },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: socialTitle },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: page.canonical },
    { property: 'og:locale', content: getLanguage(page.lang).ogLocale },
    { property: 'og:image', content: page.image.url },
    { property: 'og:image:type', content: page.image.type },
    { property: 'og:image:width', content: String(page.image.width) },
    { property: 'og:image:height', content: String(page.image.height) },
    { property: 'og:image:alt', content: page.image.alt },
    ...prop('og:updated_time', page.modifiedTime),
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
