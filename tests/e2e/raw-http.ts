import { connect } from 'node:net'

export interface RawResponse {
  status: number
  /** By lower-case name; a repeated header keeps its last line (see `lines`). */
  headers: Record<string, string>
  /** Every header line as received, in order: [lower-case name, value]. */
  lines: Array<[string, string]>
  body: string
}

/**
 * One request written byte for byte on a socket: paths a URL parser would normalise
 * (`//host`, `/\host`, tabs, raw Unicode) reach the server as an attacker sends them.
 * The response is read until the server closes (Connection: close).
 */
export function rawRequest(baseURL: string, head: string, body = ''): Promise<RawResponse> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.setTimeout(10_000, () => socket.destroy(new Error('raw request timed out')))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const end = text.indexOf('\r\n\r\n')
      const [statusLine = '', ...lines] = text.slice(0, end === -1 ? text.length : end).split('\r\n')
      const headers: Record<string, string> = {}
      const received: Array<[string, string]> = []
      for (const line of lines) {
        const colon = line.indexOf(':')
        if (colon <= 0) continue
        const name = line.slice(0, colon).trim().toLowerCase()
        const value = line.slice(colon + 1).trim()
        headers[name] = value
        received.push([name, value])
      }
      resolve({
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        lines: received,
        body: end === -1 ? '' : text.slice(end + 4),
      })
    })
    socket.write(Buffer.concat([Buffer.from(head, 'utf8'), Buffer.from(body, 'utf8')]))
  })
}

/** A request without a body for `path` exactly as written (UTF-8 bytes), Connection: close. */
export const rawSend = (baseURL: string, method: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> =>
  rawRequest(
    baseURL,
    `${method} ${path} HTTP/1.1\r\nHost: ${new URL(baseURL).host}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}Connection: close\r\n\r\n`,
  )

/** A GET of `path` exactly as written (UTF-8 bytes), Connection: close. */
export const rawGet = (baseURL: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> =>
  rawSend(baseURL, 'GET', path, headers)

/**
 * The footer's newsletter form without JavaScript, posted to `path` as the proxy forwards
 * it from `client` (a server with TRUST_PROXY): the answer's status and Location, its body
 * read so the connection is free again.
 */
export async function postSubscription(
  baseURL: string,
  path: string,
  email: string,
  client: string,
): Promise<{ status: number; location: string | null }> {
  const response = await fetch(new URL(path, baseURL), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': client },
    body: new URLSearchParams({ email }).toString(),
  })
  await response.arrayBuffer()
  return { status: response.status, location: response.headers.get('location') }
}
