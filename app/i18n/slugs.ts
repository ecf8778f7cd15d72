import { MEMBER_STATES, type MemberStateCode } from '../content/member-states.ts'
import { DEFAULT_LANG, langOfParam, LANGS, type Lang } from './languages.ts'

/** The one page route with a parameter: a member state's "Act now" page (its segment per language: app/content/member-states.ts). */
export type CountryRouteId = '/{-$lang}/act/$country'
export const COUNTRY_ROUTE_ID: CountryRouteId = '/{-$lang}/act/$country'

/**
 * Every page route of the app with a fixed path: the keys of the table below, the router's
 * internal (English) ids. app/router.tsx holds them against the generated route tree
 * (app/routeTree.gen.ts): the tree imports the route files, which import this module, so
 * this module does not import the tree.
 */
export type PageRouteId = keyof typeof SLUGS

/**
 * THE slug table (docs/product.md#routes-and-translated-paths): one entry per page, one translated path segment per
 * language. Keyed by the router's own route ids: a page without its translated
 * slugs is a compile error (app/router.tsx). Everything else that knows a URL —
 * the router rewrite, the language switch, canonical/hreflang, the sitemap —
 * derives from this table.
 */
export const SLUGS = {
  '/{-$lang}': { en: '', nl: '', de: '', fr: '' },
  '/{-$lang}/best-vpns': { en: 'best-vpns', nl: 'beste-vpns', de: 'beste-vpns', fr: 'meilleurs-vpns' },
  '/{-$lang}/encrypted-email': {
    en: 'encrypted-email',
    nl: 'versleutelde-email',
    de: 'verschluesselte-email',
    fr: 'email-chiffre',
  },
  '/{-$lang}/password-managers': {
    en: 'password-managers',
    nl: 'wachtwoordbeheerders',
    de: 'passwort-manager',
    fr: 'gestionnaires-mots-de-passe',
  },
  '/{-$lang}/secure-cloud-storage': {
    en: 'secure-cloud-storage',
    nl: 'veilige-cloud-opslag',
    de: 'sicherer-cloud-speicher',
    fr: 'stockage-cloud-securise',
  },
  '/{-$lang}/blog': { en: 'blog', nl: 'blog', de: 'blog', fr: 'blog' },
  '/{-$lang}/privacy-policy': {
    en: 'privacy-policy',
    nl: 'privacybeleid',
    de: 'datenschutz',
    fr: 'politique-confidentialite',
  },
  '/{-$lang}/terms': { en: 'terms', nl: 'voorwaarden', de: 'nutzungsbedingungen', fr: 'conditions-utilisation' },
  '/{-$lang}/affiliate-disclosure': {
    en: 'affiliate-disclosure',
    nl: 'affiliate-verklaring',
    de: 'affiliate-offenlegung',
    fr: 'divulgation-affilie',
  },
  '/{-$lang}/contact': { en: 'contact', nl: 'contact', de: 'kontakt', fr: 'contact' },
  // What happened after the as-of date (docs/product.md#updates): not a page of the specification's table.
  '/{-$lang}/updates': { en: 'updates', nl: 'ontwikkelingen', de: 'entwicklungen', fr: 'evolutions' },
  // Act now (docs/product.md#act-now): the index of the 27 member states; each state's page is
  // this segment followed by the state's own (COUNTRY_ROUTE_ID, app/content/member-states.ts).
  '/{-$lang}/act': { en: 'act', nl: 'actie', de: 'handeln', fr: 'agir' },
  // The site search (docs/product.md#search): noindex, not in the sitemap (see NOINDEX_ROUTE_IDS); prerendered
  // without a query, rendered per request with one (app/search/search-query.ts).
  '/{-$lang}/search': { en: 'search', nl: 'zoeken', de: 'suche', fr: 'recherche' },
  // The newsletter's token pages (docs/decisions/009): noindex, not in the sitemap (see NOINDEX_ROUTE_IDS).
  '/{-$lang}/newsletter/confirm': {
    en: 'newsletter/confirm',
    nl: 'nieuwsbrief/bevestigen',
    de: 'newsletter/bestaetigen',
    fr: 'lettre-information/confirmer',
  },
  '/{-$lang}/newsletter/unsubscribe': {
    en: 'newsletter/unsubscribe',
    nl: 'nieuwsbrief/uitschrijven',
    de: 'newsletter/abmelden',
    fr: 'lettre-information/desinscription',
  },
} as const satisfies Record<`/{-$lang}${string}`, Record<Lang, string>>

/**
 * Pages reached only through a link in an email (they act on its `?token=`): their form
 * posts to the page's own URL, query string included, and they show its results.
 */
