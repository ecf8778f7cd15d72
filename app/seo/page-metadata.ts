import type { Lang } from '~/i18n/languages'

/**
 * The page-metadata model (docs/product.md#page-metadata). One value of this type
 * describes everything a page tells search engines and social networks; one
 * function (`buildHead` in head-tags.ts) turns it into head tags and JSON-LD.
 * All texts are already translated; all URLs are absolute.
 */
interface SocialImage {
  url: string
  width: number
  height: number
  type: string
  alt: string
}

interface Breadcrumb {
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
  /** Kept out of search results (the newsletter's token pages). */
  noindex?: boolean
  image: SocialImage
  lang: Lang
  /** hreflang alternates: every language plus `x-default`. */
  alternates: readonly Alternate[]
  /** ISO 8601 date of the last content change, where the page states one. */
  modifiedTime?: string
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
