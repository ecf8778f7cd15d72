// Production server (srvx). In order, for every request:
//   1. body size limit (413) for requests that carry a body;
//   2. the 40 prerendered pages, from memory, precompressed, with ETag (no query string);
//   3. files of dist/client (precompressed variants; hashed assets cached immutably);
//   4. everything else through the app's fetch handler (dist/server/server.js): 404 pages,
//      redirects, server functions, the no-JavaScript newsletter post, sitemap, /healthz;
// and on the way out, security headers on every response (CSP hashes per HTML page) and
// compression of dynamic text responses. Usage: node scripts/serve.mjs  (PORT, HOST)
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { existsSync } from 'node:fs'
import { applySecurityHeaders } from './lib/security-headers.mjs'
import { compress, isCompressible, preferredEncoding } from './lib/compression.mjs'
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

function servePrerendered(request, next) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return next()
  const url = new URL(request.url)
  // A query string (e.g. the no-JavaScript newsletter result) needs a server render.
  const page = url.search ? undefined : pages.get(url.pathname)
  if (!page) return next()
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': HTML_CACHE,
    etag: page.etag,
    vary: 'Accept-Encoding',
    'content-language': page.lang,
    'content-security-policy': page.csp,
  })
  if (request.headers.get('if-none-match') === page.etag) return new Response(null, { status: 304, headers })
  const encoding = preferredEncoding(request.headers.get('accept-encoding'))
  const body = (encoding && page[encoding]) || page.identity
  if (body !== page.identity) headers.set('content-encoding', encoding)
  headers.set('content-length', String(body.length))
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
}

function serveFiles(request, next) {
  const { pathname, search } = new URL(request.url)
  try {
    decodeURIComponent(pathname)
  } catch {
    return next() // malformed escapes: the app answers with its 404 page
  }
  // A page with a query string (the no-JavaScript newsletter result) is rendered by
  // the app; the static middleware would serve its prerendered HTML and ignore the query.
  if (search && pages.has(pathname)) return next()
  return (pathname.startsWith('/assets/') ? hashedAssets : publicFiles)(request, next)
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
  if (headers.has('content-security-policy') || !response.body || headers.has('content-encoding')) {
    applySecurityHeaders(headers)
    if (response.headers.has('content-security-policy')) headers.set('content-security-policy', response.headers.get('content-security-policy'))
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  }
  const type = headers.get('content-type') ?? ''
  if (!isCompressible(type)) {
    applySecurityHeaders(headers)
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
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

const server = serve({
  port,
  hostname,
  silent: true,
  gracefulShutdown: false,
  middleware: [finish, limitBody, servePrerendered, serveFiles],
  fetch: (request) => app.fetch(request),
})

await server.ready()
console.log(`Chat Control Info listening on ${server.url} (${pages.size} prerendered pages)`)

let stopping = false
async function shutdown(signal) {
  if (stopping) return
  stopping = true
  console.log(`${signal} received: finishing in-flight requests`)
  // Stop accepting connections, let open requests finish (bounded), then close the
  // database and exit.
  await Promise.race([server.close(false), new Promise((r) => setTimeout(r, 10_000))])
  await globalThis.__chatControlShutdown?.()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
