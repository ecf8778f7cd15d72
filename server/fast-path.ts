// The fast path of the production server (server/site-server.ts): every answer that is
// bytes of the build, without the app — a prerendered page or one of its variants, the
// slug table's redirects and the not-found page of the path's language. Headers are
// computed once at start-up; nothing here waits on I/O.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { SECURITY_HEADERS, contentSecurityPolicy } from '~/http/security-headers'
import { compress, preferredEncoding } from '~/http/compression'
import { DYNAMIC_HTML_CACHE, PAGE_CACHE, REDIRECT_CACHE, REFERRER_DEPENDENT_CACHE } from '~/http/cache'
import { pageVariantFor } from '~/http/query'
import { isAppPath } from '~/http/routes'
import { referrerPage, siteLocation } from '~/http/redirect'
import { localeOfPath, resolvePublicPath } from '~/i18n/slugs'
import { sanitizePathname } from '~/i18n/rewrite'
import { DEFAULT_LOCALE } from '~/i18n/languages'
import { escapeMarkup } from '../app/lib/escape-markup'
import { variantKey, type BuildOutput, type NotFoundDocument, type PrerenderedDocument, type PrerenderedFile } from './prerendered'
import { FEED_HEADERS } from './static-host'
import type { VisitCounter } from './visits'

/** A request's target, split once (server/site-server.ts). */
export interface RequestTarget {
  /** The path as sent, without the query. */
  path: string
  /** The query with its `?`, or ''. */
  query: string
}

export function splitTarget(url: string): RequestTarget {
  const q = url.indexOf('?')
  return q === -1 ? { path: url, query: '' } : { path: url.slice(0, q), query: url.slice(q) }
}

type HeaderSet = Record<string, string>
interface Variant {
  body: Buffer
  /** Flat [name, value, name, value…]: node:http writes it without building an object. */
  headers: string[]
}
interface PreparedDocument {
  etag: string
  base: HeaderSet
  notModified: string[]
  identity: Variant
  br: Variant | null
  gzip: Variant | null
}

/** Every header of a prerendered document, computed once. */
function prepare(doc: PrerenderedDocument, extra: HeaderSet): PreparedDocument {
  return prepareFile(doc, {
    'content-type': 'text/html; charset=utf-8',
    'content-language': doc.lang,
    'content-security-policy': doc.csp,
    ...extra,
  })
}

/** Every header of a file of the build held in memory (a page, a feed), computed once. */
function prepareFile(doc: PrerenderedFile, headers: HeaderSet): PreparedDocument {
  const base: HeaderSet = { ...SECURITY_HEADERS, vary: 'Accept-Encoding', ...headers }
  const variant = (body: Buffer | null, encoding?: string): Variant | null =>
    body && {
      body,
      headers: Object.entries({
        ...base,
        ...(encoding ? { 'content-encoding': encoding } : {}),
        'content-length': String(body.length),
      }).flat(),
    }
  return {
    etag: doc.etag,
    base,
    notModified: Object.entries(base).flat(),
    identity: variant(doc.identity)!,
    br: variant(doc.br, 'br'),
    gzip: variant(doc.gzip, 'gzip'),
  }
}

function sendDocument(req: IncomingMessage, res: ServerResponse, doc: PreparedDocument, status: number) {
  const encoding = preferredEncoding(req.headers['accept-encoding'])
  const variant = (encoding && doc[encoding]) || doc.identity
  res.writeHead(status, variant.headers)
  res.end(req.method === 'HEAD' ? undefined : variant.body)
}

export interface FastPath {
  /** Answers a GET/HEAD from the build when it can; false leaves it to the app path. */
  serve(req: IncomingMessage, res: ServerResponse, target: RequestTarget): boolean
  /** The prerendered not-found page of the path's language as a fetch Response (null without one). */
  notFoundResponse(path: string): Response | null
}

