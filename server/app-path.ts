// The app path of the production server (server/site-server.ts): everything the fast path
// (server/fast-path.ts) does not answer — server functions, form posts, health and
// server routes, the build's files — in this order:
//   1. the request body is read into memory, bounded in size (BODY_LIMITS) and in time
//      (BODY_DEADLINE_MS), BEFORE the request may take a slot of the dynamic pool: a
//      client that trickles its body holds a socket, never a slot (docs/security.md);
//   2. the client's address is derived once (app/app-http/client-address.ts, TRUST_PROXY);
//   3. a file of dist/client: srvx's static middleware;
//   4. anything else: the app's fetch handler, at most DYNAMIC_CONCURRENCY at once
//      (server/node-http/admission.ts) — a search in a small pool of its own (SEARCH_ADMISSION) —;
//      a redirect that would leave the site becomes the not-found page (app/app-http/redirect.ts);
//   5. on the way out: security headers, the Content-Security-Policy (the app's own
//      nonce policy, else the build's known script hashes), a page of the build rendered
//      per request made to boot on intent like its prerendered self
//      (server/node-http/boot-on-intent.ts), compression, and a validator for what shared
//      caches may keep (server/node-http/conditional.ts) with its 304.
// A HEAD is answered as its GET without the body, so both send the same headers.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { staticMiddleware } from 'srvx/static'
import { applySecurityHeaders, contentSecurityPolicy, newNonce } from '~/app-http/security-headers'
import { CSP_NONCE_HEADER } from '~/app-http/csp-nonce'
import { compress, isCompressible, MIN_COMPRESS_BYTES, preferredEncoding } from './node-http/compression'
import { entityTag, isBodyHeader, notModified, withVary } from './node-http/conditional'
import { DYNAMIC_HTML_CACHE, HASHED_ASSET_MAX_AGE, HASHED_ASSET_PREFIX, PUBLIC_FILE_MAX_AGE } from '~/app-http/cache'
import { BODY_DEADLINE_MS, MAX_BODY_BYTES } from '~/app-http/body'
import { HEALTH_PATH } from '../app/app-http/routes'
import { checkedRedirect } from '~/app-http/redirect'
import { clientAddress, type TrustProxy } from '~/app-http/client-address'
import type { Admission } from './node-http/admission'
import { redactPersonalData } from '~/lib/log'
import { resolvePublicPath } from '~/i18n/slugs'
import type { BuildOutput } from './prerendered'
import type { RequestTarget } from './fast-path'
import type { SiteCounters } from './site-counters'
import { PLAIN_TEXT_HEADERS, plainText as plain } from '~/app-http/plain-text'
import { bootOnIntent, pageScriptOf, type PageScript } from './node-http/boot-on-intent'
import { isSearchRequest } from '~/search/search-query'

export interface FetchApp {
  fetch(request: Request): Promise<Response> | Response
}

export interface AppPathOptions {
  app: FetchApp
  clientDir: string
  build: BuildOutput
  admission: Admission
  /** The site search's own pool (docs/product.md#search): a flood of searches never takes the dynamic pool's slots. */
  searchAdmission: Admission
  trustProxy: TrustProxy
  /** The localized not-found page (server/fast-path.ts). */
  notFound(path: string): Response | null
  counters?: SiteCounters
  /** How long a request body may take to arrive (default BODY_DEADLINE_MS). */
  bodyDeadlineMs?: number
}

/** Retry-After of the 503 a busy server answers (admission queue full). */
const BUSY_RETRY_AFTER_SECONDS = 5

type BodyResult = { kind: 'ok'; body: Buffer | null } | { kind: 'too-large' } | { kind: 'too-slow' } | { kind: 'gone' }

/** The whole body of `req` within `limit` bytes and `deadlineMs`, or why not. */
function readNodeBody(req: IncomingMessage, limit: number, deadlineMs: number): Promise<BodyResult> {
  const declared = req.headers['content-length']
  if (declared !== undefined && Number(declared) > limit) return Promise.resolve({ kind: 'too-large' })
  if ((declared === undefined || declared === '0') && req.headers['transfer-encoding'] === undefined)
    return Promise.resolve({ kind: 'ok', body: null })
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = (result: BodyResult) => {
      clearTimeout(timer)
      req.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onClose)
      if (result.kind !== 'ok') req.pause()
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) done({ kind: 'too-large' })
      else chunks.push(chunk)
    }
    const onEnd = () => done({ kind: 'ok', body: Buffer.concat(chunks) })
    const onGone = () => done({ kind: 'gone' })
    const onClose = () => {
      if (!req.complete) onGone()
    }
    const timer = setTimeout(() => done({ kind: 'too-slow' }), deadlineMs)
    req.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onClose)
  })
}

