// Start/stop the production server (server/serve.ts) as a child process, for the
// audit, benchmark and load-test scripts.
import { execSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'

export function ensureBuild(): void {
  const dist = process.env.DIST_DIR ?? 'dist'
  if (!existsSync(`${dist}/server/server.js`) || !existsSync(`${dist}/client/index.html`)) {
    console.log('No production build found: running npm run build…')
    execSync('npm run build', { stdio: 'inherit' })
  }
}

export interface ServerOptions {
  port: number
  env?: Record<string, string>
  /** Node options for the server process, after tsx's loader (e.g. `--expose-gc`, `--import <module>`). */
  nodeArgs?: readonly string[]
  /** Keep the server's output instead of printing its errors: `log()` returns its tail. */
  quiet?: boolean
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
  /** The last 20,000 characters of the server's output (`quiet`), else ''. */
  log(): string
  /** Resolves with the exit code, or the signal, when the process exits. */
  exited: Promise<ServerExit>
  /** SIGTERM (the server finishes in-flight requests), then its exit code. */
  stop(): Promise<ServerExit>
}

export async function startServer({
  port,
  env = {},
  nodeArgs = [],
  quiet = false,
  ipc = false,
  requireHealthy = false,
}: ServerOptions): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, 'server/serve.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', quiet ? 'pipe' : 'inherit', ...(ipc ? (['ipc'] as const) : [])],
  })
  let output = ''
  if (quiet) {
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000))
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
    if (!running()) throw new Error(`server/serve.ts exited with ${child.exitCode ?? child.signalCode}${tail()}`)
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) })
      if (res.ok || (!requireHealthy && (res.status < 500 || res.status === 503))) break
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server/serve.ts did not ${requireHealthy ? 'become healthy' : 'start'} on ${url}${tail()}`)
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
  }
}
