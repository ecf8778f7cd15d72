import { mkdir } from 'node:fs/promises'
import type { PGlite } from '@electric-sql/pglite'
import { acquireLock } from './data-dir-lock.server'
import { migrate } from './migrations.server'
import { UNIQUE_VIOLATION, type NewsletterStore, type Subscription } from './store'

/** Rejects as soon as `signal` aborts: a slow first start must not hold a visitor's request. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * Embedded Postgres (PGlite) in `dir` — created and migrated on first use. `memory://`
 * keeps it in memory (tests). Inserts run as role `anon`, so the row-level security
 * of the migration applies exactly as it does on Supabase.
 */
export function createPgliteStore({ dir }: { dir: string }): NewsletterStore {
  const inMemory = dir.startsWith('memory://')
  let opening: Promise<{ db: PGlite; release: () => Promise<void> }> | undefined

  function open() {
    if (opening) return opening
    const starting = (async () => {
      let release = async () => {}
      if (!inMemory) {
        await mkdir(dir, { recursive: true })
        release = await acquireLock(dir, 'the site server')
      }
      try {
        // Loaded on first use: a site on Supabase never loads the Postgres WASM.
        const { PGlite } = await import('@electric-sql/pglite')
        const db = await PGlite.create(dir)
        await migrate(db)
        return { db, release }
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

  return {
    kind: 'pglite',
    async add({ email, language }: Subscription, signal: AbortSignal) {
      const { db } = await abortable(open(), signal)
      try {
        await abortable(
          db.transaction(async (tx) => {
            await tx.exec('set local role anon')
            await tx.query('insert into public.chat_control (email, language) values ($1, $2)', [email, language])
          }),
          signal,
        )
        return 'created'
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return 'duplicate'
        throw error
      }
    },
    async healthy() {
      const { db } = await open()
      await db.query('select 1')
      return true
    },
    async close() {
      const current = opening
      opening = undefined
      if (!current) return
      const { db, release } = await current.catch(() => ({ db: undefined, release: async () => {} }))
      await db?.close()
      await release()
    },
  }
}
