// Page views and tool clicks, counted as the privacy policy says
// (app/content/legal/privacy-policy.ts): one number per UTC day and page path (with the
// page's language), one per UTC day and tool — nothing about the visitor. Counts add up
// in memory and are written in one batch every `flushEveryMs` and at shutdown, through
// the counters store (app/counters/counters-store.ts: chat_control_count_views / _clicks of
// supabase/migrations/20261125020000_site_counters.sql), so any number of servers on one
// database add to the same rows. Only known page paths and configured tools are keys:
// the map cannot grow with what clients send. A batch the database refuses is kept and
// added to the next one.

/** Where a batch goes: the counters store's two counting calls (app/counters/counters-store.ts). */
export interface CounterSink {
  countViews(day: string, paths: string[], langs: string[], counts: number[]): Promise<void>
  countClicks(day: string, tools: string[], counts: number[]): Promise<void>
}

export interface SiteCounters {
  /** One page sent: a GET answered 200 with a page of the site (a variant counts as its page). */
  view(path: string): void
  /** One redirect of a tool's /go/ path (GET). */
  click(tool: string): void
  /** Writes the pending counts; resolves when written (or kept for the next try). */
  flush(): Promise<void>
  /** Stops the timer and writes what is pending (server shutdown). */
  stop(): Promise<void>
  /** Counts not yet written (metrics). */
  pending(): number
}

const DAY_MS = 86_400_000

interface DayCounts {
  views: Map<string, number>
  clicks: Map<string, number>
}

export function createSiteCounters({
  sink,
  pages,
  tools,
  flushEveryMs = 30_000,
  now = Date.now,
  onError = (error: unknown) => console.error(`Page view and click counts not written yet (kept for the next try): ${String(error)}`),
}: {
  sink: CounterSink
  /** Every page path that may be counted → its language. */
  pages: ReadonlyMap<string, string>
  /** Every tool slug that may be counted. */
  tools: ReadonlySet<string>
  flushEveryMs?: number
  /** The clock, in milliseconds since the epoch. */
  now?: () => number
  onError?: (error: unknown) => void
}): SiteCounters {
  let pendingDays = new Map<string, DayCounts>()
  let pendingTotal = 0
  let running: Promise<void> | null = null

  // The UTC day of a count, recomputed only when the clock leaves the day it is in: a
  // count costs a clock read and two map updates (scripts/bench.ts, scenario 8).
  let dayStart = 0
  let dayEnd = 0
  let dayKey = ''
  const today = () => {
    const t = now()
    if (t < dayStart || t >= dayEnd) {
      dayStart = t - (t % DAY_MS)
      dayEnd = dayStart + DAY_MS
      dayKey = new Date(dayStart).toISOString().slice(0, 10)
    }
    return dayKey
  }
  const bucket = (day: string) => {
    let counts = pendingDays.get(day)
    if (!counts) pendingDays.set(day, (counts = { views: new Map(), clicks: new Map() }))
    return counts
  }
  const add = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n)

  async function write(batch: Map<string, DayCounts>) {
    for (const [day, { views, clicks }] of batch) {
      if (views.size) {
        const paths = [...views.keys()]
        await sink.countViews(
          day,
          paths,
          paths.map((p) => pages.get(p)!),
          paths.map((p) => views.get(p)!),
        )
        views.clear()
      }
      if (clicks.size) {
        const slugs = [...clicks.keys()]
        await sink.countClicks(
          day,
          slugs,
          slugs.map((t) => clicks.get(t)!),
        )
        clicks.clear()
      }
    }
  }

  function flush(): Promise<void> {
    if (running) return running.then(flush)
    if (pendingTotal === 0) return Promise.resolve()
    const batch = pendingDays
    pendingDays = new Map()
    pendingTotal = 0
    running = write(batch)
      .catch((error: unknown) => {
        // What was not written goes back into the pending counts (each call is one
        // statement: a day's views or clicks are written wholly or not at all).
        for (const [day, { views, clicks }] of batch) {
          const counts = bucket(day)
          for (const [path, n] of views) add(counts.views, path, n)
          for (const [tool, n] of clicks) add(counts.clicks, tool, n)
          for (const n of [...views.values(), ...clicks.values()]) pendingTotal += n
        }
        onError(error)
      })
      .finally(() => {
        running = null
      })
    return running
  }

  const timer = setInterval(() => void flush(), flushEveryMs)
  timer.unref()

  return {
    view(path) {
      if (!pages.has(path)) return
      add(bucket(today()).views, path, 1)
      pendingTotal++
    },
    click(tool) {
      if (!tools.has(tool)) return
      add(bucket(today()).clicks, tool, 1)
      pendingTotal++
    },
    flush,
    async stop() {
      clearInterval(timer)
      await flush()
    },
    pending: () => pendingTotal,
  }
}
