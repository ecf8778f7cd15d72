import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { ALL_PUBLIC_PATHS } from '../../app/i18n/slugs'
import { waitForHydration } from './helpers'
import { isLocked, readSubscriptions, startOwnServer, type OwnServer } from './own-server'
import { StubServer } from './stub-server'

/**
 * Faults (docs/product.md#error-catalogue): the database slow or unreachable, the geolocation service slow
 * or down, a SIGTERM with a request in flight. Each against an own production
 * server wired to stubs we control.
 */
// Own servers start (and PGlite initialises) slowly on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 })

let nextClient = 0
const newClient = () => `198.18.0.${++nextClient}`

async function everyPageAnswers(baseURL: string) {
  const statuses = await Promise.all(
    [...ALL_PUBLIC_PATHS, '/?newsletter=error', '/nl/missing'].map(async (path) => [path, (await fetch(baseURL + path)).status] as const),
  )
  for (const [path, status] of statuses) expect(status, path).toBe(path === '/nl/missing' ? 404 : 200)
}

async function health(baseURL: string) {
  const response = await fetch(`${baseURL}/healthz`)
  return { status: response.status, body: (await response.json()) as { status: string; checks: Record<string, string> } }
}

async function subscribePage(browser: Browser, server: OwnServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, extraHTTPHeaders: { 'x-forwarded-for': newClient() } })
  const page = await context.newPage()
  await page.goto('/')
  await waitForHydration(page)
  return page
}

/** Submits the footer form and returns how long the toast took to appear. */
async function submit(page: Page, email: string, toast: string): Promise<number> {
  await page.locator('#newsletter-email').fill(email)
  const call = page.waitForResponse((r) => r.url().includes('/_serverFn/') && r.request().method() === 'POST', { timeout: 15_000 })
  const started = Date.now()
  await page.locator('#newsletter button[type="submit"]').click()
  await expect(page.getByText(toast, { exact: true })).toBeVisible({ timeout: 10_000 })
  const elapsed = Date.now() - started
  const timing = (await call).request().timing()
  console.log(`  (server function answered ${Math.round(timing.responseEnd)} ms after its request started)`)
  return elapsed
}

test.describe('the database slow, unreachable, then back', () => {
  let db: StubServer
  let server: OwnServer
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000) // starting an own server (and PGlite) is slow on a busy machine
    db = await StubServer.start('ok')
    server = await startOwnServer({ SUPABASE_URL: db.url, SUPABASE_SERVER_KEY: 'stub-server-key', TRUST_PROXY: '1' })
    // One subscription while the database answers: the first call of a fresh server
    // loads code, which is not what these tests measure.
    const page = await subscribePage(browser, server)
    await submit(page, 'warm-up@example.org', 'Successfully Subscribed!')
    await page.context().close()
    db.mode = 'hang'
  })
  test.afterAll(async () => {
    await server?.dispose()
    await db?.down()
  })

  test('slow: the failure toast within 10 s, the address kept, every page still 200', async ({ browser }) => {
    const page = await subscribePage(browser, server)
    const elapsed = await submit(page, 'slow-db@example.org', 'Subscription Failed')
    console.log(`slow database: failure toast after ${elapsed} ms`)
    expect(elapsed).toBeLessThan(10_000)
    await expect(page.locator('#newsletter-email')).toHaveValue('slow-db@example.org')
    expect(db.requests.some((r) => r.method === 'POST' && r.url === '/rest/v1/rpc/chat_control_subscribe')).toBe(true)
    await everyPageAnswers(server.url)
    const { status, body } = await health(server.url)
    expect(status).toBe(503)
    expect(body.checks).toMatchObject({ server: 'ok', newsletter: 'fail' })
    await page.context().close()
  })

  test('unreachable: the failure toast, every page still 200', async ({ browser }) => {
    await db.down()
    const page = await subscribePage(browser, server)
    const elapsed = await submit(page, 'no-db@example.org', 'Subscription Failed')
    console.log(`unreachable database: failure toast after ${elapsed} ms`)
    expect(elapsed).toBeLessThan(10_000)
    await expect(page.locator('#newsletter-email')).toHaveValue('no-db@example.org')
    await everyPageAnswers(server.url)
    expect((await health(server.url)).body.checks).toMatchObject({ server: 'ok', newsletter: 'fail' })
    await page.context().close()
  })

  test('back: the next attempt succeeds without a restart', async ({ browser }) => {
    const pid = server.pid
    await db.up('ok')
    const page = await subscribePage(browser, server)
    await submit(page, 'db-back@example.org', 'Successfully Subscribed!')
    await expect(page.locator('#newsletter-email')).toHaveValue('')
    const insert = db.requests.findLast((r) => r.url === '/rest/v1/rpc/chat_control_subscribe')
    expect(JSON.parse(insert!.body)).toMatchObject({ address: 'db-back@example.org', lang: 'en' })
    expect(insert!.headers.apikey).toBe('stub-server-key')
    const { status, body } = await health(server.url)
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'ok', checks: { server: 'ok', newsletter: 'ok' } })
    expect(server.pid).toBe(pid)
    await page.context().close()
  })
})

