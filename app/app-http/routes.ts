// The paths the app answers besides the pages of the slug table (app/i18n/slugs.ts):
// its server routes, the health check and the server-function endpoint. The Node
// server (server/fast-path.ts) sends every other unknown path the prerendered not-found
// page without running the app.
import { isServerFnPath } from './server-fn-guard.server'
import { LANGUAGE_SWITCH_PATH } from '~/i18n/language-switch'

/**
 * Every route of the route tree that is not a page (robots.txt, sitemap.xml …). The router
 * (app/router.tsx), which imports the generated route tree, holds this list against it: a server
 * route added under app/routes/ but missing here, or listed but gone, is a compile error there.
 */
export const SERVER_ROUTES = [
  '/robots.txt',
  '/sitemap.xml',
  '/site.webmanifest',
  '/.well-known/security.txt',
  '/.well-known/security-policy.txt',
] as const

/** Answered by the server entry itself (app/server.ts). */
export const HEALTH_PATH = '/healthz'

const APP_PATHS: ReadonlySet<string> = new Set<string>([
  ...SERVER_ROUTES,
  HEALTH_PATH,
  // The no-JavaScript language <select>'s GET form (app/app-http/language-switch.server.ts).
  LANGUAGE_SWITCH_PATH,
])

/** True when the app (not the not-found page) answers `pathname` for any method. */
export function isAppPath(pathname: string): boolean {
  return APP_PATHS.has(pathname) || isServerFnPath(pathname)
}
