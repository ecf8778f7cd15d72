import { DEFAULT_LANG, isBorrowed, type Lang } from '~/i18n/languages'
import type { GeoTarget } from './page-metadata'

/** The site's name, the same in every language (og:site_name, JSON-LD). */
export const SITE_NAME = 'Chat Control Info'

/** Geo-targeting defaults (docs/product.md#page-metadata). */
export const DEFAULT_GEO: GeoTarget = { country: 'EU', region: 'Europe', placename: 'European Union' }

/**
 * The query parameter of the site-search action declared in the WebSite JSON-LD
 * (docs/product.md#page-metadata): the search page's (docs/product.md#search). A home page
 * with it leads to the search page (app/search/search-query.ts).
 */
export const SEARCH_PARAM = 'q'

/** Social card images in public/ (1200×630), one per language; scripts/generate-icons.ts makes them. */
export const SOCIAL_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const
export const socialImagePath = (lang: Lang): string =>
  lang === DEFAULT_LANG || isBorrowed(lang) ? '/og-image.png' : `/og-image-${lang}.png`

/** Square logo for the Organization node (public/icon-512.png). */
export const LOGO_PATH = '/icon-512.png'

/** Brand colour of the icons and the manifest (the favicon's background). */
export const THEME_COLOR = '#0a111e'
