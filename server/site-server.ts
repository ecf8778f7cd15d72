// The production HTTP server. In order, for every request:
//   1. GET/HEAD of a prerendered page, whatever its query string unless the app reads
//      it (app/http/query.ts): the page's bytes from memory, precompressed, with ETag
//      and every header computed at start-up — a link with tracking parameters costs
//      what the page costs; the no-JavaScript newsletter results are prerendered
//      variants of each page, served the same way;
//   2. GET/HEAD of a file of dist/client: srvx's static middleware (precompressed
//      variants; hashed assets cached immutably);
//   3. GET/HEAD of a path the slug table redirects (trailing slash, English slug
//      under a prefix, /en/…): its 308, without running the app;
//   4. GET/HEAD of any other path the app does not answer (app/http/routes.ts): the
//      prerendered not-found page of the prefix's language, status 404;
//   5. everything else — server functions, form posts, pages whose query the app
//      reads, health and server routes — through the app's fetch handler
//      (dist/server/server.js), at most DYNAMIC_CONCURRENCY at once
//      (app/http/admission.ts), with a body limit, security headers and compression
//      on the way out.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { toNodeHandler } from 'srvx/node'
import { staticMiddleware } from 'srvx/static'
import { applySecurityHeaders, contentSecurityPolicy, SECURITY_HEADERS } from '~/http/security-headers'
import { compress, isCompressible, MIN_COMPRESS_BYTES, preferredEncoding } from '~/http/compression'
import {
  DYNAMIC_HTML_CACHE,
  HASHED_ASSET_MAX_AGE,
  HASHED_ASSET_PREFIX,
  PAGE_CACHE,
  PUBLIC_FILE_MAX_AGE,
  REDIRECT_CACHE,
  REFERRER_DEPENDENT_CACHE,
} from '~/http/cache'
import { checkedRedirect, referrerPage, siteLocation } from '~/http/redirect'
import { declaresMoreThan, MAX_BODY_BYTES, readBodyBytes, withBody } from '~/http/body'
import { pageVariantFor } from '~/http/query'
import { HEALTH_PATH, isAppPath } from '~/http/routes'
import { createAdmission, type Admission, type AdmissionOptions } from '~/http/admission'
import { localeOfPath, resolvePublicPath } from '~/i18n/slugs'
import { sanitizePathname } from '~/i18n/rewrite'
import { DEFAULT_LOCALE } from '~/i18n/languages'
import { variantKey, type BuildOutput, type NotFoundDocument, type PrerenderedDocument } from './prerendered'
import type { VisitCounter } from './visits'
import { escapeMarkup } from '../app/lib/escape-markup'

type Middleware = (request: Request, next: (request?: Request) => Promise<Response>) => Promise<Response> | Response
interface FetchApp {
  fetch(request: Request): Promise<Response> | Response
}

export interface SiteServerOptions {
  app: FetchApp
  clientDir: string
  build: BuildOutput
  admission: AdmissionOptions
  visits?: VisitCounter
}

const RETRY_AFTER_SECONDS = 5

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
  const base: HeaderSet = {
    ...SECURITY_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    vary: 'Accept-Encoding',
    'content-language': doc.lang,
    'content-security-policy': doc.csp,
    ...extra,
  }
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

function splitUrl(url: string): [path: string, query: string] {
  const q = url.indexOf('?')
  return q === -1 ? [url, ''] : [url.slice(0, q), url.slice(q)]
}

