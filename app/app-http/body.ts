// Request bodies: one reader and one size limit per kind of body. The Node server
// refuses anything larger than the largest kind before a handler sees it
// (server/app-path.ts); each handler then reads with its own, smaller limit.

export const BODY_LIMITS = {
  /** A server-function call (JSON); the largest is a newsletter address. */
  serverFunction: 16 * 1024,
  /** A url-encoded form (the newsletter form, the unsubscribe one-click post). */
  form: 4 * 1024,
} as const

export type BodyKind = keyof typeof BODY_LIMITS

/**
 * How long a request body may take to arrive. The Node server reads it before the request
 * may take a slot of the dynamic pool (server/app-path.ts), so a client that sends its
 * body one byte at a time holds a socket for at most this long, and never a slot.
 */
export const BODY_DEADLINE_MS = 10_000

/** The largest body any handler accepts: the server's limit at the door. */
export const MAX_BODY_BYTES = Math.max(...Object.values(BODY_LIMITS))

/** True when the declared Content-Length alone exceeds `limit`. */
function declaresMoreThan(request: Request, limit: number): boolean {
  return Number(request.headers.get('content-length') ?? 0) > limit
}

/** The body's bytes, or null once they exceed `limit` (counted while reading; the rest is not read). */
async function readBodyBytes(request: Request, limit: number): Promise<Buffer | null> {
  if (declaresMoreThan(request, limit)) return null
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** The body as UTF-8 text within the limit of its kind, or null when it is larger. */
export async function readBody(request: Request, kind: BodyKind): Promise<string | null> {
  const bytes = await readBodyBytes(request, BODY_LIMITS[kind])
  return bytes === null ? null : bytes.toString('utf8')
}

/** A copy of `request` carrying `body`, keeping the socket address srvx attached to it. */
export function withBody(request: Request, body: BodyInit): Request {
  const copy = new Request(request.url, { method: request.method, headers: request.headers, body })
  const ip = (request as Request & { ip?: string }).ip
  if (ip) Object.defineProperty(copy, 'ip', { value: ip })
  return copy
}

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i

/**
 * The fields of a form body (url-encoded or multipart: RFC 8058 one-click posts may be
 * either) within the form limit; null when it is larger. A body of another type, or one
 * that does not parse, has no fields. The app's POST dispatcher (app/server.ts) reads a
 * page's form once with this and hands the fields to each handler.
 */
export async function readForm(request: Request): Promise<URLSearchParams | null> {
  const body = await readBodyBytes(request, BODY_LIMITS.form)
  if (body === null) return null
  const type = request.headers.get('content-type') ?? ''
  if (!FORM_TYPES.test(type.trim())) return new URLSearchParams()
  try {
    const form = await new Response(new Uint8Array(body), { headers: { 'content-type': type } }).formData()
    const fields = new URLSearchParams()
    for (const [name, value] of form) if (typeof value === 'string') fields.append(name, value)
    return fields
  } catch {
    return new URLSearchParams()
  }
}
