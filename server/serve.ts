// `npm run serve`: the production server on PORT (default 3000) for the build in
// DIST_DIR (default dist/). See server/site-server.ts for how it answers.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { listenHost, loadDotEnv, readServeConfig, ROOT } from './config'
import { loadBuild } from './prerendered'
import { createSiteServer } from './site-server'
import { createVisitCounter } from './visits'
import { meterErrorOutput } from './log-budget'
import type { ServerFunctionMethod } from '~/http/methods'

// Configuration comes from the environment; a local .env file (see .env.example) is read too.
loadDotEnv()
// Before the app is loaded: its errors and the framework's are metered too.
meterErrorOutput()
const config = readServeConfig()
const root = ROOT

const dist = resolve(root, config.DIST_DIR)
const clientDir = resolve(dist, 'client')
const serverEntry = resolve(dist, 'server/server.js')
if (!existsSync(serverEntry)) throw new Error(`No production build in ${dist}: run npm run build first`)
const entry = (await import(pathToFileURL(serverEntry).href)) as {
  default: { fetch(request: Request): Promise<Response> }
  startNewsletter?: () => void
  shutdown?: () => Promise<void>
  serverFunctions?: ReadonlyMap<string, ServerFunctionMethod>
}
// The entry's own exports (app/server.ts): a build without them is not this app's.
if (typeof entry.startNewsletter !== 'function' || typeof entry.shutdown !== 'function' || !(entry.serverFunctions instanceof Map))
  throw new Error(
    `${serverEntry} does not export startNewsletter(), shutdown() and serverFunctions (app/server.ts): rebuild with npm run build`,
  )
const { default: app, startNewsletter, shutdown: finishApp, serverFunctions } = entry
const build = loadBuild(clientDir)
if (build.notFound.size === 0) console.warn('No prerendered not-found pages in the build: unknown paths are rendered per request')

const visits = createVisitCounter({ dir: resolve(root, config.VISITS_DIR) })
const { server } = createSiteServer({
  app,
  clientDir,
  build,
  serverFunctions,
  visits,
  trustProxy: config.TRUST_PROXY,
  admission: { concurrency: config.DYNAMIC_CONCURRENCY, queue: config.DYNAMIC_QUEUE, maxWaitMs: config.DYNAMIC_QUEUE_WAIT_MS },
})

// The database opens now (retention sweep, operator socket), not on the first subscription.
startNewsletter()
const host = listenHost(config)
await new Promise<void>((done) => server.listen(config.PORT, host, done))
console.log(
  `Chat Control Info listening on http://${host ?? 'localhost'}:${config.PORT}/ (${build.pages.size} prerendered pages; ` +
    `client address: ${config.TRUST_PROXY.kind === 'none' ? 'the socket' : `TRUST_PROXY=${process.env.TRUST_PROXY?.trim()}`})`,
)

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  console.log(`${signal} received: finishing in-flight requests`)
  // Stop accepting connections, let open requests finish (bounded), then write the
  // visit counts, close the database and exit.
  server.closeIdleConnections()
  await Promise.race([new Promise((r) => server.close(r)), new Promise((r) => setTimeout(r, 10_000))])
  visits.stop()
  await finishApp()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