test.describe('the geolocation service slow or down', () => {
  test.describe.configure({ timeout: 90_000 })
  let geo: StubServer
  let server: OwnServer
  test.beforeAll(async () => {
    test.setTimeout(120_000) // starting an own server (and PGlite) is slow on a busy machine
    geo = await StubServer.start('hang')
    server = await startOwnServer({ GEO_API_URL: `${geo.url}/json/{ip}` })
  })
  test.afterAll(async () => {
    await server?.dispose()
    await geo?.down()
  })

  /**
   * The browser abandons the lookup 5000 ms after the call (docs/product.md#language-resolution,
   * CLIENT_GEO_TIMEOUT_MS in app/components/layout/language-choice.tsx); the server usually answers
   * "no country" sooner, at its own 3.5 s budget (app/geo/geo.functions.ts), but a fresh server on a
   * busy machine can miss it. Whichever decides, the fallback still runs on the page's main
   * thread, which a loaded machine keeps busy: an answer or an abort event, a rejected promise, a
   * render. Measured on an idle 2-core machine: up to 180 ms after the answer; CI (about twice as
   * slow) once 5040 ms after the call, 40 ms after the abort. This allows that work 1 s.
   */
  const ABORT_MS = 5000
  const FALLBACK_WORK_MS = 1000

  /**
   * A first visit with a browser language we do not offer: the page waits for
   * geolocation. Returns when the language was decided, in ms after the
   * geolocation call started and after navigation started.
   */
  async function firstVisit(browser: Browser) {
    const context = await browser.newContext({ baseURL: server.url, locale: 'ja-JP' })
    await context.addInitScript(() => {
      const w = window as unknown as { __pendingSeen?: boolean; __decidedAt?: number }
      new MutationObserver(() => {
        const pending = document.documentElement?.hasAttribute('data-lang-pending')
        if (pending) w.__pendingSeen = true
        else if (w.__pendingSeen && w.__decidedAt === undefined) w.__decidedAt = performance.now()
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-lang-pending'] })
    })
    const page = await context.newPage()
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    // Generous wait: page load and hydration depend on the machine; the 5 s abort is
    // asserted below, measured from the geolocation call itself.
    await expect(page.locator('html')).not.toHaveAttribute('data-lang-pending', /.*/, { timeout: 20_000 })
    const timing = await page.evaluate(() => {
      const w = window as unknown as { __pendingSeen?: boolean; __decidedAt?: number }
      const call = performance.getEntriesByType('resource').find((e) => e.name.includes('/_serverFn/'))
      const answered = call && 'responseEnd' in call ? (call as PerformanceResourceTiming).responseEnd : NaN
      return { pendingSeen: w.__pendingSeen, decidedAt: w.__decidedAt ?? NaN, callStart: call?.startTime ?? NaN, answered }
    })
    expect(timing.pendingSeen).toBe(true)
    return {
      page,
      afterCall: timing.decidedAt - timing.callStart,
      afterNavigation: timing.decidedAt,
      // When the server's answer arrived, after the call (NaN when the browser gave up first).
      answeredAfterCall: timing.answered - timing.callStart,
    }
  }

  test('slow: English once the lookup is abandoned at 5 s, if the server has not answered by then', async ({ browser }) => {
    const before = geo.requests.length
    const { page, afterCall, afterNavigation, answeredAfterCall } = await firstVisit(browser)
    expect(geo.requests.length).toBeGreaterThan(before) // the service was asked, and hung
    console.log(
      `slow geolocation: the server answered ${Math.round(answeredAfterCall)} ms after the call; English ${Math.round(afterCall)} ms after the call, ${Math.round(afterNavigation)} ms after navigation`,
    )
    // Measured from the geolocation call: page load and hydration times depend on the machine.
    expect(afterCall).toBeLessThanOrEqual(ABORT_MS + FALLBACK_WORK_MS)
    // Whichever came first decided: the server's answer, or the browser's abort.
    expect(afterCall).toBeLessThanOrEqual(Math.min(answeredAfterCall || Infinity, ABORT_MS) + FALLBACK_WORK_MS)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(new URL(page.url()).pathname).toBe('/')
    await expect(page.locator('h1').first()).toBeVisible()
    await page.context().close()
  })

  test('down: English within the 5 s abort', async ({ browser }) => {
    await geo.down()
    const { page, afterCall } = await firstVisit(browser)
    console.log(`geolocation down: English ${Math.round(afterCall)} ms after the call`)
    expect(afterCall).toBeLessThanOrEqual(ABORT_MS + FALLBACK_WORK_MS)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('h1').first()).toBeVisible()
    await page.context().close()
  })

  test('answering (control): its country decides the language', async ({ browser }) => {
    geo.getBody = { countryCode: 'AT' }
    await geo.up('ok')
    const { page } = await firstVisit(browser)
    await expect(page).toHaveURL(/\/de$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await page.context().close()
  })
})

/** A form post whose body arrives in two parts, `pause` ms apart: a slow request. */
function slowPost(url: string, email: string, beforePause: () => void, pause: number) {
  const body = new URLSearchParams({ email }).toString()
  return new Promise<{ status: number; location: string }>((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) } },
      (res) => {
        res.resume()
        resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? '') })
      },
    )
    req.on('error', reject)
    req.write(body.slice(0, 6))
    setTimeout(() => {
      beforePause()
      setTimeout(() => req.end(body.slice(6)), pause)
    }, 300)
  })
}

