// The fast path of the production server (server/site-server.ts): every answer that is
// bytes of the build, without the app — a prerendered page or one of its variants, the
// slug table's redirects and the not-found page of the path's language — and every
// answer to a method a path does not have (app/app-http/methods.ts: 405 or 204 with `Allow`,
// the not-found page for an unknown path, 404 for a server function that is not ours),
// so no method makes the app render a page — and the affiliate tools' /go/ redirects
// (server/affiliate-config.ts). Headers are computed once at start-up; nothing here
// waits on I/O or reads a request body.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { SECURITY_HEADERS, contentSecurityPolicy } from '~/app-http/security-headers'
import { compress, preferredEncoding } from './node-http/compression'
import { entityTag, notModified, notModifiedHeaders } from './node-http/conditional'
import { DYNAMIC_HTML_CACHE, GO_CACHE, PAGE_CACHE, REDIRECT_CACHE, REFERRER_DEPENDENT_CACHE } from '~/app-http/cache'
import { pageVariantFor } from './node-http/query'
import { isAppPath } from '../app/app-http/routes'
import { PAGE_METHODS, READ_METHODS, methodAnswer, type ServerFunctionMethod } from '../app/app-http/methods'
import { isServerFnPath, serverFunctionMethod } from '../app/app-http/server-fn-guard.server'
import { PLAIN_TEXT_HEADERS } from '~/app-http/plain-text'
import { rateLimitedWarning, truncateForLog } from '~/lib/log'
import { MAX_BODY_BYTES } from '~/app-http/body'
import { referrerPage, siteLocation } from '~/app-http/redirect'
import { langOfPath, resolvePublicPath } from '~/i18n/slugs'
import { sanitizePathname } from '~/i18n/rewrite'
import { DEFAULT_LANG } from '~/i18n/languages'
import { escapeMarkup } from '../app/lib/escape-markup'
import { variantKey, type BuildOutput, type NotFoundDocument, type PrerenderedDocument, type PrerenderedFile } from './prerendered'
import { FEED_HEADERS } from './static-host'
import { spreadHeaders } from '~/spread/headers'
import type { SiteCounters } from './site-counters'
import type { AffiliateLinks } from './affiliate-config'
import type { RequestKind } from './metrics'
import { GO_PREFIX } from '~/content/affiliate-links'
import { homeSearchRedirect, isSearchRequest } from '~/search/search-query'

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
/** One representation of a document: its body and every header, computed once. */
interface Variant {
  body: Buffer
  /** Flat [name, value, name, value…]: node:http writes it without building an object. */
  headers: string[]
  /** The representation's own entity tag (server/node-http/conditional.ts), when the document has validators. */
  etag?: string
  /** The headers of its 304: the 200's without those that describe a body. */
  notModified?: string[]
}
interface PreparedDocument {
  base: HeaderSet
  identity: Variant
  br: Variant | null
  gzip: Variant | null
}

/** Every header of a prerendered document, computed once. */
function prepare(doc: PrerenderedDocument, extra: HeaderSet, validators: boolean): PreparedDocument {
  return prepareFile(
    doc,
    {
      'content-type': 'text/html; charset=utf-8',
      'content-language': doc.tag,
      'content-security-policy': doc.csp,
      ...extra,
    },
    validators,
  )
}

/**
 * Every header of a file of the build held in memory (a page, a feed), computed once. With
 * `validators`, each of its brotli, gzip and identity bodies gets the entity tag of its own
 * bytes: one tag for three different bodies would let a cache take one for another.
 */
function prepareFile(
  doc: PrerenderedFile,
  headers: HeaderSet,
  validators: boolean,
  security: HeaderSet = SECURITY_HEADERS,
): PreparedDocument {
  const base: HeaderSet = { ...security, vary: 'Accept-Encoding', ...headers }
  const variant = (body: Buffer | null, encoding?: string): Variant | null => {
    if (!body) return null
    const etag = validators ? entityTag(body) : undefined
    const all: HeaderSet = {
      ...base,
      ...(etag ? { etag } : {}),
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.length),
    }
    const headers = Object.entries(all).flat()
    return etag ? { body, headers, etag, notModified: Object.entries(notModifiedHeaders(all)).flat() } : { body, headers }
  }
  return {
    base,
    identity: variant(doc.identity)!,
    br: variant(doc.br, 'br'),
    gzip: variant(doc.gzip, 'gzip'),
  }
}

