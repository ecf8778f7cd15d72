// Production server (srvx). In order, for every request:
//   1. body size limit (413) for requests that carry a body;
//   2. the 40 prerendered pages, from memory at the node:http level, precompressed, ETag;
//   3. files of dist/client (precompressed variants; hashed assets cached immutably);
//   4. everything else through the app's fetch handler (dist/server/server.js): 404 pages,
//      redirects, server functions, the no-JavaScript newsletter post, sitemap, /healthz;
// and on the way out, security headers on every response (CSP hashes per HTML page) and
// compression of dynamic text responses. Usage: node scripts/serve.mjs  (PORT, HOST)
import { createServer } from 'node:http'
import { toNodeHandler } from 'srvx/node'
import { staticMiddleware } from 'srvx/static'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { existsSync } from 'node:fs'
import { applySecurityHeaders } from './lib/security-headers.mjs'
import { compress, isCompressible, preferredEncoding } from './lib/compression.mjs'
import { SECURITY_HEADERS } from './lib/security-headers.mjs'
import { loadPrerendered } from './lib/prerendered.mjs'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
// Configuration comes from the environment; a local .env file (see .env.example) is read too.
if (existsSync(resolve(root, '.env'))) process.loadEnvFile(resolve(root, '.env'))

const dist = resolve(root, process.env.DIST_DIR ?? 'dist')
const clientDir = resolve(dist, 'client')
const { default: app } = await import(pathToFileURL(resolve(dist, 'server/server.js')).href)
const pages = loadPrerendered(clientDir)

export const MAX_BODY_BYTES = 64 * 1024
const HTML_CACHE = 'public, max-age=300, must-revalidate'

const hashedAssets = staticMiddleware({ dir: clientDir, encodings: true, maxAge: 31536000, immutable: true })
const publicFiles = staticMiddleware({ dir: clientDir, encodings: true, maxAge: 3600 })

const text = (status, body) => new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/** Reject oversized bodies before any handler reads them; buffer small chunked bodies. */
async function limitBody(request, next) {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return next()
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > MAX_BODY_BYTES) return text(413, 'Payload Too Large')
  if (Number.isFinite(declared)) return next()
  const chunks = []
  let size = 0
  for await (const chunk of request.body) {
    size += chunk.byteLength
    if (size > MAX_BODY_BYTES) return text(413, 'Payload Too Large')
    chunks.push(chunk)
  }
  const buffered = new Request(request.url, { method: request.method, headers: request.headers, body: Buffer.concat(chunks) })
  Object.defineProperty(buffered, 'ip', { value: request.ip })
  return next(buffered)
}

/**
 * Prerendered pages are answered at the node:http level, before any Request/Response
 * objects exist: every header set is computed once at start-up, so a page costs what
 * a plain static file server costs.
 */
const pageResponses = new Map()
for (const [path, page] of pages) {
  const base = {
    ...SECURITY_HEADERS,
    'content-type': 'text/html; charset=utf-8',
    'cache-control': HTML_CACHE,
    etag: page.etag,
    vary: 'Accept-Encoding',
    'content-language': page.lang,
    'content-security-policy': page.csp,
  }
  const variant = (body, encoding) => ({
    body,
    headers: { ...base, ...(encoding ? { 'content-encoding': encoding } : {}), 'content-length': String(body.length) },
  })
  pageResponses.set(path, {
    etag: page.etag,
    notModified: base,
    identity: variant(page.identity),
    br: page.br && variant(page.br, 'br'),
    gzip: page.gzip && variant(page.gzip, 'gzip'),
  })
}

function servePrerendered(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  // A query string (e.g. the no-JavaScript newsletter result) needs a server render.
  const page = pageResponses.get(req.url)
  if (!page) return false
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, page.notModified).end()
    return true
  }
  const encoding = preferredEncoding(req.headers['accept-encoding'])
  const variant = (encoding && page[encoding]) || page.identity
  res.writeHead(200, variant.headers)
  res.end(req.method === 'HEAD' ? undefined : variant.body)
  return true
}

