// `npm run serve`: the production server on PORT (default 3000) for the build in
// DIST_DIR (default dist/). See server/site-server.ts for how it answers.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { listenHost, loadDotEnv, readNodeServerConfig, ROOT } from './config'
import { loadBuild, rebaseBuild } from './prerendered'
import { OriginRefusal, planOrigin, siteUrlUnsetNote, type OriginPlan } from './build-origin'
import { createSiteServer } from './site-server'
import { createSiteCounters, type CounterSink } from './site-counters'
import { readAffiliateLinks } from './affiliate-config'
import { createMetrics, createMetricsServer, type AppSnapshot, type Metrics } from './metrics'
import type { Admission } from './node-http/admission'
import { PRERENDERED_PATHS, langOfPath } from '~/i18n/slugs'
import type { Lang } from '~/i18n/languages'
import { meterErrorOutput } from './log-budget'
import type { ServerFunctionMethod } from '../app/app-http/methods'

// Configuration comes from the environment; a local .env file (see .env.example) is read too.
loadDotEnv()
// Before the app is loaded: its errors and the framework's are metered too.
meterErrorOutput()
const config = readNodeServerConfig()
const root = ROOT
// The operator's affiliate links: a link that breaks a rule stops the server here, named.
const goLinks = readAffiliateLinks(config.AFFILIATE_LINKS_FILE, root)
if (config.VISITS_DIR)
  console.warn(
    `VISITS_DIR is no longer read: page views are counted in the database now (docs/decisions/017-counters-in-the-database-and-go-links.md); the daily files in ${config.VISITS_DIR} may be deleted.`,
  )

const dist = resolve(root, config.DIST_DIR)
const clientDir = resolve(dist, 'client')
const serverEntry = resolve(dist, 'server/server.js')
if (!existsSync(serverEntry)) throw new Error(`No production build in ${dist}: run npm run build first`)
// The origin of every absolute link (SITE_URL, else this server's address) against the one the
// build baked in (server/build-origin.ts): a build for another origin is refused here, in one
// line — or, for `npm start` on its own address, served rewritten to this one.
let plan: OriginPlan
try {
  plan = planOrigin(dist, config.DIST_DIR)
} catch (error) {
  if (!(error instanceof OriginRefusal)) throw error
  console.error(error.message)
  process.exit(1)
}
if (!plan.origin.configured) console.log(siteUrlUnsetNote(plan.origin.url))
const entry = (await import(pathToFileURL(serverEntry).href)) as {
  default: { fetch(request: Request): Promise<Response> }
  startNewsletter?: () => void
  shutdown?: () => Promise<void>
  serverFunctions?: ReadonlyMap<string, ServerFunctionMethod>
  siteCounterSink?: CounterSink
  opsSnapshot?: () => Promise<AppSnapshot>
}
// The entry's own exports (app/server.ts): a build without them is not this app's.
if (
  typeof entry.startNewsletter !== 'function' ||
  typeof entry.shutdown !== 'function' ||
  !(entry.serverFunctions instanceof Map) ||
  !entry.siteCounterSink ||
  typeof entry.opsSnapshot !== 'function'
)
  throw new Error(
    `${serverEntry} does not export startNewsletter(), shutdown(), serverFunctions, siteCounterSink and opsSnapshot() (app/server.ts): rebuild with npm run build`,
  )
const { default: app, startNewsletter, shutdown: finishApp, serverFunctions, siteCounterSink, opsSnapshot } = entry
const built = loadBuild(clientDir)
const build = plan.rebaseFrom ? await rebaseBuild(built, plan.rebaseFrom, plan.origin.url) : built
if (plan.rebaseFrom)
  console.log(
    `The build in ${config.DIST_DIR} was made for ${plan.rebaseFrom}: its links are rewritten to ${plan.origin.url} in memory (npm run build makes a build for this origin; docs/decisions/024-the-origin-of-a-build.md).`,
  )
if (build.notFound.size === 0) console.warn('No prerendered not-found pages in the build: unknown paths are rendered per request')

// Page views and clicks, added up here and written to the database in batches
// (server/site-counters.ts): the keys are the site's page paths and the configured tools.
const pages = new Map<string, Lang>([...PRERENDERED_PATHS, ...build.pages.keys()].map((path) => [path, langOfPath(path)]))
const counters =
  config.SITE_COUNTS === 'on'
    ? createSiteCounters({
        sink: siteCounterSink,
        pages,
        tools: new Set(goLinks.keys()),
        flushEveryMs: config.COUNTS_FLUSH_SECONDS * 1000,
      })
    : undefined
// The site server's admission pool, known once it is created below.
const pool: { admission?: Admission } = {}
const metrics: Metrics | undefined =
  config.METRICS_PORT === undefined
    ? undefined
    : createMetrics({ admission: () => pool.admission, app: opsSnapshot, pendingCounts: () => counters?.pending() ?? 0 })
const { server, admission } = createSiteServer({
  app,
  clientDir,
  build,
  serverFunctions,
  counters,
  goLinks,
  metrics,
  trustProxy: config.TRUST_PROXY,
  admission: { concurrency: config.DYNAMIC_CONCURRENCY, queue: config.DYNAMIC_QUEUE, maxWaitMs: config.DYNAMIC_QUEUE_WAIT_MS },
})

// The database opens now (retention sweep, operator socket), not on the first subscription.
startNewsletter()
pool.admission = admission
const host = listenHost(config)
await new Promise<void>((done) => server.listen(config.PORT, host, done))
// The metrics listener: its own port, loopback by default, never the public one (server/metrics.ts).
const metricsServer = metrics && createMetricsServer(metrics, config.METRICS_TOKEN)
if (metricsServer) {
  await new Promise<void>((done) => metricsServer.listen(config.METRICS_PORT, config.METRICS_HOST, done))
  console.log(
    `Metrics on http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics${config.METRICS_TOKEN ? ' (bearer token required)' : ''}`,
  )
}
console.log(
  `Chat Control Info listening on http://${host ?? 'localhost'}:${config.PORT}/ (${build.pages.size} prerendered pages; ` +
    `client address: ${config.TRUST_PROXY.kind === 'none' ? 'the socket' : `TRUST_PROXY=${config.TRUST_PROXY.kind === 'hops' ? config.TRUST_PROXY.hops : config.TRUST_PROXY.text}`})`,
)

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal} received: finishing in-flight requests`)
  // Stop accepting connections, let open requests finish (bounded), then write the
  // page-view and click counts, close the database and exit.
  server.closeIdleConnections()
  metricsServer?.close()
  metricsServer?.closeAllConnections()
  await Promise.race([new Promise((r) => server.close(r)), new Promise((r) => setTimeout(r, 10_000))])
  if (counters) await Promise.race([counters.stop(), new Promise((r) => setTimeout(r, 5_000))])
  await finishApp()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
