// Preloaded into the production server (node --expose-gc --import) by the load test
// (scripts/loadtest.ts) and the end-to-end leak test (tests/e2e/faults.spec.ts, through
// tests/e2e/own-server.ts): answers the IPC message 'heap' with the live heap after a full
// garbage collection. RSS alone cannot tell a leak from garbage: on a big machine V8
// collects lazily and RSS climbs for minutes before the first full collection.
export interface HeapReport {
  heapUsed: number
  rss: number
}

const gc = globalThis.gc
if (!gc) throw new Error('scripts/lib/heap-probe.ts needs node --expose-gc')

process.on('message', (message) => {
  if (message !== 'heap') return
  gc()
  gc()
  const { heapUsed, rss } = process.memoryUsage()
  process.send?.({ heapUsed, rss } satisfies HeapReport)
})
