import { getConfig } from '~/config.server'
import { createPgliteStore } from './pglite-store.server'
import { createPostgresStore } from './postgres-store.server'
import { createSupabaseStore } from './supabase-store.server'
import { MIGRATIONS } from './migrations.server'
import type { NewsletterStore } from './store'
import { onShutdown } from '~/http/shutdown.server'

let store: NewsletterStore | undefined

/**
 * The configured store: PostgreSQL with DATABASE_URL, else Supabase with SUPABASE_URL and
 * SUPABASE_SERVER_KEY, else PGlite in PGLITE_DIR (app/config.server.ts refuses both of the first two).
 */
export function getStore(): NewsletterStore {
  if (store) return store
  const { DATABASE_URL, SUPABASE_URL, SUPABASE_SERVER_KEY, PGLITE_DIR } = getConfig()
  const created = DATABASE_URL
    ? createPostgresStore({ url: DATABASE_URL, migrations: MIGRATIONS })
    : SUPABASE_URL && SUPABASE_SERVER_KEY
      ? createSupabaseStore({ url: SUPABASE_URL, serverKey: SUPABASE_SERVER_KEY })
      : createPgliteStore({ dir: PGLITE_DIR })
  store = created

  // PGlite must be closed on shutdown, or the process hangs and the folder stays locked.
  onShutdown('close', () => created.close())
  return created
}
