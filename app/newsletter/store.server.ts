import { getConfig, subscriberDatabase } from '~/config.server'
import { createPgliteStore } from './pglite-store.server'
import { createPostgresStore } from './postgres-store.server'
import { createSupabaseStore } from './supabase-store.server'
import { MIGRATIONS } from './migrations.server'
import type { SiteStore } from './store'
import { onShutdown } from '~/app-http/shutdown.server'

let store: SiteStore | undefined

/**
 * The configured store (subscriberDatabase, app/config.server.ts): PostgreSQL with DATABASE_URL,
 * else Supabase with SUPABASE_URL and SUPABASE_SERVER_KEY, else PGlite in PGLITE_DIR.
 */
export function getStore(): SiteStore {
  if (store) return store
  const config = getConfig()
  const { DATABASE_URL, SUPABASE_URL, SUPABASE_SERVER_KEY, PGLITE_DIR } = config
  const kind = subscriberDatabase(config)
  if (kind === 'supabase' && !SUPABASE_SERVER_KEY)
    throw new Error('SUPABASE_URL is set without SUPABASE_SERVER_KEY (README, "Newsletter on Supabase").')
  const created =
    kind === 'postgres'
      ? createPostgresStore({ url: DATABASE_URL!, migrations: MIGRATIONS })
      : kind === 'supabase'
        ? createSupabaseStore({ url: SUPABASE_URL!, serverKey: SUPABASE_SERVER_KEY! })
        : createPgliteStore({ dir: PGLITE_DIR })
  store = created

  // PGlite must be closed on shutdown, or the process hangs and the folder stays locked.
  onShutdown('close', () => created.close())
  return created
}
