// Content negotiation and on-the-fly compression for responses that are not
// precompressed at build time (server functions, the sitemap, pages rendered per
// request). Files and prerendered pages are compressed once by the build
// (scripts/precompress.ts) with the same encodings.
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib'

export type Encoding = 'br' | 'gzip'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml)|image\/svg\+xml)/

/** File names the build precompresses (brotli and gzip variants beside the file). */
export const PRECOMPRESSED_FILE = /\.(html|js|mjs|css|svg|xml|json|webmanifest|txt|ico)$/

/** Below this size compression saves less than its headers and time cost. */
export const MIN_COMPRESS_BYTES = 1024

/** The best encoding the client accepts: 'br', 'gzip' or null. */
export function preferredEncoding(acceptEncoding: string | null | undefined): Encoding | null {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return null
}

export function isCompressible(contentType: string | null | undefined): boolean {
  return COMPRESSIBLE.test(contentType ?? '')
}

/**
 * How hard to compress (brotli quality / gzip level), measured on the 30 KB not-found page:
 * - `build`: the smallest output, once per file at build time (11 / 9);
 * - `request`: app responses, which pass admission control (5 / 6: ≈ 0.6 ms);
 * - `any-client`: responses any client can ask for without limit, such as the not-found
 *   page with its Go Back link filled in (1 / 1: ≈ 0.1 ms, a quarter larger).
 */
const EFFORT = { build: [constants.BROTLI_MAX_QUALITY, 9], request: [5, 6], 'any-client': [1, 1] } as const

function options(bytes: Buffer, encoding: Encoding, effort: keyof typeof EFFORT): BrotliOptions | ZlibOptions {
  const [quality, level] = EFFORT[effort]
  return encoding === 'br'
    ? { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }
    : { level }
}

export function compress(bytes: Buffer, encoding: Encoding, effort: keyof typeof EFFORT): Buffer {
  return encoding === 'br' ? brotliCompressSync(bytes, options(bytes, encoding, effort)) : gzipSync(bytes, options(bytes, encoding, effort))
}

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * The same as `compress`, on libuv's thread pool: the build compresses several files at
 * once on every core (scripts/precompress.ts).
 */
export function compressInPool(bytes: Buffer, encoding: Encoding, effort: keyof typeof EFFORT): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(bytes, options(bytes, encoding, effort)) : gzipAsync(bytes, options(bytes, encoding, effort))
}