const TOKEN_ROUTE_IDS = ['/{-$lang}/newsletter/confirm', '/{-$lang}/newsletter/unsubscribe'] as const satisfies readonly PageRouteId[]
export const isTokenPage = (id: string): boolean => (TOKEN_ROUTE_IDS as readonly string[]).includes(id)

/**
 * Pages that are no answer to a search engine's query: the token pages and the site
 * search's results (docs/product.md#search). Rendered `noindex`, left out of the sitemap
 * and of PAGE_ROUTE_IDS, but prerendered like the others.
 */
const NOINDEX_ROUTE_IDS = [...TOKEN_ROUTE_IDS, '/{-$lang}/search'] as const satisfies readonly PageRouteId[]
export type NoindexRouteId = (typeof NOINDEX_ROUTE_IDS)[number]
export const isNoindex = (id: string): boolean => (NOINDEX_ROUTE_IDS as readonly string[]).includes(id)

/** The indexed pages of fixed path: the 12 of docs/product.md#routes-and-translated-paths (sitemap, hreflang tests, audits). */
export const PAGE_ROUTE_IDS = (Object.keys(SLUGS) as PageRouteId[]).filter((id) => !isNoindex(id))
/** Every page of the slug table, the noindex ones included. */
export const ALL_ROUTE_IDS = Object.keys(SLUGS) as PageRouteId[]

function joinPath(lang: Lang, slug: string): string {
  const prefix = lang === DEFAULT_LANG ? '' : `/${lang}`
  return `${prefix}${slug ? `/${slug}` : ''}` || '/'
}

/** A page's slug in a language; a borrowed language (languages.ts) has the English slugs. */
const slugOf = (routeId: PageRouteId, lang: Lang): string => (SLUGS[routeId] as Partial<Record<Lang, string>>)[lang] ?? SLUGS[routeId].en

/** The public path of a page in a language: `/`, `/best-vpns`, `/fr/meilleurs-vpns`. */
export const publicPath = (routeId: PageRouteId, lang: Lang): string => joinPath(lang, slugOf(routeId, lang))

/** The internal router path of a page: the prefix kept, the slug in English (`/fr/best-vpns`). */
export const internalPath = (routeId: PageRouteId, lang: Lang): string => joinPath(lang, SLUGS[routeId].en)

/** A page of the site in one language: a page of the slug table, or a member state's "Act now" page, named by the state's code. */
export type PageRef =
  { routeId: PageRouteId; lang: Lang; code?: undefined } | { routeId: CountryRouteId; lang: Lang; code: MemberStateCode }

/** Each member state's path segments by its code, indexed once. */
const segmentsByCode = new Map(MEMBER_STATES.map((state) => [state.code, state.segments]))
/** A member state's segment in a language; a borrowed language (languages.ts) has the English one. */
const segmentIn = (code: MemberStateCode, lang: Lang): string => {
  const segments = segmentsByCode.get(code)!
  return (segments as Partial<Record<Lang, string>>)[lang] ?? segments.en
}

/**
 * The public path of a member state's "Act now" page: `/act/germany`, `/de/handeln/deutschland`. A page
 * has it from its state (`path`, app/content/member-state.ts); the sitemap, the router rewrite and the
 * tests from the code.
 */
export const countryPath = (code: MemberStateCode, lang: Lang): string => `${publicPath('/{-$lang}/act', lang)}/${segmentIn(code, lang)}`

/** Its router path: the prefix kept, the segments in English (`/de/act/germany`); the route's `$country` param is the English segment. */
const countryInternalPath = (code: MemberStateCode, lang: Lang): string => `${internalPath('/{-$lang}/act', lang)}/${segmentIn(code, 'en')}`

/** The public path of a page in a language, whichever kind it is. */
export const refPath = (ref: PageRef, lang: Lang): string =>
  ref.routeId === COUNTRY_ROUTE_ID ? countryPath(ref.code, lang) : publicPath(ref.routeId, lang)

// The two lookup maps (public ⇄ internal), generated from the table above —
// never written by hand.
const byPublicPath = new Map<string, PageRef>()
const byInternalPath = new Map<string, PageRef>()
for (const routeId of ALL_ROUTE_IDS) {
  for (const lang of LANGS) {
    byPublicPath.set(publicPath(routeId, lang), { routeId, lang })
    byInternalPath.set(internalPath(routeId, lang), { routeId, lang })
  }
}
for (const { code } of MEMBER_STATES) {
  for (const lang of LANGS) {
    const ref = { routeId: COUNTRY_ROUTE_ID, lang, code }
    byPublicPath.set(countryPath(code, lang), ref)
    byInternalPath.set(countryInternalPath(code, lang), ref)
  }
}

