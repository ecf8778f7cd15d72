// Aggregate page-view counts, as the privacy policy describes them
// (app/content/legal/privacy-policy.ts): one counter per UTC day and page path,
// incremented when the server sends a page. Nothing about the visitor is kept —
// no IP address, cookie, user agent or referrer. Daily totals are written to
// `<dir>/<YYYY-MM-DD>.json` (merged with what an earlier process wrote that day)
// and files older than 13 months are deleted.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const VISIT_RETENTION_MONTHS = 13
const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/

export interface VisitCounter {
  /** Count one page view of `path` (a known page path: the set of keys stays bounded). */
  count(path: string): void
  /** Write the pending counts to disk and delete expired files. */
  flush(): void
  stop(): void
}

const day = (now: Date) => now.toISOString().slice(0, 10)

/** The first day that is still kept on `now`. */
export function oldestKeptDay(now: Date): string {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - VISIT_RETENTION_MONTHS, now.getUTCDate()))
  return day(cutoff)
}

function readCounts(file: string): Record<string, number> {
  try {
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'))
    if (data && typeof data === 'object') {
      const counts: Record<string, number> = {}
      for (const [path, n] of Object.entries(data)) if (Number.isSafeInteger(n)) counts[path] = n as number
      return counts
    }
  } catch {
    /* no file yet, or an unreadable one: start from zero */
  }
  return {}
}

export function createVisitCounter({
  dir,
  flushEveryMs = 60_000,
  now = () => new Date(),
}: {
  dir: string
  flushEveryMs?: number
  now?: () => Date
}): VisitCounter {
  // day → path → count, not yet written
  let pending = new Map<string, Map<string, number>>()

  const flush = () => {
    const batch = pending
    pending = new Map()
    try {
      mkdirSync(dir, { recursive: true })
      for (const [date, counts] of batch) {
        const file = join(dir, `${date}.json`)
        const totals = readCounts(file)
        for (const [path, n] of counts) totals[path] = (totals[path] ?? 0) + n
        const sorted = Object.fromEntries(Object.entries(totals).sort(([a], [b]) => a.localeCompare(b)))
        writeFileSync(`${file}.tmp`, JSON.stringify(sorted, null, 2) + '\n')
        renameSync(`${file}.tmp`, file)
      }
      const oldest = oldestKeptDay(now())
      for (const name of readdirSync(dir)) {
        const date = DAY_FILE.exec(name)?.[1]
        if (date && date < oldest) rmSync(join(dir, name), { force: true })
      }
    } catch (error) {
      console.warn(`Visit counts not written to ${dir}: ${(error as Error).message}`)
    }
  }

  const timer = setInterval(flush, flushEveryMs)
  timer.unref()

  return {
    count(path) {
      const date = day(now())
      let counts = pending.get(date)
      if (!counts) pending.set(date, (counts = new Map()))
      counts.set(path, (counts.get(path) ?? 0) + 1)
    },
    flush,
    stop() {
      clearInterval(timer)
      flush()
    },
  }
}
