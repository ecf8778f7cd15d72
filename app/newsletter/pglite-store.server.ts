import { mkdir } from 'node:fs/promises'
import type { PGlite } from '@electric-sql/pglite'
import { acquireLock } from './data-dir-lock.server'
import { applyBundledMigrations } from './migrations.server'
import { startOperatorBridge } from './operator-bridge.server'
import { counterSqlCalls } from '~/counters/counters-store'
import { abortable, sqlCalls, type SiteStore } from './store'

/**
 * Embedded Postgres (PGlite) in `dir` — created (mode 0700) and migrated on first use.
 * `memory://` keeps it in memory (tests). Every call runs as role chat_control_server,
 * so the grants of the migrations apply exactly as they do on PostgreSQL and Supabase.
 * A folder on disk also gets the operator socket (operator-bridge.server.ts).
 */
export function createPgliteStore({ dir }: { dir: string }): SiteStore {
  const inMemory = dir.startsWith('memory://')
  let opening: Promise<{ db: PGlite; release: () => Promise<void>; stop?: () => Promise<void> }> | undefined

  function open() {
    if (opening) return opening
    const starting = (async () => {
      let release = async () => {}
      if (!inMemory) {
        // The subscribers' addresses: readable by the server's user only.
        await mkdir(dir, { recursive: true, mode: 0o700 })
        release = await acquireLock(dir, 'the site server')
      }
      try {
        // Loaded on first use: a site on PostgreSQL or Supabase never loads the Postgres WASM.
        const { PGlite } = await import('@electric-sql/pglite')
        const db = await PGlite.create(dir)
        await applyBundledMigrations(db)
        if (inMemory) return { db, release }
        const bridge = await startOperatorBridge(db, dir)
        return { db, release, stop: () => bridge.close() }
      } catch (error) {
        await release()
        throw error
      }
    })()
    opening = starting
    // A failed start (e.g. the folder is locked) is retried on the next request.
    starting.catch(() => {
      if (opening === starting) opening = undefined
    })
    return starting
  }

  /** One statement as chat_control_server. A slow first start is bounded by the caller's signal. */
  async function asServer<T>(sql: string, params: unknown[]): Promise<T[]> {
    const { db } = await open()
    return db.transaction(async (tx) => {
      await tx.exec('set local role chat_control_server')
      return (await tx.query<T>(sql, params)).rows
    })
  }

  const calls = sqlCalls(asServer)
  return {
    kind: 'pglite',
    start: open,
    ...calls,
    ...counterSqlCalls(asServer),
    subscribe: (subscription, signal) => abortable(open(), signal).then(() => calls.subscribe(subscription, signal)),
    confirm: (token, signal) => abortable(open(), signal).then(() => calls.confirm(token, signal)),
    unsubscribe: (token, signal) => abortable(open(), signal).then(() => calls.unsubscribe(token, signal)),
    async healthy() {
      const { db } = await open()
      await db.query('select 1')
      return true
    },
    async close() {
      const current = opening
      opening = undefined
      if (!current) return
      const { db, release, stop } = await current.catch(() => ({ db: undefined, release: async () => {}, stop: undefined }))
      await stop?.()
      await db?.close()
      await release()
    },
  }
}