export const findByPublicPath = (pathname: string): PageRef | undefined => byPublicPath.get(pathname)
export const findByInternalPath = (pathname: string): PageRef | undefined => byInternalPath.get(pathname)

/** The indexed public paths of the slug table's pages (12 pages × 4 languages). */
export const ALL_PUBLIC_PATHS: readonly string[] = PAGE_ROUTE_IDS.flatMap((id) => LANGS.map((l) => publicPath(id, l)))

/** The member states' "Act now" pages, indexed too (27 × 4): checked at the HTML level, sampled in the browser. */
export const COUNTRY_PUBLIC_PATHS: readonly string[] = MEMBER_STATES.flatMap(({ code }) => LANGS.map((l) => countryPath(code, l)))

/** What the build prerenders: every page of both kinds, the noindex pages included. */
export const PRERENDERED_PATHS: readonly string[] = [...byPublicPath.keys()]

/** Browser path → router path. Unknown paths pass through unchanged (and 404 in the router). */
export function toInternalPathname(pathname: string): string {
  const ref = byPublicPath.get(pathname)
  if (!ref) return pathname
  return ref.routeId === COUNTRY_ROUTE_ID ? countryInternalPath(ref.code, ref.lang) : internalPath(ref.routeId, ref.lang)
}

/** Router path → browser path. */
export function toPublicPathname(pathname: string): string {
  const ref = byInternalPath.get(pathname)
  return ref ? refPath(ref, ref.lang) : pathname
}

/**
 * The language of a path: its `{-$lang}` segment if it is a site language, else English
 * (langOfParam). The router's path after the rewrite and the public path have the same
 * first segment. The root route decides each page's language with it
 * (docs/decisions/018-one-owner-for-the-language.md); the Node server's HTTP layer, which
 * answers before any route runs (not-found documents, the no-JavaScript forms), too.
 */
export function langOfPath(pathname: string): Lang {
  return langOfParam(pathname.split('/')[1])
}

export type PathResolution = ({ kind: 'page' } & PageRef) | { kind: 'redirect'; location: string } | { kind: 'not-found'; lang: Lang }

/**
 * How the server answers a public path (see docs/decisions/003):
 * a page of the table; a permanent redirect for a trailing slash, for the English
 * slug under a language prefix (`/fr/best-vpns` → `/fr/meilleurs-vpns`) and for an
 * `/en/...` prefix (English has none); otherwise not found, in the prefix's language.
 * Every redirect leads to a page of the table.
 * Matching is case-sensitive, like the router.
 */
export function resolvePublicPath(pathname: string): PathResolution {
  if (pathname.length > 1 && pathname.endsWith('/')) {
    // Only towards a page: `//evil.example/` must not become `Location: //evil.example`
    // (app/app-http/redirect.ts checks every Location again).
    const trimmed = pathname.replace(/\/+$/, '') || '/'
    const target = resolvePublicPath(trimmed)
    if (target.kind === 'page') return { kind: 'redirect', location: trimmed }
    return target.kind === 'redirect' ? target : { kind: 'not-found', lang: langOfPath(pathname) }
  }
  const page = byPublicPath.get(pathname)
  if (page) return { kind: 'page', ...page }

  const lang = langOfPath(pathname)
  const segments = pathname.split('/').slice(1)
  if (segments[0] === 'en') {
    const english = byPublicPath.get(`/${segments.slice(1).join('/')}`)
    if (english?.lang === 'en') return { kind: 'redirect', location: refPath(english, 'en') }
  }
  if (lang !== DEFAULT_LANG) {
    // The English (internal) slug under a language prefix.
    const internal = byInternalPath.get(pathname)
    if (internal) return { kind: 'redirect', location: refPath(internal, internal.lang) }
  }
  return { kind: 'not-found', lang }
}

/**
 * docs/product.md#manual-language-change: the current path mapped back to the English page,
 * then to the target language. Without a mapping, English gets the English path and
 * the others the prefixed path.
 */
export function switchLanguagePath(pathname: string, target: Lang): string {
  const ref = byPublicPath.get(pathname) ?? byInternalPath.get(pathname)
  if (ref) return refPath(ref, target)
  const current = langOfPath(pathname)
  const rest = current === DEFAULT_LANG ? pathname : pathname.slice(current.length + 1) || '/'
  if (target === DEFAULT_LANG) return rest
  return `/${target}${rest === '/' ? '' : rest}`
}