export function createSiteServer({ app, clientDir, build, admission: admissionOptions, visits }: SiteServerOptions): {
  server: Server
  admission: Admission
} {
  const pages = new Map<string, PreparedDocument>()
  for (const [path, doc] of build.pages) pages.set(path, prepare(doc, { 'cache-control': PAGE_CACHE, etag: doc.etag }))
  for (const [key, doc] of build.variants) pages.set(key, prepare(doc, { 'cache-control': PAGE_CACHE, etag: doc.etag }))
  const notFound = new Map<string, { doc: NotFoundDocument; prepared: PreparedDocument }>()
  for (const [locale, doc] of build.notFound) notFound.set(locale, { doc, prepared: prepare(doc, { 'cache-control': DYNAMIC_HTML_CACHE }) })
  const admission = createAdmission(admissionOptions)

  // --- 1. prerendered pages -------------------------------------------------------
  function servePage(req: IncomingMessage, res: ServerResponse, path: string, page: PreparedDocument) {
    if (req.method === 'GET') visits?.count(path)
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304, page.notModified).end()
      return
    }
    sendDocument(req, res, page, 200)
  }

  // --- 3. redirects of the slug table ---------------------------------------------
  const redirectHeaders = {
    ...SECURITY_HEADERS,
    'content-security-policy': contentSecurityPolicy(),
  }
  function serveRedirect(res: ServerResponse, location: string) {
    res.writeHead(308, { ...redirectHeaders, location, 'cache-control': REDIRECT_CACHE, 'content-length': '0' }).end()
  }

  // --- 4. the not-found page ------------------------------------------------------
  function serveNotFound(req: IncomingMessage, res: ServerResponse, path: string): boolean {
    const entry = notFound.get(localeOfPath(path)) ?? notFound.get(DEFAULT_LOCALE)
    if (!entry) return false // a build without not-found pages: the app renders it
    const back = referrerPage(req.headers.referer, req.headers.host)
    if (!back) {
      sendDocument(req, res, entry.prepared, 404)
      return true
    }
    // Go Back leads to the page the visitor came from: the one attribute differs, so this
    // response is compressed here — with the fastest settings, as any client can send a
    // Referer of this host with every request.
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

  /** The prerendered not-found page as a fetch Response, for the app path. */
  function notFoundResponse(path: string): Response {
    const entry = notFound.get(localeOfPath(path)) ?? notFound.get(DEFAULT_LOCALE)
    if (!entry) return text(404, 'Not Found')
    return new Response(new Uint8Array(entry.doc.identity), { status: 404, headers: entry.prepared.base })
  }

  // --- 2. and 5.: files and the app, as fetch handlers (srvx) ---------------------
  const hashedAssets = staticMiddleware({ dir: clientDir, encodings: true, maxAge: HASHED_ASSET_MAX_AGE, immutable: true })
  const publicFiles = staticMiddleware({ dir: clientDir, encodings: true, maxAge: PUBLIC_FILE_MAX_AGE })
  const text = (status: number, body: string, headers: HeaderSet = {}) =>
    new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } })

  /** Refuse bodies larger than any handler accepts before reading them; buffer small chunked ones. */
  const limitBody: Middleware = async (request, next) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return next()
    if (declaresMoreThan(request, MAX_BODY_BYTES)) return text(413, 'Payload Too Large')
    if (request.headers.has('content-length')) return next()
    const body = await readBodyBytes(request, MAX_BODY_BYTES)
    if (body === null) return text(413, 'Payload Too Large')
    return next(withBody(request, new Uint8Array(body)))
  }

  const serveFile: Middleware = (request, next) => {
    const { pathname } = new URL(request.url)
    if (!build.files.has(pathname)) return next()
    return (pathname.startsWith(HASHED_ASSET_PREFIX) ? hashedAssets : publicFiles)(request, next as () => Promise<Response>)
  }

  /** The app, admitted: the slot is held until its response body is complete. */
  const runApp = (request: Request) =>
    new URL(request.url).pathname === HEALTH_PATH
      ? app.fetch(request) // health checks must answer during a flood, and are cheap
      : admission.run(
          async () => {
            const answered = await app.fetch(request)
            // A redirect that would leave the site is answered as not found (app/http/redirect.ts).
            const response = checkedRedirect(answered, request.url) ?? notFoundResponse(new URL(request.url).pathname)
            const body = request.method === 'HEAD' || !response.body ? null : Buffer.from(await response.arrayBuffer())
            return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
          },
          () => text(503, 'Service Unavailable: too many requests, please retry shortly.', { 'retry-after': String(RETRY_AFTER_SECONDS) }),
        )

  /** Security headers on every response; compression of dynamic text bodies. */
  const finish: Middleware = async (request, next) => {
    let response: Response
    try {
      response = await next()
    } catch (error) {
      console.error('Unhandled server error:', error)
      response = text(500, 'Internal Server Error')
    }
    const headers = new Headers(response.headers)
    // Answered before the request body was read to its end (413, 415, 403…): the rest
    // of that body would be parsed as the next request on this keep-alive connection,
    // which Node then resets. Close it after this response instead.
    const nodeRequest = (request as Request & { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req
    if (nodeRequest && !nodeRequest.complete) headers.set('connection', 'close')
    const type = headers.get('content-type') ?? ''
    const init = { status: response.status, statusText: response.statusText, headers }
    if (!response.body || headers.has('content-encoding') || !isCompressible(type)) {
      const csp = response.headers.get('content-security-policy')
      applySecurityHeaders(headers)
      if (csp) headers.set('content-security-policy', csp) // a file's own policy
      // The body is read whole, not passed on as a stream: a static file's Node stream,
      // wrapped by undici and handed to a second Response, makes undici close its
      // controller twice ("ReadableStream is already closed", thrown from a microtask,
      // fatal for the process) — seen with Node 24.21 on a plain GET of a file.
      // Our files are small. tests/e2e/faults.spec.ts resets connections mid-download.
      const body = request.method === 'HEAD' || !response.body ? null : new Uint8Array(await response.arrayBuffer())
      return new Response(body, init)
    }
    let bytes: Buffer = Buffer.from(await response.arrayBuffer())
    const html = type.includes('html')
    applySecurityHeaders(headers, html ? bytes.toString('utf8') : undefined)
    if (html && !headers.has('cache-control')) headers.set('cache-control', DYNAMIC_HTML_CACHE)
    if (html && request.method === 'GET' && response.status === 200) {
      const { pathname } = new URL(request.url)
      if (resolvePublicPath(pathname).kind === 'page') visits?.count(pathname)
    }
    headers.append('vary', 'Accept-Encoding')
    const encoding = bytes.length >= MIN_COMPRESS_BYTES ? preferredEncoding(request.headers.get('accept-encoding')) : null
    if (encoding) {
      bytes = compress(bytes, encoding, 'request')
      headers.set('content-encoding', encoding)
    }
    headers.set('content-length', String(bytes.length))
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), init)
  }

  const chain: Middleware[] = [finish, limitBody, serveFile]
  const fetchHandler = (request: Request): Promise<Response> => {
    const dispatch = async (i: number, req: Request): Promise<Response> =>
      i === chain.length ? runApp(req) : chain[i]!(req, (next) => dispatch(i + 1, next ?? req))
    return dispatch(0, request)
  }
  const toNode = toNodeHandler(fetchHandler) as unknown as (req: IncomingMessage, res: ServerResponse) => Promise<void> | void
  const nodeHandler = (req: IncomingMessage, res: ServerResponse) => toNode(req, res)

  const server = createServer((req, res) => {
    const url = req.url ?? '/'
    if ((req.method === 'GET' || req.method === 'HEAD') && url.startsWith('/')) {
      const [path, query] = splitUrl(url)
      const page = pages.get(path)
      if (page) {
        const variant = pageVariantFor(query)
        const answer = variant === '' ? page : variant && pages.get(variantKey(path, variant))
        if (answer) return servePage(req, res, path, answer)
      } else if (!build.files.has(path) && !isAppPath(path)) {
        const resolution = resolvePublicPath(sanitizePathname(path))
        const location =
          resolution.kind === 'redirect' ? (siteLocation(resolution.location + query) ?? siteLocation(resolution.location)) : null
        if (location) return serveRedirect(res, location)
        if (resolution.kind !== 'page' && serveNotFound(req, res, path)) return
      }
    }
    void nodeHandler(req, res)
  })
  server.keepAliveTimeout = 5_000
  return { server, admission }
}
