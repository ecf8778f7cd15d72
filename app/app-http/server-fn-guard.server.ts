/**
 * Malformed calls to server functions get a 4xx, never a 5xx (docs/security.md, "The newsletter"),
 * and a call to a function that is not ours costs a 404 and at most a short, rate-limited
 * log line (docs/security.md, "Logs").
 *
 * TanStack Start answers a call it cannot decode — a body that is not JSON, a
 * form body sent to a JSON function, a payload seroval rejects, an unknown or
 * empty function id — with a 500 (found by tests/e2e/fuzz.spec.ts), and logs the
 * error's stack each time. Those are the caller's mistakes, and a 5xx would also
 * trip the operator's alerting for every scanner on the internet. So before Start
 * sees a call: the id must be one of ours (404: SERVER_FUNCTIONS, which the Node
 * server also checks before reading the body, server/fast-path.ts), called with its
 * method (405), our functions only take JSON (415 otherwise), the body is small
 * (413) and must parse (400). After it: our functions never throw (they report
 * failures as outcomes, see newsletter.server.ts), so a serialized error from
 * Start's decoding layer is answered 400 and logged, at most 10 lines a minute.
 *
 * Every answer of our functions says `Cache-Control: private, no-store` (SERVER_FUNCTION_CACHE,
 * app/app-http/cache.ts): they answer one visitor, and this is the one place all calls pass.
 *
 * Start's own CSRF check (on by default) still runs after this guard.
 */
import { readBody, withBody } from './body'
import { SERVER_FUNCTION_CACHE } from './cache'
import { plainText } from './plain-text'
import { rateLimitedWarning, truncateForLog } from '~/lib/log'
import { methodAnswer, type ServerFunctionMethod } from './methods'

const SERVER_FN_PREFIX = '/_serverFn/'

const JSON_TYPE = 'application/json'

const refuse = (status: number, text: string, headers?: Record<string, string>): Response => plainText(status, text, headers)

export function isServerFnPath(pathname: string): boolean {
  return pathname.startsWith(SERVER_FN_PREFIX)
}

/**
 * The method of the server function a path calls, from `functions` (URL path → method);
 * undefined when the id is not one of ours. Start routes `/_serverFn/<id>/anything` to
 * <id>: the id is the first segment.
 */
export function serverFunctionMethod(
  pathname: string,
  functions: ReadonlyMap<string, ServerFunctionMethod>,
): ServerFunctionMethod | undefined {
  if (!isServerFnPath(pathname)) return undefined
  return functions.get(SERVER_FN_PREFIX + pathname.slice(SERVER_FN_PREFIX.length).split('/')[0])
}

/** Warnings any client can cause: a line for the first ten a minute, then a count. */
const warnRefused = rateLimitedWarning(10)

/**
 * Screens a server-function call against `functions` (URL path → method, from
 * server-functions.server.ts), hands it to `next`, and maps decoding failures to 400.
 */
export async function guardServerFn(
  request: Request,
  functions: ReadonlyMap<string, ServerFunctionMethod>,
  next: (request: Request) => Promise<Response>,
): Promise<Response> {
  const { pathname } = new URL(request.url)
  const method = serverFunctionMethod(pathname, functions)
  if (!method) {
    warnRefused(`Unknown server function refused (404): ${truncateForLog(pathname)}`)
    return refuse(404, 'Not Found')
  }
  const answer = methodAnswer(request.method, [method])
  if (answer.kind !== 'allowed')
    return answer.kind === 'options'
      ? new Response(null, { status: 204, headers: { allow: answer.allow } })
      : refuse(405, 'Method Not Allowed', { allow: answer.allow })
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
    warnRefused(`Server function call refused (${response.status} from the framework): ${truncateForLog(pathname)}`)
    return refuse(400, 'Bad Request')
  }
  return neverStored(response)
}

/** The answer with `Cache-Control: private, no-store`, whatever the function or the framework set. */
function neverStored(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('cache-control', SERVER_FUNCTION_CACHE)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
