// The production HTTP server: the request target is split once, then
//   - the fast path (server/fast-path.ts) answers GET/HEAD from the build's bytes:
//     prerendered pages whatever their query (docs/decisions/007), their newsletter
//     variants, the slug table's redirects and the localized not-found page;
//   - the app path (server/app-path.ts) takes the rest: the body is read (bounded in
//     size and time) before a slot of the dynamic pool, then files, the app, security
//     headers and compression.
// Node's own timeouts close connections whose headers or whole request take too long
// (docs/security.md, "Slow clients and floods").
import { createServer, type Server } from 'node:http'
import { createAdmission, type Admission, type AdmissionOptions } from '~/http/admission'
import type { TrustProxy } from '~/http/client-address'
import { createAppPath, type FetchApp } from './app-path'
import { createFastPath, splitTarget } from './fast-path'
import type { BuildOutput } from './prerendered'
import type { VisitCounter } from './visits'

export interface SiteServerOptions {
  app: FetchApp
  clientDir: string
  build: BuildOutput
  admission: AdmissionOptions
  trustProxy: TrustProxy
  visits?: VisitCounter
  /** How long a request body may take (default BODY_DEADLINE_MS, app/http/body.ts). */
  bodyDeadlineMs?: number
}

/** Node's headersTimeout. Measured, slow headers are cut off by REQUEST_TIMEOUT_MS (tests/e2e/front-door.spec.ts). */
const HEADERS_TIMEOUT_MS = 10_000
/** The whole request, body included, within this time (checked every second): a slow client is cut off by then, whatever it trickles. Node measures it from the first byte of the request; in practice it is what bounds slow headers, too. */
const REQUEST_TIMEOUT_MS = 12_000

export function createSiteServer({
  app,
  clientDir,
  build,
  admission: admissionOptions,
  trustProxy,
  visits,
  bodyDeadlineMs,
}: SiteServerOptions): {
  server: Server
  admission: Admission
} {
  const admission = createAdmission(admissionOptions)
  const fastPath = createFastPath(build, visits)
  const appPath = createAppPath({
    app,
    clientDir,
    build,
    admission,
    trustProxy,
    visits,
    bodyDeadlineMs,
    notFound: fastPath.notFoundResponse,
  })

  const server = createServer(
    // Node checks the two timeouts below every connectionsCheckingInterval (30 s by default).
    { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    (req, res) => {
      const target = splitTarget(req.url ?? '/')
      if (fastPath.serve(req, res, target)) return
      void appPath(req, res, target)
    },
  )
  server.keepAliveTimeout = 5_000
  return { server, admission }
}
