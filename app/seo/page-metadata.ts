import type { Locale } from '~/i18n/languages'

/**
 * The page-metadata model of spec §3 ("Page metadata"). One value of this type
 * describes everything a page tells search engines and social networks; one
 * function (`buildHead` in head-tags.ts) turns it into head tags and JSON-LD.
 * All texts are already translated; all URLs are absolute.
 */
export type PageType = 'website' | 'article' | 'product'

/** schema.org ItemAvailability values we use (https://schema.org/ItemAvailability). */
export type Availability = 'InStock' | 'OutOfStock' | 'PreOrder' | 'OnlineOnly' | 'Discontinued'

export interface SocialImage {
  url: string
  width: number
  height: number
  type: string
  alt: string
}

export interface Breadcrumb {
  name: string
  url: string
}

/** Spec default: country EU, region Europe, place European Union. */
export interface GeoTarget {
  /** ISO 3166-1 code (EU is ISO's exceptionally reserved code for the Union). */
  country: string
  region: string
  placename: string
}

export interface ProductInfo {
  name: string
  description: string
  /** Decimal string or number, e.g. 3.99. */
  price?: number | string
  /** ISO 4217; the spec default is EUR. */
  currency?: string
  availability?: Availability
  /** Average rating on a 1–5 scale. */
  rating?: number
  reviewCount?: number
}

/** A link to the same page in another language (`hreflang`). */
export interface Alternate {
  /** BCP 47 tag, or `x-default`. */
  hreflang: string
  href: string
}

export interface PageMetadata {
  /** The complete document title. */
  title: string
  /** Title for social cards (without the site-name suffix). */
  socialTitle?: string
  description: string
  keywords: readonly string[]
  /** Absolute canonical URL: SITE_URL + the page's own public path. */
  canonical: string
  noindex?: boolean
  image: SocialImage
  type: PageType
  locale: Locale
  /** hreflang alternates: every language plus `x-default`. */
  alternates: readonly Alternate[]
  author?: string
  /** ISO 8601 dates. */
  publishedTime?: string
  modifiedTime?: string
  /** Article section (type article). */
  section?: string
  product?: ProductInfo
  /** From home to this page; empty on the home page. */
  breadcrumbs: readonly Breadcrumb[]
  geo: GeoTarget
  /** schema.org type of the page node: WebPage, ContactPage, AboutPage… */
  pageSchemaType?: string
}

/** Site-wide facts the head needs besides the page itself. */
export interface SiteInfo {
  /** Absolute origin (plus optional base path) without trailing slash. */
  siteUrl: string
  name: string
  logoUrl: string
}
