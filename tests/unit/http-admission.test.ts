import { describe, expect, it } from 'vitest'
import { createAdmission } from '../../server/node-http/admission'

/** A task that finishes when the test says so. */
function gate() {
  let open!: () => void
  const done = new Promise<void>((resolve) => (open = resolve))
  return {
    open,
    task: async (): Promise<'ran'> => {
      await done
      return 'ran'
    },
  }
}
const BUSY = () => 'busy' as const
const tick = () => new Promise((r) => setTimeout(r, 0))

describe('createAdmission', () => {
  it('runs up to `concurrency` tasks at once and queues the next ones', async () => {
    const admission = createAdmission({ concurrency: 2, queue: 2, maxWaitMs: 10_000 })
    const gates = [gate(), gate(), gate()]
    const results = gates.map((g) => admission.run(g.task, BUSY))
    await tick()
    expect(admission.stats()).toEqual({ running: 2, waiting: 1, refused: 0 })
    gates[0]!.open()
    await tick()
    expect(admission.stats()).toEqual({ running: 2, waiting: 0, refused: 0 })
    gates[1]!.open()
    gates[2]!.open()
    expect(await Promise.all(results)).toEqual(['ran', 'ran', 'ran'])
    expect(admission.stats()).toEqual({ running: 0, waiting: 0, refused: 0 })
  })

  it('refuses at once when the queue is full', async () => {
    const admission = createAdmission({ concurrency: 1, queue: 1, maxWaitMs: 10_000 })
    const a = gate()
    const b = gate()
    const first = admission.run(a.task, BUSY)
    const second = admission.run(b.task, BUSY)
    expect(await admission.run(async () => 'ran' as const, BUSY)).toBe('busy')
    expect(admission.stats().refused).toBe(1)
    a.open()
    b.open()
    expect(await Promise.all([first, second])).toEqual(['ran', 'ran'])
  })

  it('refuses a queued task that waited longer than maxWaitMs, and the slot stays usable', async () => {
    const admission = createAdmission({ concurrency: 1, queue: 5, maxWaitMs: 20 })
    const a = gate()
    const first = admission.run(a.task, BUSY)
    expect(await admission.run(async () => 'ran' as const, BUSY)).toBe('busy')
    expect(admission.stats()).toEqual({ running: 1, waiting: 0, refused: 1 })
    a.open()
    expect(await first).toBe('ran')
    expect(await admission.run(async () => 'ran' as const, BUSY)).toBe('ran')
  })

  it('frees the slot when a task throws', async () => {
    const admission = createAdmission({ concurrency: 1, queue: 0, maxWaitMs: 0 })
    await expect(admission.run(async () => Promise.reject(new Error('boom')), BUSY)).rejects.toThrow('boom')
    expect(admission.stats().running).toBe(0)
    expect(await admission.run(async () => 'ran' as const, BUSY)).toBe('ran')
  })

  it('rejects a concurrency below one', () => {
    expect(() => createAdmission({ concurrency: 0, queue: 0, maxWaitMs: 0 })).toThrow(/concurrency/)
  })
})