function serveFiles(request, next) {
  const { pathname } = new URL(request.url)
  try {
    decodeURIComponent(pathname)
  } catch {
    return next() // malformed escapes: the app answers with its 404 page
  }
  // Only real files (with an extension) are static. Pages — with a query string (the
  // no-JavaScript newsletter result), a trailing slash (→ 308) or as `…/index.html` —
  // are answered by the app, never by the static middleware's directory index.
  if (!/\.[a-z0-9]+$/i.test(pathname) || /\.(html|br|gz)$/.test(pathname)) return next()
  return (pathname.startsWith('/assets/') ? hashedAssets : publicFiles)(request, next)
}

/**
 * The body read whole. A static file comes as a Node stream that undici wraps in a
 * web stream; when the client resets the connection mid-transfer, Node 20's undici
 * throws "ReadableStream is already closed" from a microtask and the process dies
 * (any visitor could stop the site). Our files are small: read them before answering.
 */
async function wholeBody(request, response) {
  if (request.method === 'HEAD' || !response.body) return null
  return Buffer.from(await response.arrayBuffer())
}

/** Security headers on every response; compression of dynamic text bodies. */
async function finish(request, next) {
  let response
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
  const nodeRequest = request.runtime?.node?.req
  if (nodeRequest && !nodeRequest.complete) headers.set('connection', 'close')
  if (headers.has('content-security-policy') || !response.body || headers.has('content-encoding')) {
    applySecurityHeaders(headers)
    if (response.headers.has('content-security-policy')) headers.set('content-security-policy', response.headers.get('content-security-policy'))
    return new Response(await wholeBody(request, response), { status: response.status, statusText: response.statusText, headers })
  }
  const type = headers.get('content-type') ?? ''
  if (!isCompressible(type)) {
    applySecurityHeaders(headers)
    return new Response(await wholeBody(request, response), { status: response.status, statusText: response.statusText, headers })
  }
  let bytes = Buffer.from(await response.arrayBuffer())
  applySecurityHeaders(headers, type.includes('html') ? bytes.toString('utf8') : undefined)
  if (type.includes('html') && !headers.has('cache-control')) headers.set('cache-control', 'no-cache')
  headers.append('vary', 'Accept-Encoding')
  const encoding = bytes.length >= 1024 ? preferredEncoding(request.headers.get('accept-encoding')) : null
  if (encoding) {
    bytes = compress(bytes, encoding)
    headers.set('content-encoding', encoding)
  }
  headers.set('content-length', String(bytes.length))
  return new Response(request.method === 'HEAD' ? null : bytes, { status: response.status, statusText: response.statusText, headers })
}

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || undefined

/** srvx-style middleware chain: each step is (request, next) → Response. */
function compose(middleware, handler) {
  const dispatch = (i, request) =>
    i === middleware.length ? handler(request) : middleware[i](request, (next) => dispatch(i + 1, next ?? request))
  return (request) => dispatch(0, request)
}

const fetchHandler = compose([finish, limitBody, serveFiles], (request) => app.fetch(request))
const nodeHandler = toNodeHandler(fetchHandler)
const server = createServer((req, res) => {
  if (!servePrerendered(req, res)) nodeHandler(req, res)
})
server.keepAliveTimeout = 5_000

await new Promise((resolve) => server.listen(port, hostname, resolve))
console.log(`Chat Control Info listening on http://${hostname ?? 'localhost'}:${port}/ (${pages.size} prerendered pages)`)

// Node 20's fetch internals (undici) can throw "ReadableStream is already closed" from a
// microtask when a client goes away mid-response; it concerns that one response only,
// so it must not bring the whole server down. Anything else is fatal, as usual.
process.on('uncaughtException', (error) => {
  if (error?.code === 'ERR_INVALID_STATE') {
    console.warn(`Ignored a stream race on a closed connection: ${error.message}`)
    return
  }
  console.error('Fatal error:', error)
  process.exit(1)
})

let stopping = false
async function shutdown(signal) {
  if (stopping) return
  stopping = true
  console.log(`${signal} received: finishing in-flight requests`)
  // Stop accepting connections, let open requests finish (bounded), then close the
  // database and exit.
  server.closeIdleConnections()
  await Promise.race([new Promise((r) => server.close(r)), new Promise((r) => setTimeout(r, 10_000))])
  await globalThis.__chatControlShutdown?.()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