export function createFastPath(build: BuildOutput, visits?: VisitCounter): FastPath {
  const pages = new Map<string, PreparedDocument>()
  for (const [path, doc] of build.pages) pages.set(path, prepare(doc, { 'cache-control': PAGE_CACHE, etag: doc.etag }))
  for (const [key, doc] of build.variants) pages.set(key, prepare(doc, { 'cache-control': PAGE_CACHE, etag: doc.etag }))
  const notFound = new Map<string, { doc: NotFoundDocument; prepared: PreparedDocument }>()
  for (const [locale, doc] of build.notFound) notFound.set(locale, { doc, prepared: prepare(doc, { 'cache-control': DYNAMIC_HTML_CACHE }) })
  // The Atom feeds (app/seo/feed.ts): a prerendered file like a page, counted as no page view.
  const feeds = new Map<string, PreparedDocument>()
  for (const [path, feed] of build.feeds) feeds.set(path, prepareFile(feed, { ...FEED_HEADERS, etag: feed.etag }))
  const notFoundOf = (path: string) => notFound.get(localeOfPath(path)) ?? notFound.get(DEFAULT_LOCALE)

  // --- prerendered pages and their variants -----------------------------------------
  function servePage(req: IncomingMessage, res: ServerResponse, path: string, page: PreparedDocument) {
    if (req.method === 'GET') visits?.count(path)
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, page.notModified).end()
      return
    }
    sendDocument(req, res, page, 200)
  }

  // --- redirects of the slug table --------------------------------------------------
  const redirectHeaders = { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy() }
  function serveRedirect(res: ServerResponse, location: string) {
    res.writeHead(308, { ...redirectHeaders, location, 'cache-control': REDIRECT_CACHE, 'content-length': '0' }).end()
  }

  // --- the not-found page -----------------------------------------------------------
  function serveNotFound(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    const entry = notFoundOf(path)
    if (!entry) return false // a build without not-found pages: the app renders it
    const back = referrerPage(req.headers.referer, req.headers.host)
    if (!back) {
      sendDocument(req, res, entry.prepared, 404)
      return true
    }
    // Go Back leads to the page the visitor came from: the one attribute differs, so this
    // response is compressed here — with the fastest settings, as any client can send a
    // Referer of this host with every request — and never stored by a shared cache.
    const { before, after } = entry.doc.goBack
    let body: Buffer = Buffer.from(before + escapeMarkup(back) + after)
    const headers: HeaderSet = { ...entry.prepared.base, 'cache-control': REFERRER_DEPENDENT_CACHE }
    const encoding = preferredEncoding(req.headers['accept-encoding'])
    if (encoding) {
      body = compress(body, encoding, 'any-client')
      headers['content-encoding'] = encoding
    }
    headers['content-length'] = String(body.length)
    res.writeHead(404, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  return {
    serve(req, res, { path, query }) {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || !path.startsWith('/')) return false
      const page = pages.get(path)
      if (page) {
        // A result the page does not show (an unknown or repeated value) is the page itself.
        const variant = pageVariantFor(query)
        servePage(req, res, path, (variant && pages.get(variantKey(path, variant))) || page)
        return true
      }
      const feed = feeds.get(path)
      if (feed) {
        if (req.headers['if-none-match'] === feed.etag) res.writeHead(304, feed.notModified).end()
        else sendDocument(req, res, feed, 200)
        return true
      }
      if (build.files.has(path) || isAppPath(path)) return false
      const resolution = resolvePublicPath(sanitizePathname(path))
      if (resolution.kind === 'redirect') {
        // Every Location is checked (app/http/redirect.ts); a query it refuses is dropped.
        const location = siteLocation(resolution.location + query) ?? siteLocation(resolution.location)
        if (location) {
          serveRedirect(res, location)
          return true
        }
      }
      return resolution.kind !== 'page' && serveNotFound(req, res, path)
    },
    notFoundResponse(path) {
      const entry = notFoundOf(path)
      return entry ? new Response(new Uint8Array(entry.doc.identity), { status: 404, headers: entry.prepared.base }) : null
    },
  }
}
