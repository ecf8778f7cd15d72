import { getStore } from '~/newsletter/store.server'
import { OPS_COUNTERS } from '~/app-http/ops-counters'

/**
 * For the production server (server/serve.ts), through the server entry (app/server.ts):
 * where page-view and click batches go (server/site-counters.ts) — the counters store
 * (app/counters/counters-store.ts) on the newsletter's database, whichever it is — and the
 * app's numbers for the metrics endpoint (server/metrics.ts).
 */
export const siteCounterSink = {
  countViews: (day: string, paths: string[], langs: string[], counts: number[]) => getStore().countViews(day, paths, langs, counts),
  countClicks: (day: string, tools: string[], counts: number[]) => getStore().countClicks(day, tools, counts),
}

interface OpsSnapshot {
  rateLimited: number
  mailsSent: number
  mailsFailed: number
  /** Null when the database did not answer. */
  outboxDepth: number | null
}

export async function opsSnapshot(): Promise<OpsSnapshot> {
  let outboxDepth: number | null = null
  try {
    outboxDepth = await getStore().outboxDepth()
  } catch {
    /* the database is down: the depth is unknown, the scrape still answers */
  }
  return { ...OPS_COUNTERS, outboxDepth }
}
