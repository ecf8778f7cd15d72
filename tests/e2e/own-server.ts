import type { ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { freePort } from '../../scripts/lib/free-port'
import { HEAP_PROBE_ARGS, startServer, type RunningServer } from '../../scripts/lib/prod-server'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { TEST_CONTROLLER } from '../../scripts/lib/test-controller'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'

/**
 * A production server of our own (`server/serve.ts` on the current build, started by
 * scripts/lib/prod-server.ts), for tests that need a configuration the shared e2e server does not have:
 * TRUST_PROXY, a database that fails, a PGlite folder we read afterwards, a
 * SIGTERM. Each instance gets a free port and, unless told otherwise, a PGlite folder of its
 * own, so spec files running in parallel never share one: a copy of one a server of the same
 * build created and closed in this worker (see pgliteTemplate).
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
    // NODE_ENV=production requires the controller's identity (app/config.server.ts).
    ...TEST_CONTROLLER,
    SMTP_URL: '',
    // A public SITE_URL without SMTP_URL needs this to start (app/config.server.ts).
    MAIL_TO_FOLDER: '1',
    // Mails of the outbox mode go to the server's temporary folder, removed with it.
    OUTBOX_DIR: join(dataDir, 'outbox'),
  }
}

const templates = new Map<string, Promise<string>>()
const templateDirs = new Set<string>()
process.once('exit', () => {
  for (const dir of templateDirs) rmSync(dir, { recursive: true, force: true })
})

/**
 * A PGlite folder as a server of this build leaves it after its first start (the database
 * created, the migrations applied) and a clean SIGTERM, made once per worker, build and extra
 * language: each own server starts on a copy of it, a fraction of a second, instead of creating
 * PGlite anew, several seconds each on a busy machine. The first start on an empty folder is
 * still made, by the server that makes the template.
 */
function pgliteTemplate(env: Record<string, string>): Promise<string> {
  const dist = env.DIST_DIR ?? process.env.DIST_DIR ?? 'dist'
  const own = { DIST_DIR: dist, EXTRA_TEST_LANGUAGE: env.EXTRA_TEST_LANGUAGE ?? process.env.EXTRA_TEST_LANGUAGE ?? '' }
  // The build by its server entry, which names its chunks (the migrations' among them) by their
  // contents: a copy of a build is the same build.
  const build = createHash('sha256')
    .update(readFileSync(resolve(ROOT, dist, 'server/server.js')))
    .digest('hex')
  const key = `${build} ${own.EXTRA_TEST_LANGUAGE}`
  let template = templates.get(key)
  if (!template) {
    template = (async () => {
      const dir = tempDataDir('pglite-template')
      templateDirs.add(dir)
      const server = await startServer({
        port: await freePort(),
        env: { ...baseEnv(dir), ...own, PGLITE_DIR: dir },
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
    templates.set(key, template)
    // A template that could not be made is tried again by the next server.
    template.catch(() => templates.delete(key))
  }
  return template
}

/** Whether a server with this environment keeps its data in PGlite (no PostgreSQL, no Supabase). */
const usesPglite = (env: Record<string, string>) => !env.DATABASE_URL && !env.SUPABASE_URL

/**
 * `heapProbe`: preload the heap probe (liveHeap). `healthy`: ready only once /healthz answers
 * 200, the database opened (PGlite's first start can keep a busy machine's server from
 * reading request bodies for seconds), not merely once the server answers.
 */
export async function startOwnServer(env: Record<string, string> = {}, { heapProbe = false, healthy = false } = {}): Promise<OwnServer> {
  const ownsDir = !env.PGLITE_DIR
  const dataDir = env.PGLITE_DIR ?? tempDataDir()
  let server: RunningServer
  try {
    if (ownsDir && usesPglite(env)) cpSync(await pgliteTemplate(env), dataDir, { recursive: true })
    server = await startServer({
      port: await freePort(),
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