/** A Host header we put in a URL: a host name or address with an optional port, else localhost. */
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

export function createAppPath({
  app,
  clientDir,
  build,
  admission,
  searchAdmission,
  trustProxy,
  notFound,
  counters,
  bodyDeadlineMs = BODY_DEADLINE_MS,
}: AppPathOptions): (req: IncomingMessage, res: ServerResponse, target: RequestTarget) => Promise<void> {
  const hashedAssets = staticMiddleware({ dir: clientDir, encodings: true, maxAge: HASHED_ASSET_MAX_AGE, immutable: true })
  const publicFiles = staticMiddleware({ dir: clientDir, encodings: true, maxAge: PUBLIC_FILE_MAX_AGE })
  const otherPolicy = contentSecurityPolicy()
  /**
   * HTML rendered per request runs only the inline scripts the app rendered for this
   * response: the router puts the response's nonce on each of them (app/router.tsx,
   * `ssr.nonce`; the pre-paint script in app/routes/__root.tsx). An injected script has none.
   */
  const htmlPolicy = (nonce: string) => contentSecurityPolicy([`'nonce-${nonce}'`])
  /** The page script of each prerendered page, read on first use: a page rendered per request boots like it (server/node-http/boot-on-intent.ts). */
  const pageScripts = new Map<string, PageScript | undefined>()
  const pageScriptFor = (path: string): PageScript | undefined => {
    if (!pageScripts.has(path)) {
      const prerendered = build.pages.get(path)
      pageScripts.set(path, prerendered && pageScriptOf(prerendered.identity.toString('utf8')))
    }
    return pageScripts.get(path)
  }

  /** Refused before the body was read to its end: the connection closes after the answer. */
  function refuse(res: ServerResponse, status: number, text: string) {
    const headers = applySecurityHeaders(new Headers({ ...PLAIN_TEXT_HEADERS, connection: 'close' }))
    headers.set('content-security-policy', otherPolicy)
    res.writeHead(status, [...headers].flat())
    res.end(text, () => res.socket?.destroy())
  }

  /**
   * The app, admitted: the slot is held until its response body is complete. A page render
   * runs from start to end without giving the event loop a turn (the framework's render is
   * one chain of promises): a task of the search pool first waits for the loop's next turn,
   * so the requests that arrived meanwhile — pages from memory, more searches that find the
   * pool full (503) — are answered between two renders instead of after all of them.
   */
  const runApp = (request: Request, path: string, pool = admission): Promise<Response> =>
    path === HEALTH_PATH
      ? Promise.resolve(app.fetch(request)) // health checks must answer during a flood, and are cheap
      : pool.run(
          async () => {
            if (pool === searchAdmission) await new Promise((resolve) => setImmediate(resolve))
            // A client that left while the task waited for its slot gets no work done (and the
            // framework, handed an aborted request, would log an AbortError's stack).
            if (request.signal.aborted) return plain(503, 'Service Unavailable')
            const answered = await app.fetch(request)
            // A redirect that would leave the site is answered as not found.
            const response = checkedRedirect(answered, request.url) ?? notFound(path) ?? plain(404, 'Not Found')
            const body = response.body ? new Uint8Array(await response.arrayBuffer()) : null
            return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
          },
          () =>
            plain(503, 'Service Unavailable: too many requests, please retry shortly.', {
              'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
            }),
        )

  const serveFile = (request: Request, path: string): Promise<Response> =>
    Promise.resolve(
      (path.startsWith(HASHED_ASSET_PREFIX) ? hashedAssets : publicFiles)(request as Parameters<typeof hashedAssets>[0], () =>
        runApp(request, path),
      ),
    )

  /**
   * Security headers on every response; compression of dynamic text bodies; an entity tag
   * for a 200 that shared caches may keep (`Cache-Control: public`: robots.txt, sitemap.xml,
   * the web manifest, the security texts), of the bytes sent, so each encoding has its own;
   * `304` without body headers when the client's copy is current (srvx's static files bring
   * their own per-encoding tags and 304s). `head`: the request was a HEAD, sent to the app
   * as its GET — the body is left out here, after every header was computed.
   */
  async function finish(
    request: Request,
    path: string,
    nonce: string,
    response: Response,
    head: boolean,
  ): Promise<{ status: number; headers: Headers; body: Uint8Array | null }> {
    const headers = new Headers(response.headers)
    const type = headers.get('content-type') ?? ''
    const html = type.includes('html')
    // A file's own policy is kept (srvx sends none today).
    applySecurityHeaders(headers, response.headers.get('content-security-policy') ?? (html ? htmlPolicy(nonce) : otherPolicy))
    // The body is read whole, not passed on as a stream: a static file's Node stream,
    // wrapped by undici, makes undici close its controller twice ("ReadableStream is
    // already closed", fatal for the process) — seen with Node 24.21 on a plain GET of a
    // file. Our files are small. tests/e2e/faults.spec.ts resets connections mid-download.
    let bytes = response.body ? new Uint8Array(await response.arrayBuffer()) : null
    if (html && !headers.has('cache-control')) headers.set('cache-control', DYNAMIC_HTML_CACHE)
    if (html && !head && response.status === 200 && resolvePublicPath(path).kind === 'page') counters?.view(path)
    // A page of the build rendered for this request (the site search with a query) loads no script file before an intent.
    const script = bytes && html && response.status === 200 ? pageScriptFor(path) : undefined
    const deferred = script && bootOnIntent(new TextDecoder().decode(bytes!), script, nonce)
    if (deferred) bytes = new TextEncoder().encode(deferred)
    // Only a whole body is compressed here: a 206 is a range of the identity bytes.
    if (bytes && response.status === 200 && !headers.has('content-encoding') && isCompressible(type)) {
      headers.set('vary', withVary(headers.get('vary'), 'Accept-Encoding'))
      const encoding = bytes.length >= MIN_COMPRESS_BYTES ? preferredEncoding(request.headers.get('accept-encoding')) : null
      if (encoding) {
        bytes = new Uint8Array(compress(Buffer.from(bytes), encoding, 'request'))
        headers.set('content-encoding', encoding)
      }
    }
    if (bytes) headers.set('content-length', String(bytes.length))
    if (response.status !== 200) return { status: response.status, headers, body: head ? null : bytes }
    if (bytes && !headers.has('etag') && /\bpublic\b/.test(headers.get('cache-control') ?? '')) headers.set('etag', entityTag(bytes))
    const etag = headers.get('etag')
    if (etag && notModified(request.headers.get('if-none-match'), etag)) {
      for (const name of [...headers.keys()]) if (isBodyHeader(name)) headers.delete(name)
      return { status: 304, headers, body: null }
    }
    return { status: 200, headers, body: head ? null : bytes }
  }

  return async function handle(req, res, { path, query }) {
    if (!path.startsWith('/')) return refuse(res, 400, 'Bad Request')
    // 1. The body, before any slot is taken.
    const read = await readNodeBody(req, MAX_BODY_BYTES, bodyDeadlineMs)
    if (read.kind === 'gone') return void res.destroy()
    if (read.kind === 'too-large') return refuse(res, 413, 'Payload Too Large')
    if (read.kind === 'too-slow') return refuse(res, 408, 'Request Timeout')

    // 2. The request as the app sees it, with the client's address.
    const headers = new Headers()
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
      try {
        headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!)
      } catch {
        // A header value undici refuses: the app never needs it.
      }
    }
    // The nonce of this response's inline scripts: only this server sets the header.
    const nonce = newNonce()
    headers.set(CSP_NONCE_HEADER, nonce)
    const host = SAFE_HOST.test(req.headers.host ?? '') ? req.headers.host! : 'localhost'
    const method = req.method ?? 'GET'
    const abort = new AbortController()
    res.once('close', () => {
      if (!res.writableEnded) abort.abort()
    })
    const bodyAllowed = method !== 'GET' && method !== 'HEAD'
    // A HEAD goes on as its GET (no method reaches the app as HEAD): its headers are the GET's.
    // Ranges are a GET's only (RFC 9110 §14.2): a HEAD's Range is ignored.
    const head = method === 'HEAD'
    if (head) headers.delete('range')
    const request = new Request(`http://${host}${path}${query}`, {
      method: head ? 'GET' : method,
      headers,
      body: bodyAllowed && read.body ? new Uint8Array(read.body) : undefined,
      signal: abort.signal,
    })
    Object.defineProperty(request, 'ip', { value: clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustProxy) })

    // 3.–5.
    let response: Response
    try {
      response =
        request.method === 'GET' && build.files.has(path)
          ? await serveFile(request, path)
          : await runApp(request, path, request.method === 'GET' && isSearchRequest(path, query) ? searchAdmission : admission)
    } catch (error) {
      console.error('Unhandled server error:', redactPersonalData(error))
      response = plain(500, 'Internal Server Error')
    }
    const out = await finish(request, path, nonce, response, head)
    if (res.destroyed) return
    // The app's reason phrase, unless this server changed the status (a 304 of a 200).
    res.writeHead(out.status, (out.status === response.status && response.statusText) || undefined, [...out.headers].flat())
    res.end(out.body ?? undefined)
  }
}