test('SIGTERM: the request in flight finishes, PGlite closes cleanly, the process exits 0', async () => {
  const server = await startOwnServer({}, { healthy: true })
  try {
    const first = await fetch(`${server.url}/nl`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=before-sigterm%40example.org',
      redirect: 'manual',
    })
    expect(first.status).toBe(303)
    expect(isLocked(server.dataDir)).toBe(true)

    let signalledAt = 0
    const inFlight = slowPost(
      `${server.url}/de`,
      'in-flight@example.org',
      () => {
        signalledAt = Date.now()
        process.kill(server.pid, 'SIGTERM')
      },
      1500,
    )
    // While draining, the server takes no new connections.
    await new Promise((r) => setTimeout(r, 900))
    await expect(fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow()

    const answer = await inFlight
    expect(answer).toEqual({ status: 303, location: '/de?newsletter=success#newsletter' })
    expect(await server.exited).toBe(0)
    console.log(`SIGTERM: in-flight request answered ${answer.status}, exit 0 after ${Date.now() - signalledAt} ms`)
    expect(Date.now() - signalledAt).toBeLessThan(10_000)
    expect(server.output()).toContain('SIGTERM')

    // Closed cleanly: the lock is released and the folder opens with every row.
    expect(isLocked(server.dataDir)).toBe(false)
    const rows = await readSubscriptions(server.dataDir)
    expect(rows).toEqual([
      { email: 'before-sigterm@example.org', language: 'nl' },
      { email: 'in-flight@example.org', language: 'de' },
    ])
  } finally {
    await server.dispose()
  }
})

/** Requests `path` and resets the connection as soon as the first bytes of the answer arrive. */
function resetMidTransfer(port: number, path: string, encoding: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nAccept-Encoding: ${encoding}\r\n\r\n`))
    socket.once('data', () => {
      socket.resetAndDestroy()
      resolve()
    })
    socket.once('error', () => resolve())
  })
}

test('clients resetting the connection mid-download do not take the server down', async () => {
  const server = await startOwnServer()
  try {
    const html = await (await fetch(server.url)).text()
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)![1]!
    const port = Number(new URL(server.url).port)
    // Precompressed and binary files once crashed the process this way (a Node 20 undici bug).
    for (let round = 0; round < 80; round++) {
      await Promise.all([
        resetMidTransfer(port, script, 'br'),
        resetMidTransfer(port, script, 'identity'),
        resetMidTransfer(port, '/favicon.ico', 'identity'),
        resetMidTransfer(port, '/og-image.png', 'gzip'),
        round % 10 === 0 ? resetMidTransfer(port, '/?newsletter=success', 'gzip') : undefined,
      ])
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    expect((await fetch(server.url + script)).status).toBe(200)
  } finally {
    expect(await server.stop()).toBe(0)
    await server.dispose()
  }
})

test('server renders do not retain memory', async () => {
  test.setTimeout(120_000)
  const server = await startOwnServer({}, { heapProbe: true })
  try {
    const paths = ['/does-not-exist', '/?newsletter=success', '/fr/introuvable', '/%E0%A4%A', '/de?newsletter=error']
    const render = async (count: number) => {
      let next = 0
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < count) await (await fetch(server.url + paths[next++ % paths.length]!)).arrayBuffer()
        }),
      )
    }
    await render(100) // code and catalogs loaded on first use
    const before = await server.liveHeap()
    await render(600)
    const after = await server.liveHeap()
    console.log(`live heap after 600 server renders: ${(before / 2 ** 20).toFixed(1)} → ${(after / 2 ** 20).toFixed(1)} MB`)
    // Each render once kept ~70 KB for 5 minutes (a query GC timer): +40 MB here.
    expect(after - before).toBeLessThan(12 * 2 ** 20)
  } finally {
    await server.dispose()
  }
})
