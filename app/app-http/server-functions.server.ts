// The app's server functions, by URL. Every `createServerFn` lives in an `x.functions.ts`
// file (tests/unit/http-methods.test.ts checks it), so the list is read from those modules,
// never kept by hand. Each function carries the URL Start routes its
// calls to (`/_serverFn/<id>`, the same id the browser's bundle calls) and its method.
// A call to any other id is refused before Start sees it (server-fn-guard.server.ts, and
// the Node server's fast path via the entry's `serverFunctions`, app/server.ts): Start would
// answer it with a 500 and a stack trace in the log.
import type { ServerFunctionMethod } from './methods'

const modules = import.meta.glob<Record<string, unknown>>('../**/*.functions.ts', { eager: true })

const isServerFunction = (value: unknown): value is { url: string; method: ServerFunctionMethod } =>
  typeof value === 'function' &&
  typeof (value as { url?: unknown }).url === 'string' &&
  ((value as { method?: unknown }).method === 'GET' || (value as { method?: unknown }).method === 'POST')

/** URL path of each server function → the method it is called with. */
export const SERVER_FUNCTIONS: ReadonlyMap<string, ServerFunctionMethod> = new Map(
  Object.values(modules)
    .flatMap((exports) => Object.values(exports))
    .filter(isServerFunction)
    .map((fn) => [fn.url, fn.method] as const),
)