/** The representation a request gets: the best encoding it accepts that the build wrote, else the identity. */
function selectVariant(req: IncomingMessage, doc: PreparedDocument): Variant {
  const encoding = preferredEncoding(req.headers['accept-encoding'])
  return (encoding && doc[encoding]) || doc.identity
}

function sendDocument(req: IncomingMessage, res: ServerResponse, doc: PreparedDocument, status: number) {
  const variant = selectVariant(req, doc)
  res.writeHead(status, bodyTooLargeToDrain(req) ? [...variant.headers, ...CLOSE] : variant.headers)
  res.end(req.method === 'HEAD' ? undefined : variant.body)
}

/**
 * A GET or HEAD of a document with validators: `304` with no body headers when the client's
 * copy is the representation it would get (If-None-Match: weak comparison, lists and `*`,
 * server/node-http/conditional.ts), else the document. True when the answer was a 304.
 */
function sendValidated(req: IncomingMessage, res: ServerResponse, doc: PreparedDocument): boolean {
  const variant = selectVariant(req, doc)
  if (variant.etag && variant.notModified && notModified(req.headers['if-none-match'], variant.etag)) {
    res.writeHead(304, bodyTooLargeToDrain(req) ? [...variant.notModified, ...CLOSE] : variant.notModified).end()
    return true
  }
  sendDocument(req, res, doc, 200)
  return false
}

export interface FastPath {
  /**
   * Answers from memory when it can: a GET/HEAD from the build, any method a path does not
   * have, any request to an unknown path. Returns what it answered (the metrics' request
   * kind), or false to leave it to the app path.
   */
  serve(req: IncomingMessage, res: ServerResponse, target: RequestTarget): RequestKind | false
  /** The prerendered not-found page of the path's language as a fetch Response (null without one). */
  notFoundResponse(path: string): Response | null
}

/**
 * A request whose body the server would rather not read. Answered here, a body is never
 * handed to anyone: a small one (at most what any handler accepts, MAX_BODY_BYTES) Node
 * reads and drops to keep the connection, as it does for any unread body; a larger or
 * chunked one is not read at all — the answer says `Connection: close`, and Node closes
 * the socket once it is written.
 */
const bodyTooLargeToDrain = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES
const CLOSE = ['connection', 'close']
const closeIfBody = (req: IncomingMessage): HeaderSet => (bodyTooLargeToDrain(req) ? { connection: 'close' } : {})

