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

export interface RunningServer {
  url: string
  child: ChildProcess
  stop(): Promise<number | null>
}

export async function startServer({ port, env = {} }: { port: number; env?: Record<string, string> }): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server/serve.ts exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) })
      if (res.status < 500 || res.status === 503) break
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server/serve.ts did not start on ${url}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode)
        child.once('exit', (code) => resolve(code))
        child.kill('SIGTERM')
      }),
  }
}
