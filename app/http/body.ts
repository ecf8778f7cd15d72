// Request bodies: one reader and one size limit per kind of body. The Node server
// refuses anything larger than the largest kind before a handler sees it
// (server/serve.ts); each handler then reads with its own, smaller limit.

export const BODY_LIMITS = {
  /** A server-function call (JSON); the largest is a newsletter address. */
  serverFunction: 16 * 1024,
  /** A url-encoded form (the newsletter form, the unsubscribe one-click post). */
  form: 4 * 1024,
} as const

export type BodyKind = keyof typeof BODY_LIMITS

/** The largest body any handler accepts: the server's limit at the door. */
export const MAX_BODY_BYTES = Math.max(...Object.values(BODY_LIMITS))

/** True when the declared Content-Length alone exceeds `limit`. */
export function declaresMoreThan(request: Request, limit: number): boolean {
  return Number(request.headers.get('content-length') ?? 0) > limit
}

/** The body's bytes, or null once they exceed `limit` (counted while reading; the rest is not read). */
export async function readBodyBytes(request: Request, limit: number): Promise<Buffer | null> {
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