export function createFastPath(
  build: BuildOutput,
  /** The app's server functions, URL path → method (app/app-http/server-functions.server.ts). */
  serverFunctions: ReadonlyMap<string, ServerFunctionMethod>,
  {
    counters,
    goLinks = new Map(),
  }: {
    /** Page views and tool clicks (server/site-counters.ts). */
    counters?: SiteCounters
    /** Tool slug → the configured link its /go/ path redirects to (server/affiliate-config.ts). */
    goLinks?: AffiliateLinks
  } = {},
): FastPath {
  const pages = new Map<string, PreparedDocument>()
  for (const [path, doc] of build.pages) pages.set(path, prepare(doc, { 'cache-control': PAGE_CACHE }, true))
  for (const [key, doc] of build.variants) pages.set(key, prepare(doc, { 'cache-control': PAGE_CACHE }, true))
  const notFound = new Map<string, { doc: NotFoundDocument; prepared: PreparedDocument }>()
  for (const [lang, doc] of build.notFound)
    notFound.set(lang, { doc, prepared: prepare(doc, { 'cache-control': DYNAMIC_HTML_CACHE }, false) })
  // The Atom feeds (app/seo/feed.ts): a prerendered file like a page, counted as no page view.
  const feeds = new Map<string, PreparedDocument>()
  for (const [path, feed] of build.feeds) feeds.set(path, prepareFile(feed, { ...FEED_HEADERS }, true))
  // Calendars, open data, cards, badges, offline copies (app/spread/paths.ts): each kind's own
  // headers, security headers included — a card drops X-Frame-Options to be framed (app/spread/headers.ts).
  const spread = new Map<string, PreparedDocument>()
  for (const [path, { spec, file }] of build.spread) spread.set(path, prepareFile(file, {}, true, spreadHeaders(spec)))
  const notFoundOf = (path: string) => notFound.get(langOfPath(path)) ?? notFound.get(DEFAULT_LANG)

  const redirectHeaders = { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy() }

  // --- prerendered pages and their variants -----------------------------------------
  // A page view is a GET answered with the page (200), a variant counted as its page; HEAD
  // and 304 (the browser's copy is current) send no page and count nothing
  // (app/content/legal/privacy-policy.ts says so).
  function servePage(req: IncomingMessage, res: ServerResponse, path: string, page: PreparedDocument) {
    if (!sendValidated(req, res, page) && req.method === 'GET') counters?.view(path)
  }

  // --- the affiliate tools' /go/ redirects ------------------------------------------
  // Only the exact path of a configured tool: `/go/<slug>` as sent, no decoding, no case
  // folding, no trailing slash — anything else under /go/ is the not-found page below.
  const goRedirects = new Map<string, { tool: string; headers: string[] }>()
  for (const [tool, link] of goLinks)
    goRedirects.set(`${GO_PREFIX}${tool}`, {
      tool,
      headers: Object.entries({
        ...redirectHeaders,
        location: link,
        'cache-control': GO_CACHE,
        'x-robots-tag': 'noindex, nofollow',
        'content-length': '0',
      }).flat(),
    })
  function serveGo(req: IncomingMessage, res: ServerResponse, go: { tool: string; headers: string[] }) {
    if (req.method === 'GET') counters?.click(go.tool)
    res.writeHead(302, bodyTooLargeToDrain(req) ? [...go.headers, ...CLOSE] : go.headers)
    res.end()
  }

  // --- redirects of the slug table, and of a home page's search -----------------------
  function serveRedirect(req: IncomingMessage, res: ServerResponse, location: string, status = 308, cache = REDIRECT_CACHE) {
    res.writeHead(status, {
      ...redirectHeaders,
      location,
      'cache-control': cache,
      'content-length': '0',
      ...closeIfBody(req),
    })
    res.end()
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
    const headers: HeaderSet = { ...entry.prepared.base, 'cache-control': REFERRER_DEPENDENT_CACHE, ...closeIfBody(req) }
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

  // --- methods a path does not have, server functions that are not ours ---------------
  // Each answer's headers are computed once, per status and `Allow` value.
  const textHeaders = { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(), ...PLAIN_TEXT_HEADERS }
  const plainAnswers = new Map<string, Variant>()
  function plainAnswer(status: number, text: string, allow?: string): Variant {
    const key = `${status} ${allow}`
    let answer = plainAnswers.get(key)
    if (!answer) {
      const body = Buffer.from(status === 204 ? '' : text)
      const headers: HeaderSet =
        status === 204 ? { ...redirectHeaders, 'cache-control': 'no-store' } : { ...textHeaders, 'content-length': String(body.length) }
      if (allow) headers.allow = allow
      answer = { body, headers: Object.entries(headers).flat() }
      plainAnswers.set(key, answer)
    }
    return answer
  }
  function servePlain(req: IncomingMessage, res: ServerResponse, status: number, text: string, allow?: string) {
    const { body, headers } = plainAnswer(status, text, allow)
    res.writeHead(status, bodyTooLargeToDrain(req) ? [...headers, ...CLOSE] : headers)
    res.end(req.method === 'HEAD' || status === 204 ? undefined : body)
  }
  /** True when answered here: OPTIONS (204) or a method the path does not have (405). */
  function refuseMethod(req: IncomingMessage, res: ServerResponse, methods: readonly string[]): boolean {
    const answer = methodAnswer(req.method ?? '', methods)
    if (answer.kind === 'allowed') return false
    if (answer.kind === 'options') servePlain(req, res, 204, '', answer.allow)
    else servePlain(req, res, 405, 'Method Not Allowed', answer.allow)
    return true
  }
  // Any client can send these: a line for the first ten a minute, then a count (docs/security.md, "Logs").
  const warnUnknownFunction = rateLimitedWarning(10)

  return {
    serve(req, res, { path, query }) {
      if (!path.startsWith('/')) return false // the app path answers 400
      const read = req.method === 'GET' || req.method === 'HEAD'
      const page = pages.get(path)
      if (page) {
        if (!read) return refuseMethod(req, res, PAGE_METHODS) && 'method' // a form post goes on to the app
        // The site search (docs/product.md#search): a home page's `?q=` is a search, answered
        // with its page (a redirect nobody stores, like the results); the search page with a
        // query is rendered by the app for that request, in a slot of the dynamic pool.
        const search = homeSearchRedirect(path, query)
        const location = search && siteLocation(search)
        if (location) {
          serveRedirect(req, res, location, 303, 'no-store')
          return 'redirect'
        }
        if (isSearchRequest(path, query)) return false
        // A result the page does not show (an unknown or repeated value) is the page itself.
        const variant = pageVariantFor(query)
        const shown = variant && pages.get(variantKey(path, variant))
        servePage(req, res, path, shown || page)
        return shown ? 'variant' : 'page'
      }
      const go = goRedirects.get(path)
      if (go) {
        if (!read) return refuseMethod(req, res, READ_METHODS) && 'method'
        serveGo(req, res, go)
        return 'go-link'
      }
      const feed = feeds.get(path)
      if (feed) {
        if (!read) return refuseMethod(req, res, READ_METHODS) && 'method'
        sendValidated(req, res, feed)
        return 'feed'
      }
      const spreadFile = spread.get(path)
      if (spreadFile) {
        if (!read) return refuseMethod(req, res, READ_METHODS) && 'method'
        sendValidated(req, res, spreadFile)
        return 'spread'
      }
      if (isServerFnPath(path)) {
        const method = serverFunctionMethod(path, serverFunctions)
        if (method) return refuseMethod(req, res, [method]) && 'method'
        // Not one of ours: Start would answer 500 and log a stack trace (app/app-http/server-fn-guard.server.ts).
        warnUnknownFunction(`Unknown server function refused (404): ${truncateForLog(path)}`)
        servePlain(req, res, 404, 'Not Found')
        return 'server-function'
      }
      if (build.files.has(path) || isAppPath(path)) return refuseMethod(req, res, READ_METHODS) && 'method'
      const resolution = resolvePublicPath(sanitizePathname(path))
      if (resolution.kind === 'redirect') {
        // The page's methods: GET, HEAD and a form post are sent on to the page (a 308 keeps the method).
        if (refuseMethod(req, res, PAGE_METHODS)) return 'method'
        // Every Location is checked (app/app-http/redirect.ts); a query it refuses is dropped.
        const location = siteLocation(resolution.location + query) ?? siteLocation(resolution.location)
        if (location) {
          serveRedirect(req, res, location)
          return 'redirect'
        }
      }
      // A page the build did not prerender is the app's to render, with the page's methods.
      if (resolution.kind === 'page') return refuseMethod(req, res, PAGE_METHODS) && 'method'
      return serveNotFound(req, res, path) && 'not-found'
    },
    notFoundResponse(path) {
      const entry = notFoundOf(path)
      return entry ? new Response(new Uint8Array(entry.doc.identity), { status: 404, headers: entry.prepared.base }) : null
    },
  }
}
