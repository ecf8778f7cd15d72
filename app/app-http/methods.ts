// Which HTTP methods each kind of path has (docs/security.md, "Methods"). The Node server
// (server/fast-path.ts) answers every other method itself, from memory: 405 with `Allow`,
// 204 with `Allow` for OPTIONS, the prerendered not-found page for an unknown path. Only
// the methods listed here ever reach the app, so no method makes it render a page.

/** Every page: its bytes (GET, HEAD) and the form posts to it. Each page's footer has
 * the newsletter form, which posts to the page it is on without JavaScript
 * (app/newsletter/newsletter-post.server.ts); the confirm and unsubscribe pages' buttons
 * and RFC 8058 one-click unsubscribe post to their page too (token-post.server.ts). */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const

/** Files of the build, server routes (robots.txt, sitemap.xml …), /healthz and the
 * language switch's GET form (/language): read only. */
export const READ_METHODS = ['GET', 'HEAD'] as const

/** The methods a server function is called with: the one it was created with. */
export type ServerFunctionMethod = 'GET' | 'POST'

/** How a request's method is answered on a path that has `methods`. */
export type MethodAnswer =
  /** One of the path's methods: served as usual. */
  | { kind: 'allowed' }
  /** OPTIONS: 204 with `allow`. */
  | { kind: 'options'; allow: string }
  /** Any other method: 405 with `allow`. */
  | { kind: 'not-allowed'; allow: string }

/** The `Allow` header of a path with `methods` (OPTIONS is always answered too). */
export const allowHeader = (methods: readonly string[]): string => [...methods, 'OPTIONS'].join(', ')

export function methodAnswer(method: string, methods: readonly string[]): MethodAnswer {
  if (methods.includes(method)) return { kind: 'allowed' }
  return { kind: method === 'OPTIONS' ? 'options' : 'not-allowed', allow: allowHeader(methods) }
}
