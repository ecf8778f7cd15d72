import { getConfig } from '~/config.server'
import { createPgliteStore } from './pglite-store.server'
import { createSupabaseStore } from './supabase-store.server'
import type { NewsletterStore } from './store'
import { onShutdown } from '~/http/shutdown.server'

let store: NewsletterStore | undefined

/** The configured store: Supabase when both variables are set, else PGlite in PGLITE_DIR. */
export function getStore(): NewsletterStore {
  if (store) return store
  const { SUPABASE_URL, SUPABASE_ANON_KEY, PGLITE_DIR } = getConfig()
  const created =
    SUPABASE_URL && SUPABASE_ANON_KEY
      ? createSupabaseStore({ url: SUPABASE_URL, anonKey: SUPABASE_ANON_KEY })
      : createPgliteStore({ dir: PGLITE_DIR })
  store = created

  // PGlite must be closed on shutdown, or the process hangs and the folder stays locked.
  onShutdown('close', () => created.close())
  return created
}
