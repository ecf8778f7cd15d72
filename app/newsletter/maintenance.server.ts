import { getStore } from './store.server'
import { errorForLog } from '~/http/log'

/**
 * Called once by the production server when it starts (server/serve.ts, through the
 * server entry's export in app/server.ts) — never by the build's renders. The embedded
 * store is opened at once rather than on the first subscription, so that the retention
 * sweep runs at start-up (and daily) and the operator commands find the server's
 * socket. A failure is logged; the store retries on the next request.
 */
export function startNewsletter(): void {
  const store = getStore()
  store.start?.().catch((error) => console.error('Newsletter store did not start:', errorForLog(error)))
}
