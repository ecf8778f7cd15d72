import type { Pool, PoolClient } from 'pg'
import { applyMigrations, pendingMigrations, POSTGRES_LEDGER, type Migration } from './migrate'
import { counterSqlCalls } from '~/counters/counters-store'
import { sqlCalls, type SiteStore } from './store'
import { errorForLog } from '~/lib/log'

/** Any number holding the migration lock: every server starting at once waits for the first. */
const MIGRATION_LOCK = 'select pg_advisory_lock(hashtextextended($1, 0))'
const MIGRATION_UNLOCK = 'select pg_advisory_unlock(hashtextextended($1, 0))'
const LOCK_NAME = 'chat_control_migrations'

export interface PostgresStoreOptions {
  /** postgres://user:password@host:5432/db (Supabase: its direct connection or session pooler). */
  url: string
  migrations: readonly Migration[]
  /** Connections per server. */
  poolSize?: number
}

/**
 * PostgreSQL itself (DATABASE_URL), shared by any number of web servers. At start the
 * bundled migrations are applied under an advisory lock — the first server applies
 * them, the others wait and find nothing left — when the login role may (the
 * database owner); a login role with only the server's rights finds them applied or
 * stops with a message saying so. Every other connection runs as chat_control_server
 * (`-c role=…` at connect), so the server can do exactly what that role may,
 * whatever its login role could do (docs/decisions/012-newsletter-rights-model.md).
 */
export function createPostgresStore({ url, migrations, poolSize = 5 }: PostgresStoreOptions): SiteStore {
  let pool: Promise<Pool> | undefined

  async function migrateOnce(connection: PoolClient) {
    const client = {
      exec: (sql: string) => connection.query(sql),
      query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await connection.query(sql, params)).rows as T[] }),
    }
    if (!(await pendingMigrations(client, migrations, POSTGRES_LEDGER)).length) return
    await connection.query(MIGRATION_LOCK, [LOCK_NAME])
    try {
      const ran = await applyMigrations(client, migrations, POSTGRES_LEDGER)
      if (ran.length) console.log(`Newsletter database: applied ${ran.join(', ')}.`)
    } catch (error) {
      const code = (error as { code?: string }).code
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}${code === '42501' ? ' — DATABASE_URL\'s role may not change the schema: apply supabase/migrations/ with the owner once (README, "Newsletter on PostgreSQL")' : ''}`,
      )
    } finally {
      await connection.query(MIGRATION_UNLOCK, [LOCK_NAME])
    }
  }

  function open(): Promise<Pool> {
    if (pool) return pool
    const opening = (async () => {
      const pg = (await import('pg')).default
      const settings = { connectionString: url, connectionTimeoutMillis: 5000, application_name: 'chat-control-site' }
      const owner = new pg.Client(settings)
      owner.on('error', () => undefined)
      await owner.connect()
      try {
        await migrateOnce(owner as unknown as PoolClient)
      } finally {
        await owner.end().catch(() => undefined)
      }
      const created = new pg.Pool({ ...settings, max: poolSize, options: '-c role=chat_control_server -c statement_timeout=10000' })
      // An idle connection the database dropped: the pool replaces it on the next query.
      created.on('error', (error) => console.error('Newsletter database connection lost:', errorForLog(error)))
      return created
    })()
    pool = opening
    opening.catch(() => {
      if (pool === opening) pool = undefined
    })
    return opening
  }

  const query = async <T>(sql: string, params: unknown[]): Promise<T[]> => {
    const { rows } = await (await open()).query(sql, params)
    return rows as T[]
  }

  return {
    kind: 'postgres',
    start: open,
    ...sqlCalls(query),
    ...counterSqlCalls(query),
    async healthy() {
      await query('select 1', [])
      return true
    },
    async close() {
      const current = pool
      pool = undefined
      await (await current?.catch(() => undefined))?.end()
    },
  }
}
