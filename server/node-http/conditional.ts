// Validators and conditional requests (RFC 9110 §8.8.3, §13.1.2, §15.4.5), one place for the
// Node server's two paths: the build's documents and feeds answered from memory
// (server/fast-path.ts) and the app's server routes (server/app-path.ts). Each representation
// has its own entity tag: the brotli, gzip and identity bodies of one page are different
// bytes, and a cache that stores one of them must not take another's tag for it.
import { createHash } from 'node:crypto'

/** The strong entity tag of exactly these bytes: a representation's body as it is sent. */
export function entityTag(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`
}

/** `W/"…"` or `"…"`, one element of an If-None-Match list (RFC 9110 §8.8.3). */
const ENTITY_TAG = /^(?:W\/)?("[^"]*")$/

/**
 * The opaque tags of an If-None-Match field value: `'*'`, or the quoted tags of its list,
 * the weak indicator dropped (weak comparison only needs the opaque tag). A comma inside a
 * quoted tag is part of the tag; an element that is not an entity tag is left out.
 */
export function ifNoneMatchTags(value: string): '*' | string[] {
  if (value.trim() === '*') return '*'
  const tags: string[] = []
  let element = ''
  let quoted = false
  for (const char of value + ',') {
    if (char === '"') quoted = !quoted
    if (char === ',' && !quoted) {
      const tag = ENTITY_TAG.exec(element.trim())?.[1]
      if (tag) tags.push(tag)
      element = ''
    } else element += char
  }
  return tags
}

/**
 * Whether a GET or HEAD with this If-None-Match is answered `304 Not Modified`: the field is
 * `*` (the representation exists), or one of its tags matches the selected representation's
 * `etag` by weak comparison — `W/"x"` matches `"x"` and `W/"x"` (RFC 9110 §13.1.2, §8.8.3.2).
 */
export function notModified(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined || ifNoneMatch === null) return false
  const tags = ifNoneMatchTags(ifNoneMatch)
  if (tags === '*') return true
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag
  return tags.includes(opaque)
}

/**
 * Headers of a 200 that describe its body, never sent on a 304: it has no body, and the
 * cache keeps the stored response's metadata (RFC 9110 §15.4.5: a 304 carries the validators,
 * Cache-Control, Vary and the like, no other representation metadata).
 */
const BODY_HEADERS: ReadonlySet<string> = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'content-language',
  'content-range',
  'accept-ranges',
  'transfer-encoding',
])

/** The headers of a 200 as its 304 sends them (see BODY_HEADERS). */
export function notModifiedHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !BODY_HEADERS.has(name.toLowerCase())))
}

/** True when a header of this name is one a 304 leaves out. */
export const isBodyHeader = (name: string): boolean => BODY_HEADERS.has(name.toLowerCase())

/**
 * `Vary` with `name` in it, each field name once (case-insensitive): a response that already
 * varies on it — srvx's static files say `Vary: Accept-Encoding` — is left as it is.
 */
export function withVary(vary: string | null | undefined, name: string): string {
  const names = (vary ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
  if (names.some((n) => n === '*' || n.toLowerCase() === name.toLowerCase())) return names.join(', ')
  return [...names, name].join(', ')
}
