// Start/stop the production server (scripts/serve.mjs) as a child process, for the
// audit, benchmark and load-test scripts.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

export function ensureBuild() {
  const dist = process.env.DIST_DIR ?? 'dist'
  if (!existsSync(`${dist}/server/server.js`) || !existsSync(`${dist}/client/index.html`)) {
    console.log('No production build found: running npm run build…')
    execSync('npm run build', { stdio: 'inherit' })
  }
}

export async function startServer({ port, env = {}, script = 'scripts/serve.mjs', args = [] }) {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) })
      if (res.status < 500 || res.status === 503) break
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`${script} did not start on ${url}`)
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
