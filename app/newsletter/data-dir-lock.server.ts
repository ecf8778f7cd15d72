import { open, readFile, unlink } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * One process per PGlite data folder: two Postgres instances writing the same
 * files corrupt them. The owner writes its pid into this file; another process —
 * a second server, or `npm run newsletter:export` (scripts/newsletter/operator-db.ts
 * reads the same file) — refuses to open the folder while that pid is alive.
 */
export const LOCK_FILE = '.chat-control.lock'

export interface LockInfo {
  pid: number
  owner: string
  since: string
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockInfo,
  ) {
    super(`The PGlite folder ${dir} is in use by ${holder.owner} (pid ${holder.pid}).`)
    this.name = 'DataDirBusyError'
  }
}

function isAlive(pid: number): boolean {
  if (pid === process.pid) return false // our own pid: a stale lock of a previous run (containers reuse pid 1)
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export async function readLock(dir: string): Promise<LockInfo | null> {
  try {
    const info = JSON.parse(await readFile(join(dir, LOCK_FILE), 'utf8')) as Partial<LockInfo>
    return typeof info.pid === 'number' ? { pid: info.pid, owner: String(info.owner), since: String(info.since) } : null
  } catch {
    return null
  }
}

/** Takes the folder's lock (replacing a stale one) and returns its release function. */
export async function acquireLock(dir: string, owner: string): Promise<() => Promise<void>> {
  const path = join(dir, LOCK_FILE)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await open(path, 'wx')
      await handle.writeFile(JSON.stringify({ pid: process.pid, owner, since: new Date().toISOString() }))
      await handle.close()
      return async () => {
        const current = await readLock(dir)
        if (current?.pid === process.pid) await unlink(path).catch(() => undefined)
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = await readLock(dir)
      if (holder && isAlive(holder.pid)) throw new DataDirBusyError(dir, holder)
      await unlink(path).catch(() => undefined) // stale: its process is gone
    }
  }
  throw new Error(`Could not lock the PGlite folder ${dir}`)
}
