import { describe, expect, it } from 'vitest'
import { createSiteCounters, type CounterSink } from '../../server/site-counters'

function recordingSink(fail = () => false) {
  const views: Array<[string, string[], string[], number[]]> = []
  const clicks: Array<[string, string[], number[]]> = []
  const sink: CounterSink = {
    async countViews(day, paths, langs, counts) {
      if (fail()) throw new Error('database down')
      views.push([day, paths, langs, counts])
    },
    async countClicks(day, tools, counts) {
      if (fail()) throw new Error('database down')
      clicks.push([day, tools, counts])
    },
  }
  return { sink, views, clicks }
}

const pages = new Map([
  ['/', 'en'],
  ['/nl', 'nl'],
])
const tools = new Set(['nordvpn', 'surfshark'])

describe('page-view and click counts (server/site-counters.ts)', () => {
  it('adds up per day and key, writes one batch per day with the page language, then nothing twice', async () => {
    let now = new Date('2026-11-24T23:59:59Z')
    const { sink, views, clicks } = recordingSink()
    const counters = createSiteCounters({ sink, pages, tools, now: () => now.getTime(), flushEveryMs: 60_000, onError: () => {} })
    counters.view('/nl')
    counters.view('/nl')
    counters.click('nordvpn')
    now = new Date('2026-11-25T00:00:01Z')
    counters.view('/')
    counters.click('nordvpn')
    counters.click('surfshark')
    expect(counters.pending()).toBe(6)
    await counters.flush()
    expect(views).toEqual([
      ['2026-11-24', ['/nl'], ['nl'], [2]],
      ['2026-11-25', ['/'], ['en'], [1]],
    ])
    expect(clicks).toEqual([
      ['2026-11-24', ['nordvpn'], [1]],
      ['2026-11-25', ['nordvpn', 'surfshark'], [1, 1]],
    ])
    await counters.flush()
    await counters.stop()
    expect(views).toHaveLength(2)
    expect(counters.pending()).toBe(0)
  })

  it('counts only known page paths and configured tools: what a client sends cannot grow the map', async () => {
    const { sink, views, clicks } = recordingSink()
    const counters = createSiteCounters({ sink, pages, tools, onError: () => {} })
    for (let i = 0; i < 1000; i++) {
      counters.view(`/x${i}`)
      counters.click(`tool${i}`)
    }
    counters.click('NordVPN')
    counters.view('/NL')
    expect(counters.pending()).toBe(0)
    await counters.stop()
    expect(views).toEqual([])
    expect(clicks).toEqual([])
  })

  it('keeps a batch the database refused and adds it to the next one', async () => {
    let down = true
    const errors: unknown[] = []
    const { sink, views } = recordingSink(() => down)
    const counters = createSiteCounters({
      sink,
      pages,
      tools,
      now: () => Date.parse('2026-11-25T12:00:00Z'),
      onError: (e) => errors.push(e),
    })
    counters.view('/')
    await counters.flush()
    expect(errors).toHaveLength(1)
    expect(counters.pending()).toBe(1)
    counters.view('/')
    down = false
    await counters.stop()
    expect(views).toEqual([['2026-11-25', ['/'], ['en'], [2]]])
  })

  it('never runs two writes at once: a flush during a flush waits for it', async () => {
    let inFlight = 0
    let most = 0
    const sink: CounterSink = {
      async countViews() {
        most = Math.max(most, ++inFlight)
        await new Promise((r) => setTimeout(r, 20))
        inFlight--
      },
      async countClicks() {},
    }
    const counters = createSiteCounters({ sink, pages, tools })
    counters.view('/')
    const first = counters.flush()
    counters.view('/nl')
    await Promise.all([first, counters.flush(), counters.stop()])
    expect(most).toBe(1)
  })
})
