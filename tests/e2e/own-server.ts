import type { ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
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
 * SIGTERM. Each instance gets a free port and, unless told otherwise, a fresh
 * PGlite folder, so spec files running in parallel never share one.
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
    server = await startServer({
      port: await freePort(),
      // Empty strings count as "set", so a developer's .env cannot switch these on.
      env: {
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
        ...env,
        PGLITE_DIR: dataDir,
      },
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
