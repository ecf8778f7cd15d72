// Requests Node's HTTP parser refuses — a malformed request line or header, headers over
// `maxHeaderSize`, a request that took too long (server/site-server.ts) — never reach the
// request handler: Node answers them itself ('clientError'), with none of our headers.
// This handler answers them with the security headers every other response carries
// (app/app-http/security-headers.ts), then closes the socket, as Node's own handler does.
import type { Duplex } from 'node:stream'
import { SECURITY_HEADERS, contentSecurityPolicy } from '~/app-http/security-headers'
import { PLAIN_TEXT_HEADERS } from '~/app-http/plain-text'

/** Node's error codes with an answer of their own; every other parser error is a 400. */
const STATUS_OF_CODE: Readonly<Record<string, readonly [number, string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
}
const BAD_REQUEST = [400, 'Bad Request'] as const

const answers = new Map<number, string>()

/** The whole HTTP/1.1 answer to a request the parser refused with `code`, as written on the socket. */
export function parserErrorAnswer(code: string | undefined): string {
  const [status, reason] = STATUS_OF_CODE[code ?? ''] ?? BAD_REQUEST
  let answer = answers.get(status)
  if (!answer) {
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      'content-security-policy': contentSecurityPolicy(),
      ...PLAIN_TEXT_HEADERS,
      // No body, as in Node's own answers: the request may have been a HEAD, whose answer
      // has none, and the parser could not tell (a client would read the body as the next answer).
      'content-length': '0',
      connection: 'close',
    }
    answer = `HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`
    answers.set(status, answer)
  }
  return answer
}

/**
 * The server's 'clientError' listener. `answering(socket)` says whether a response to an
 * earlier request of the connection is still being written: then nothing is written, as
 * our bytes would land in the middle of it. Nor on a socket the client has reset or that
 * can no longer be written (ECONNRESET, a second error on the same socket).
 */
export function onClientError(error: Error & { code?: string }, socket: Duplex, answering: (socket: Duplex) => boolean): void {
  if (error.code === 'ECONNRESET' || !socket.writable || socket.writableEnded || answering(socket)) {
    socket.destroy()
    return
  }
  socket.end(parserErrorAnswer(error.code), () => socket.destroy())
}
