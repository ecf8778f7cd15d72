// Content negotiation and on-the-fly compression for responses that are not
// precompressed on disk (server-rendered 404 pages, server functions, sitemap…).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml)|image\/svg\+xml)/

/** The best encoding the client accepts: 'br', 'gzip' or null. */
export function preferredEncoding(acceptEncoding) {
  const accepted = new Map()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return null
}

export function isCompressible(contentType) {
  return COMPRESSIBLE.test(contentType ?? '')
}

export function compress(bytes, encoding) {
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : gzipSync(bytes, { level: 6 })
}
