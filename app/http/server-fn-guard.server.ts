/**
 * Malformed calls to server functions get a 4xx, never a 5xx (docs/security.md, "The newsletter").
 *
 * TanStack Start answers a call it cannot decode — a body that is not JSON, a
 * form body sent to a JSON function, a payload seroval rejects, an unknown or
 * empty function id — with a 500 (found by tests/e2e/fuzz.spec.ts). Those are the caller's mistakes, and a 5xx would also
 * trip the operator's alerting for every scanner on the internet. So before Start
 * sees a call: our functions only take JSON (415 otherwise), the body is small
 * (413) and must parse (400). After it: our functions never throw (they report
 * failures as outcomes, see newsletter.server.ts), so a serialized error from
 * Start's decoding layer is answered 400 and logged.
 *
 * Start's own CSRF check (on by default) still runs after this guard.
 */
import { readBody, withBody } from './body'
import { plainText } from './plain-text'

const SERVER_FN_PREFIX = '/_serverFn/'

const JSON_TYPE = 'application/json'

const refuse = (status: number, text: string): Response => plainText(status, text)

export function isServerFnPath(pathname: string): boolean {
  return pathname.startsWith(SERVER_FN_PREFIX)
}

/** Screens a server-function call, hands it to `next`, and maps decoding failures to 400. */
export async function guardServerFn(request: Request, next: (request: Request) => Promise<Response>): Promise<Response> {
  // `/_serverFn//x` names no function: Start throws on the empty id (a 500).
  if (!new URL(request.url).pathname.slice(SERVER_FN_PREFIX.length).split('/')[0]) return refuse(404, 'Not Found')
  let forwarded = request
  if (request.method === 'POST') {
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
    if (type !== JSON_TYPE) return refuse(415, 'Unsupported Media Type')
    const body = await readBody(request, 'serverFunction')
    if (body === null) return refuse(413, 'Payload Too Large')
    try {
      JSON.parse(body)
    } catch {
      return refuse(400, 'Bad Request')
    }
    forwarded = withBody(request, body)
  }
  const response = await next(forwarded)
  if (response.status >= 500 && response.headers.get('x-tss-serialized')) {
    await response.body?.cancel()
    console.warn(`Server function call refused (${response.status} from the framework): ${new URL(request.url).pathname}`)
    return refuse(400, 'Bad Request')
  }
  return response
}
