/**
 * The page-view and tool-click counts (docs/decisions/017-counters-in-the-database-and-go-links.md):
 * what the production server adds up (server/site-counters.ts) and writes in batches to the
 * database the newsletter uses too, whichever it is (app/newsletter/store.server.ts). Counts only,
 * no visitor: their retention is the privacy policy's 13 months.
 */
export interface CountersStore {
  /** Adds a batch of page views of one UTC day (server/site-counters.ts): parallel arrays. */
  countViews(day: string, paths: string[], langs: string[], counts: number[]): Promise<void>
  /** Adds a batch of tool clicks of one UTC day: parallel arrays. */
  countClicks(day: string, tools: string[], counts: number[]): Promise<void>
  /** Deletes the page-view and click counts older than 13 months (the privacy policy's retention). */
  purgeCounters(): Promise<void>
}

/** The counters' SQL calls, for the PGlite and PostgreSQL adapters: `query` runs one statement as the server's role. */
export function counterSqlCalls(query: (sql: string, params: unknown[]) => Promise<unknown>): CountersStore {
  return {
    async countViews(day, paths, langs, counts) {
      await query('select public.chat_control_count_views($1::date, $2::text[], $3::text[], $4::bigint[])', [day, paths, langs, counts])
    },
    async countClicks(day, tools, counts) {
      await query('select public.chat_control_count_clicks($1::date, $2::text[], $3::bigint[])', [day, tools, counts])
    },
    async purgeCounters() {
      await query('select public.chat_control_purge_counters()', [])
    },
  }
}
