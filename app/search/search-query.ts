// The site search's addresses (docs/product.md#search): the search page of each language
// (`/search`, `/nl/zoeken` … in the slug table, app/i18n/slugs.ts) with the query in `q`,
// the parameter the WebSite JSON-LD's search action declares (app/seo/json-ld.ts), and the
// home pages' `?q=`, which leads there. Shared by the route, the app's server entry and
// the Node server's fast path.
import { DEFAULT_LANG, isLang, type Lang } from '~/i18n/languages'
import { findByPublicPath, publicPath, type PageRouteId } from '~/i18n/slugs'
import { SEARCH_PARAM } from '~/seo/site'
import { MAX_QUERY_LENGTH } from './match'

export const SEARCH_ROUTE_ID = '/{-$lang}/search' satisfies PageRouteId

/**
 * Characters a query never shows: controls (`%00`, newlines), format characters (zero-width
 * spaces, direction overrides that would turn the text around it) and lone surrogate halves.
 * The search ignores them anyway (normalize.ts).
 */
const UNSHOWABLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu

/**
 * The query of the search page's `q` as the router parsed it (its default parser reads
 * JSON values: `?q=2026` is the number 2026), cut to MAX_QUERY_LENGTH, without UNSHOWABLE
 * characters; '' for no query or one that is not text (`?q=a&q=b` is an array).
 */
export function readQuery(value: unknown): string {
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : ''
  return text.slice(0, MAX_QUERY_LENGTH).replace(UNSHOWABLE, '')
}

/** The search page of a language, with the query when there is one: `/nl/zoeken?q=st%C3%BCrgkh`. */
export function searchHref(lang: Lang, query: string): string {
  const q = query.slice(0, MAX_QUERY_LENGTH)
  const page = publicPath(SEARCH_ROUTE_ID, lang)
  return q ? `${page}?${new URLSearchParams({ [SEARCH_PARAM]: q }).toString()}` : page
}

/**
 * The search page with the query of a GET to a home page carrying `q` (`/?q=…`, `/nl?q=…`),
 * or undefined for any other request. Other parameters are dropped, the query is cut to
 * MAX_QUERY_LENGTH. `search` is the query string with its `?`, or ''.
 */
export function homeSearchRedirect(pathname: string, search: string): string | undefined {
  // Most queries are tracking parameters: without the name (or an escape that could spell it) there is nothing to parse.
  if (!search.includes(`${SEARCH_PARAM}=`) && !search.includes('%')) return undefined
  const page = findByPublicPath(pathname)
  if (page?.routeId !== '/{-$lang}') return undefined
  const query = new URLSearchParams(search).get(SEARCH_PARAM)
  return query === null ? undefined : searchHref(page.lang, query)
}

/**
 * True when a GET of the public `pathname` with this query is a search the app must render:
 * the search page with a `q` that is not empty. The search page without one is prerendered,
 * like every page of the slug table (server/fast-path.ts serves it).
 */
export function isSearchRequest(pathname: string, search: string): boolean {
  if (!search.includes(`${SEARCH_PARAM}=`) && !search.includes('%')) return false
  if (findByPublicPath(pathname)?.routeId !== SEARCH_ROUTE_ID) return false
  return Boolean(new URLSearchParams(search).get(SEARCH_PARAM))
}

/** The server function's input, whatever a client sent: the query cut to MAX_QUERY_LENGTH, a site language (English for anything else). */
export interface SearchInput {
  q: string
  lang: Lang
}
export function searchInput(input: unknown): SearchInput {
  const { q, lang } = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
  return { q: readQuery(q), lang: isLang(lang) ? lang : DEFAULT_LANG }
}
