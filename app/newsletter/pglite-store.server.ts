import { mkdir } from 'node:fs/promises'
import type { PGlite } from '@electric-sql/pglite'
import { acquireLock } from './data-dir-lock.server'
import { migrate } from './migrations.server'
import { startOperatorBridge } from './operator-bridge.server'
import { asConfirmResult, asUnsubscribeResult, UNIQUE_VIOLATION, type NewsletterStore, type Subscription } from './store'
import { errorForLog } from '~/http/log'

/** Rejects as soon as `signal` aborts: a slow first start must not hold a visitor's request. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** Retention sweep of the embedded store: at start-up, then once a day while running. */
const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000

async function purge(db: PGlite): Promise<void> {
  const { rows } = await db.query<{ pending_deleted: number; unsubscribed_deleted: number }>('select * from public.chat_control_purge()')
  const { pending_deleted: pending = 0, unsubscribed_deleted: unsubscribed = 0 } = rows[0] ?? {}
  if (pending || unsubscribed) {
    console.log(`Newsletter retention: deleted ${pending} unconfirmed and ${unsubscribed} expired unsubscribed address(es).`)
  }
}

/**
 * Embedded Postgres (PGlite) in `dir` — created and migrated on first use. `memory://`
 * keeps it in memory (tests). Visitors' actions run as role `anon`, so the row-level
 * security and grants of the migrations apply exactly as they do on Supabase. A
 * folder on disk also gets the operator socket (operator-bridge.server.ts) and the
 * daily retention sweep.
 */
export function createPgliteStore({ dir }: { dir: string }): NewsletterStore {
  const inMemory = dir.startsWith('memory://')
  let opening: Promise<{ db: PGlite; release: () => Promise<void>; stop?: () => Promise<void> }> | undefined

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
        if (inMemory) return { db, release }
        const bridge = await startOperatorBridge(db, dir)
        const sweep = () => purge(db).catch((error) => console.error('Newsletter retention sweep failed:', errorForLog(error)))
        await sweep()
        const timer = setInterval(sweep, PURGE_INTERVAL_MS)
        timer.unref()
        return {
          db,
          release,
          stop: async () => {
            clearInterval(timer)
            await bridge.close()
          },
        }
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

  /** One statement as role anon, the role of the site's public key on Supabase. */
  async function asAnon<T>(sql: string, params: unknown[], signal: AbortSignal) {
    const { db } = await abortable(open(), signal)
    return abortable(
      db.transaction(async (tx) => {
        await tx.exec('set local role anon')
        return (await tx.query<T>(sql, params)).rows
      }),
      signal,
    )
  }

  return {
    kind: 'pglite',
    start: open,
    async add({ email, language, confirmTokenHash }: Subscription, signal: AbortSignal) {
      try {
        await asAnon(
          'insert into public.chat_control (email, language, confirm_token_hash) values ($1, $2, $3)',
          [email, language, confirmTokenHash],
          signal,
        )
        return 'created'
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return 'duplicate'
        throw error
      }
    },
    async confirm(token, signal) {
      const rows = await asAnon<{ result: string }>('select public.confirm($1) as result', [token], signal)
      return asConfirmResult(rows[0]?.result)
    },
    async unsubscribe(token, signal) {
      const rows = await asAnon<{ result: string }>('select public.unsubscribe($1) as result', [token], signal)
      return asUnsubscribeResult(rows[0]?.result)
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
      const { db, release, stop } = await current.catch(() => ({ db: undefined, release: async () => {}, stop: undefined }))
      await stop?.()
      await db?.close()
      await release()
    },
  }
}
