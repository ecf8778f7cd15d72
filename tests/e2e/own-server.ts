import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { freePort } from '../../scripts/lib/free-port'
import type { HeapReport } from '../../scripts/lib/heap-probe'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEST_CONTROLLER } from '../../scripts/lib/test-controller'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'

/**
 * A production server of our own (`server/serve.ts` on the current build),
 * for tests that need a configuration the shared e2e server does not have:
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

export async function startOwnServer(env: Record<string, string> = {}, { heapProbe = false } = {}): Promise<OwnServer> {
  const port = await freePort()
  const ownsDir = !env.PGLITE_DIR
  const dataDir = env.PGLITE_DIR ?? tempDataDir()
  // TypeScript runs through tsx's loader (`--import tsx`), as `npm run serve` does.
  const args = heapProbe
    ? // server/serve.ts unchanged, with the load test's heap probe preloaded (scripts/lib/heap-probe.ts).
      ['--expose-gc', '--import', 'tsx', '--import', './scripts/lib/heap-probe.ts', 'server/serve.ts']
    : ['--import', 'tsx', 'server/serve.ts']
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    // Empty strings count as "set", so a developer's .env cannot switch these on.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
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
      PORT: String(port),
      PGLITE_DIR: dataDir,
    },
    stdio: heapProbe ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout!.on('data', (chunk) => (log += chunk))
  child.stderr!.on('data', (chunk) => (log += chunk))
  running.add(child)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let alive = true
  void exited.then(() => {
    alive = false
    running.delete(child)
  })

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (!alive) throw new Error(`Server exited during start-up:\n${log}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`Server did not answer within 60 s:\n${log}`)
    }
    // Any HTTP answer will do (a failing database makes /healthz answer 503).
    const answered = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) }).then(
      async (r) => (await r.arrayBuffer(), true),
      () => false,
    )
    if (answered) break
    await new Promise((r) => setTimeout(r, 150))
  }

  async function stop(signal: NodeJS.Signals = 'SIGTERM') {
    if (alive) child.kill(signal)
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    const code = await exited
    clearTimeout(timer)
    return code
  }

  return {
    url,
    pid: child.pid!,
    dataDir,
    output: () => log,
    exited,
    stop,
    async dispose() {
      if (alive) await stop()
      if (ownsDir) rmSync(dataDir, { recursive: true, force: true })
    },
    liveHeap() {
      if (!heapProbe) throw new Error('started without heapProbe')
      return new Promise((resolve) => {
        child.once('message', (report) => resolve((report as HeapReport).heapUsed))
        child.send('heap')
      })
    },
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
