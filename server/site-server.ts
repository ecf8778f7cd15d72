// The production HTTP server: the request target is split once, then
//   - the fast path (server/fast-path.ts) answers GET/HEAD from the build's bytes:
//     prerendered pages whatever their query (docs/decisions/007), their newsletter
//     variants, the slug table's redirects, the tools' /go/ redirects and the localized
//     not-found page;
//   - the app path (server/app-path.ts) takes the rest: the body is read (bounded in
//     size and time) before a slot of the dynamic pool, then files, the app, security
//     headers and compression.
// Node's own timeouts close connections whose headers or whole request take too long
// (docs/security.md, "Slow clients and floods"); what Node's parser refuses is answered
// with our headers too (server/parser-errors.ts).
import { createServer, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { createAdmission, SEARCH_ADMISSION, type Admission, type AdmissionOptions } from './node-http/admission'
import type { TrustProxy } from '~/app-http/client-address'
import type { ServerFunctionMethod } from '../app/app-http/methods'
import { createAppPath, type FetchApp } from './app-path'
import { createFastPath, splitTarget } from './fast-path'
import { onClientError } from './parser-errors'
import { errorForLog, rateLimitedWarning, truncateForLog } from '~/lib/log'
import type { BuildOutput } from './prerendered'
import type { SiteCounters } from './site-counters'
import type { AffiliateLinks } from './affiliate-config'
import type { Metrics } from './metrics'
import { isServerFnPath } from '../app/app-http/server-fn-guard.server'

export interface SiteServerOptions {
  app: FetchApp
  clientDir: string
  build: BuildOutput
  /** The app's server functions, URL path → method (the entry's `serverFunctions`, app/server.ts). */
  serverFunctions: ReadonlyMap<string, ServerFunctionMethod>
  admission: AdmissionOptions
  trustProxy: TrustProxy
  /** Page views and tool clicks (server/site-counters.ts). */
  counters?: SiteCounters
  /** The tools' /go/ links (server/affiliate-config.ts). */
  goLinks?: AffiliateLinks
  /** Request counts and durations (server/metrics.ts), when the metrics listener is on. */
  metrics?: Metrics
  /** How long a request body may take (default BODY_DEADLINE_MS, app/app-http/body.ts). */
  bodyDeadlineMs?: number
}

/** Node's headersTimeout. Measured, slow headers are cut off by REQUEST_TIMEOUT_MS (tests/e2e/front-door.spec.ts). */
const HEADERS_TIMEOUT_MS = 10_000
/** The whole request, body included, within this time (checked every second): a slow client is cut off by then, whatever it trickles. Node measures it from the first byte of the request; in practice it is what bounds slow headers, too. */
const REQUEST_TIMEOUT_MS = 12_000

const logUnhandled = rateLimitedWarning(10)

export function createSiteServer({
  app,
  clientDir,
  build,
  serverFunctions,
  admission: admissionOptions,
  trustProxy,
  counters,
  goLinks,
  metrics,
  bodyDeadlineMs,
}: SiteServerOptions): {
  server: Server
  admission: Admission
} {
  const admission = createAdmission(admissionOptions)
  const fastPath = createFastPath(build, serverFunctions, { counters, goLinks })
  const appPath = createAppPath({
    app,
    clientDir,
    build,
    admission,
    searchAdmission: createAdmission(SEARCH_ADMISSION),
    trustProxy,
    counters,
    bodyDeadlineMs,
    notFound: fastPath.notFoundResponse,
  })

  const answering = new WeakMap<Duplex, number>()
  const server = createServer(
    // Node checks the two timeouts below every connectionsCheckingInterval (30 s by default).
    { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    (req, res) => {
      // Responses being written per connection, so a parser error never writes into one.
      const socket = req.socket
      answering.set(socket, (answering.get(socket) ?? 0) + 1)
      res.once('close', () => answering.set(socket, answering.get(socket)! - 1))
      const target = splitTarget(req.url ?? '/')
      const started = metrics ? performance.now() : 0
      const kind = fastPath.serve(req, res, target)
      if (kind) {
        metrics?.observe(kind, res.statusCode, (performance.now() - started) / 1000)
        return
      }
      // A request the app path cannot even build (undici refuses TRACE, for one, which the
      // fast path answers 405) must cost that request, not the process.
      appPath(req, res, target)
        .catch((error: unknown) => {
          logUnhandled(`Unhandled server error: ${truncateForLog(errorForLog(error))}`)
          res.destroy()
        })
        .finally(() => {
          if (metrics)
            metrics.observe(isServerFnPath(target.path) ? 'server-function' : 'app', res.statusCode, (performance.now() - started) / 1000)
        })
    },
  )
  server.on('clientError', (error: Error & { code?: string }, socket: Duplex) =>
    onClientError(error, socket, (s) => (answering.get(s) ?? 0) > 0),
  )
  server.keepAliveTimeout = 5_000
  return { server, admission }
}
