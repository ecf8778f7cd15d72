import { getStore } from './store.server'

/**
 * Called once when the server module loads (app/server.ts). The embedded store is
 * opened at once rather than on the first subscription, so that the retention sweep
 * runs at start-up (and daily) and the operator commands find the server's socket.
 * Skipped while the build prerenders pages. A failure is logged; the store retries
 * on the next request.
 */
export function startNewsletter(): void {
  if (process.env.TSS_PRERENDERING === 'true') return
  const store = getStore()
  store.start?.().catch((error) => console.error('Newsletter store did not start:', error instanceof Error ? error.message : error))
}
