// Bounded concurrency for the work that cannot be prerendered (server functions, the
// no-JavaScript form post, pages rendered per request): at most `concurrency` tasks
// run, up to `queue` more wait at most `maxWaitMs`, and the rest are refused at once.
// A flood of expensive requests then costs a few busy answers instead of the whole
// site: the prerendered pages keep answering (server/fast-path.ts never waits here;
// server/app-path.ts admits the rest).

export interface AdmissionOptions {
  concurrency: number
  queue: number
  maxWaitMs: number
}

interface AdmissionStats {
  running: number
  waiting: number
  refused: number
}

export interface Admission {
  /** Runs `task` when a slot is free; resolves to `busy` instead when it cannot get one in time. */
  run<T, B>(task: () => Promise<T>, busy: () => B): Promise<T | B>
  stats(): AdmissionStats
}

export function createAdmission({ concurrency, queue, maxWaitMs }: AdmissionOptions): Admission {
  if (!(concurrency >= 1)) throw new Error(`admission: concurrency must be at least 1 (got ${concurrency})`)
  let running = 0
  let refused = 0
  const waiting: Array<(admitted: boolean) => void> = []

  const release = () => {
    const next = waiting.shift()
    if (next)
      next(true) // the slot passes straight to the next task
    else running--
  }

  const acquire = (): Promise<boolean> => {
    if (running < concurrency) {
      running++
      return Promise.resolve(true)
    }
    if (waiting.length >= queue) return Promise.resolve(false)
    return new Promise<boolean>((resolve) => {
      const entry = (admitted: boolean) => {
        clearTimeout(timer)
        resolve(admitted)
      }
      const timer = setTimeout(() => {
        const index = waiting.indexOf(entry)
        if (index >= 0) waiting.splice(index, 1)
        resolve(false)
      }, maxWaitMs)
      waiting.push(entry)
    })
  }

  return {
    async run(task, busy) {
      if (!(await acquire())) {
        refused++
        return busy()
      }
      try {
        return await task()
      } finally {
        release()
      }
    },
    stats: () => ({ running, waiting: waiting.length, refused }),
  }
}

/**
 * The site search's own pool (docs/product.md#search, server/app-path.ts): a search is a page
 * rendered for its query, and a flood of searches — each query unique, nothing to cache —
 * must not take the slots the newsletter's form posts and the server functions need, nor
 * more than a share of the processor. A render holds the event loop from start to end (about
 * 5 ms on an idle core): one at a time, each after a turn of the loop (server/app-path.ts), a
 * short queue, then 503.
 */
export const SEARCH_ADMISSION: AdmissionOptions = { concurrency: 1, queue: 16, maxWaitMs: 1_000 }
