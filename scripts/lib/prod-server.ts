// Start/stop the production server (server/serve.ts, or server/start.ts) as a child process: the one launcher
// the audit, benchmark and load-test scripts and the end-to-end tests' own servers
// (tests/e2e/own-server.ts) use.
import { execSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { HeapReport } from './heap-probe'
import { resolve } from 'node:path'
import { readEnvironment } from '../../app/config.server'
import { readBuildOrigin } from '../../server/build-origin'

/** Node options that preload the heap probe (scripts/lib/heap-probe.ts); start with `ipc: true`. */
export const HEAP_PROBE_ARGS: readonly string[] = ['--expose-gc', '--import', fileURLToPath(new URL('./heap-probe.ts', import.meta.url))]

/** The repository: the server runs from here whatever the caller's working directory. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export function ensureBuild(): void {
  const dist = readEnvironment(['DIST_DIR']).DIST_DIR
  if (!existsSync(`${dist}/server/server.js`) || !existsSync(`${dist}/client/index.html`)) {
    console.log('No production build found: running npm run build…')
    execSync('npm run build', { stdio: 'inherit' })
  }
}

/**
 * Without a SITE_URL (here or in the environment) a server links to its own address, and
 * server/serve.ts refuses a build made for another origin (server/build-origin.ts): the
 * measuring tools serve a build as it was made, for the origin it was made for.
 */
function buildOriginDefault(env: Record<string, string>): Record<string, string> {
  const { SITE_URL, DIST_DIR } = readEnvironment(['SITE_URL', 'DIST_DIR'], { ...process.env, ...env })
  if (SITE_URL || env.SITE_URL !== undefined) return {}
  const origin = readBuildOrigin(resolve(ROOT, DIST_DIR))
  return origin ? { SITE_URL: origin } : {}
}

export interface ServerOptions {
  port: number
  /** `npm run serve` (server/serve.ts, the default) or `npm start` (server/start.ts: builds a stale build, rebases one for another origin). */
  script?: 'serve' | 'start'
  env?: Record<string, string>
  /** Node options for the server process, after tsx's loader (e.g. `--expose-gc`, `--import <module>`). */
  nodeArgs?: readonly string[]
  /** Keep the server's output instead of printing its errors: `log()` returns its tail. */
  quiet?: boolean
  /** With `quiet`: how many characters of output `log()` keeps (default 20,000). */
  keepOutput?: number
  /** An IPC channel to the server process (`child.send`, the child's 'message' events). */
  ipc?: boolean
  /** Ready only once /healthz answers 200 (the database included), not merely once it answers. */
  requireHealthy?: boolean
}

export type ServerExit = number | NodeJS.Signals | null

export interface RunningServer {
  url: string
  child: ChildProcess
  /** False once the process has exited. */
  running(): boolean
  /** The last `keepOutput` characters of the server's output (`quiet`), else ''. */
  log(): string
  /** Resolves with the exit code, or the signal, when the process exits. */
  exited: Promise<ServerExit>
  /** SIGTERM (the server finishes in-flight requests), then its exit code. */
  stop(): Promise<ServerExit>
  /** With HEAP_PROBE_ARGS and `ipc`: the live heap in bytes after a full garbage collection. */
  liveHeap(): Promise<number>
}

export async function startServer({
  port,
  script = 'serve',
  env = {},
  nodeArgs = [],
  quiet = false,
  keepOutput = 20_000,
  ipc = false,
  requireHealthy = false,
}: ServerOptions): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, `server/${script}.ts`], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...buildOriginDefault(env), ...env },
    stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit', ...(ipc ? (['ipc'] as const) : [])],
  })
  let output = ''
  if (quiet) {
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-keepOutput))
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
  } else {
    // Read and dropped: an unread pipe would block the server once it is full.
    child.stdout?.resume()
  }
  const exited = new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)))
  const running = () => child.exitCode === null && child.signalCode === null
  const tail = () => (quiet ? `; its last output:\n${output.slice(-3000)}` : '')

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (!running()) throw new Error(`server/${script}.ts exited with ${child.exitCode ?? child.signalCode}${tail()}`)
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) })
      if (res.ok || (!requireHealthy && (res.status < 500 || res.status === 503))) break
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server/${script}.ts did not ${requireHealthy ? 'become healthy' : 'start'} on ${url}${tail()}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    child,
    running,
    log: () => output,
    exited,
    stop: () => {
      if (running()) child.kill('SIGTERM')
      return exited
    },
    liveHeap: () =>
      new Promise((resolve, reject) => {
        if (!ipc) return reject(new Error('liveHeap needs a server started with ipc and HEAP_PROBE_ARGS'))
        const timer = setTimeout(() => reject(new Error('the server did not report its heap')), 30_000)
        child.once('message', (report) => {
          clearTimeout(timer)
          resolve((report as HeapReport).heapUsed)
        })
        child.send('heap')
      }),
  }
}
