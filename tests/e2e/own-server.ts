import type { ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { freePort } from '../../scripts/lib/free-port'
import { HEAP_PROBE_ARGS, startServer, type RunningServer } from '../../scripts/lib/prod-server'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEST_CONTROLLER } from '../../scripts/lib/test-controller'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'

/**
 * A production server of our own (`server/serve.ts` on the current build, started by
 * scripts/lib/prod-server.ts), for tests that need a configuration the shared e2e server does not have:
 * TRUST_PROXY, a database that fails, a PGlite folder we read afterwards, a
 * SIGTERM. Each instance gets a free port and, unless told otherwise, a PGlite folder of its
 * own, so spec files running in parallel never share one: for the run's build a copy of one a
 * server created and closed in this worker (see pgliteTemplate).
 */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const LOCK_FILE = '.chat-control.lock'

export interface OwnServer {
  readonly url: string
  readonly pid: number
  readonly dataDir: string
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string
  /** Resolves with the exit code once the process has ended. */
  readonly exited: Promise<number | null>
  /** Sends `signal` (SIGTERM by default) and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
  /** Stops the process if still running and removes a temporary data folder. */
  dispose(): Promise<void>
  /** With `heapProbe`: the live heap in bytes after a full garbage collection. */
  liveHeap(): Promise<number>
}

// A server whose test timed out before it got the handle would outlive the worker:
// every server still running when the worker exits is stopped.
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

function tempDataDir(label = 'pglite'): string {
  return mkdtempSync(join(tmpdir(), `cc-${label}-`))
}

/** What every own server runs with unless a test says otherwise. */
function baseEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SITE_URL: 'https://chatcontrol.info',
    SUPABASE_URL: '',
    SUPABASE_SERVER_KEY: '',
    DATABASE_URL: '',
    GEO_API_URL: '',
    TRUST_PROXY: '',
    // A production start (NODE_ENV=production) requires SITE_URL; a public SITE_URL the
    // controller's identity (app/config.server.ts).
    ...TEST_CONTROLLER,
    SMTP_URL: '',
    // A public SITE_URL without SMTP_URL needs this to start (app/config.server.ts).
    MAIL_TO_FOLDER: '1',
    // Mails of the outbox mode go to the server's temporary folder, removed with it.
    OUTBOX_DIR: join(dataDir, 'outbox'),
  }
}

let template: Promise<string> | undefined
let templateDir: string | undefined
process.once('exit', () => {
  if (templateDir) rmSync(templateDir, { recursive: true, force: true })
})

/**
 * A PGlite folder as a server of the run's build leaves it after its first start (the database
 * created, the migrations applied) and a clean SIGTERM, made once per worker: each own server of
 * that build starts on a copy of it, a fraction of a second, instead of creating PGlite anew,
 * several seconds each on a busy machine. The first start on an empty folder is still made, by
 * the server that makes the template.
 */
function pgliteTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = tempDataDir('pglite-template')
    templateDir = dir
    const server = await startServer({
      port: await freePort(),
      env: { ...baseEnv(dir), PGLITE_DIR: dir },
      quiet: true,
      requireHealthy: true,
    })
    running.add(server.child)
    const exit = await server.stop()
    running.delete(server.child)
    if (exit !== 0) throw new Error(`the server that made a PGlite template exited with ${exit}: ${server.log()}`)
    rmSync(join(dir, 'outbox'), { recursive: true, force: true })
    return dir
  })()
  // A template that could not be made is tried again by the next server.
  template.catch(() => (template = undefined))
  return template
}

/**
 * Whether a server with this environment starts on the template: it keeps its data in PGlite (no
 * PostgreSQL, no Supabase) and runs the run's build. A server of another build (the extra
 * language's, a copy) is a single one: it creates its PGlite folder itself.
 */
const onTemplate = (env: Record<string, string>) =>
  !env.PGLITE_DIR && !env.DATABASE_URL && !env.SUPABASE_URL && env.DIST_DIR === undefined && env.EXTRA_TEST_LANGUAGE === undefined

/**
 * `heapProbe`: preload the heap probe (liveHeap). `healthy`: ready only once /healthz answers
 * 200, the database opened (PGlite's first start can keep a busy machine's server from
 * reading request bodies for seconds), not merely once the server answers. `script: 'start'`:
 * `npm start` (server/start.ts) instead of `npm run serve`.
 */
export async function startOwnServer(
  env: Record<string, string> = {},
  { heapProbe = false, healthy = false, script = 'serve' as 'serve' | 'start' } = {},
): Promise<OwnServer> {
  const ownsDir = !env.PGLITE_DIR
  const dataDir = env.PGLITE_DIR ?? tempDataDir()
  let server: RunningServer
  try {
    if (onTemplate(env)) cpSync(await pgliteTemplate(), dataDir, { recursive: true })
    server = await startServer({
      port: await freePort(),
      script,
      // Empty strings count as "set", so a developer's .env cannot switch these on.
      env: { ...baseEnv(dataDir), ...env, PGLITE_DIR: dataDir },
      // server/serve.ts unchanged, with the load test's heap probe preloaded (scripts/lib/heap-probe.ts).
      nodeArgs: heapProbe ? HEAP_PROBE_ARGS : [],
      ipc: heapProbe,
      quiet: true,
      keepOutput: Infinity,
      requireHealthy: healthy,
    })
  } catch (error) {
    if (ownsDir) rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const { child } = server
  running.add(child)
  void server.exited.then(() => running.delete(child))

  async function stop(signal: NodeJS.Signals = 'SIGTERM') {
    if (server.running()) child.kill(signal)
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    const exit = await server.exited
    clearTimeout(timer)
    return typeof exit === 'number' ? exit : null
  }

  return {
    url: server.url,
    pid: child.pid!,
    dataDir,
    output: server.log,
    exited: server.exited.then((exit) => (typeof exit === 'number' ? exit : null)),
    stop,
    async dispose() {
      if (server.running()) await stop()
      if (ownsDir) rmSync(dataDir, { recursive: true, force: true })
    },
    liveHeap: server.liveHeap,
  }
}

export interface StoredRow {
  email: string
  language: string
}

/**
 * The rows of table chat_control in a PGlite folder. Only once its server has
 * stopped: one process per data folder.
 */
export async function readSubscriptions(dataDir: string): Promise<StoredRow[]> {
  if (existsSync(join(dataDir, LOCK_FILE))) throw new Error(`${dataDir} is still locked by a server`)
  const db = await PGlite.create(dataDir)
  try {
    const { rows } = await db.query<StoredRow>('select email, language from public.chat_control order by id')
    return rows
  } finally {
    await db.close()
  }
}

export function isLocked(dataDir: string): boolean {
  return existsSync(join(dataDir, LOCK_FILE))
}
