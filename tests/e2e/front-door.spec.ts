import { connect, type Socket } from 'node:net'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { rawRequest } from './raw-http'
import { expectSecurityHeaders } from './security-headers'
import { ROOT, startOwnServer, type OwnServer } from './own-server'

/**
 * The front door (docs/security.md). Slow clients cannot starve anyone: a body is read, bounded in size and
 * time, before its request may take a slot of the dynamic pool, and Node's own timeouts cut
 * off a request that takes too long. Real sockets trickle `POST /nl` bodies one byte every
 * two seconds against a server with a small pool (2 slots, 2 waiting): a visitor's
 * no-JavaScript subscription still gets its 303 at once, and the slow sockets are closed
 * within 15 s. And without TRUST_PROXY the client is the socket, whatever X-Forwarded-For says.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const TRICKLERS = 8
let server: OwnServer

test.beforeAll(async () => {
  test.setTimeout(120_000) // starting an own server (and PGlite) is slow on a busy machine
  server = await startOwnServer({ DYNAMIC_CONCURRENCY: '2', DYNAMIC_QUEUE: '2', DYNAMIC_QUEUE_WAIT_MS: '500' })
  // The database is open (PGlite initialises slowly on a busy machine): the subscription
  // below measures the front door, not the first start of the store.
  await expect.poll(async () => (await fetch(`${server.url}/healthz`)).status, { timeout: 60_000 }).toBe(200)
})
test.afterAll(async () => server?.dispose())

/** A POST /nl that announces 100 bytes of body and sends one every 2 s. */
function trickle(baseURL: string): { socket: Socket; closedAt: Promise<number>; answer: () => string } {
  const { hostname, port } = new URL(baseURL)
  const socket = connect(Number(port), hostname)
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString('latin1')))
  socket.on('error', () => {})
  socket.write(
    `POST /nl HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nemail=`,
  )
  const timer = setInterval(() => socket.write('a'), 2_000)
  const closedAt = new Promise<number>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer)
      resolve(Date.now())
    }),
  )
  return { socket, closedAt, answer: () => received.split('\r\n')[0] ?? '' }
}

test('a subscription gets 303 at once while slow bodies trickle, and the slow sockets are closed within 15 s', async () => {
  const started = Date.now()
  const slow = Array.from({ length: TRICKLERS }, () => trickle(server.url))
  await new Promise((r) => setTimeout(r, 1_500)) // every slow body has begun

  const body = 'email=' + encodeURIComponent('slow-clients@example.org') + '&website='
  const before = Date.now()
  const subscription = await rawRequest(
    server.url,
    `POST /nl HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    body,
  )
  const took = Date.now() - before
  expect(subscription.status).toBe(303)
  expect(subscription.headers.location).toBe('/nl?newsletter=success#newsletter')
  expect(took, 'the subscription waited for the slow clients').toBeLessThan(1_500)

  // Pages keep answering too.
  const page = await fetch(`${server.url}/nl?newsletter=a&newsletter=a`)
  expect(page.status).toBe(200)

  const closed = await Promise.all(slow.map((s) => s.closedAt))
  for (const [i, at] of closed.entries()) {
    expect(at - started, `slow socket ${i} closed after ${at - started} ms`).toBeLessThan(15_000)
    // Told why, when the answer reached it: 408 Request Timeout.
    if (slow[i]!.answer()) expect(slow[i]!.answer()).toMatch(/^HTTP\/1\.1 408/)
  }
})

test('headers that never end are cut off too', async () => {
  const { hostname, port } = new URL(server.url)
  const started = Date.now()
  const socket = connect(Number(port), hostname)
  socket.on('error', () => {})
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString('latin1')))
  socket.write(`GET /nl HTTP/1.1\r\nHost: ${hostname}\r\n`)
  const timer = setInterval(() => socket.write('X-Slow: a\r\n'), 2_000)
  await new Promise((resolve) => socket.once('close', resolve))
  clearInterval(timer)
  expect(Date.now() - started).toBeLessThan(15_000)
  // Told why, with our headers (server/parser-errors.ts): Node's own 408 had none.
  const [statusLine, ...lines] = received.split('\r\n\r\n')[0]!.split('\r\n')
  expect(statusLine).toMatch(/^HTTP\/1\.1 408 /)
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
  expectSecurityHeaders(headers, 'the 408 of slow headers')
})

test('without TRUST_PROXY, a spoofed X-Forwarded-For never makes a new client', async () => {
  // Every post names another address; the socket (127.0.0.1) is the client all the same,
  // so the rate limit (20 attempts in 10 minutes, docs/product.md) stops it.
  const statuses: number[] = []
  for (let i = 0; i < 22 && !statuses.includes(429); i++) {
    const response = await fetch(`${server.url}/de`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `198.51.100.${i + 1}` },
      body: `email=spoof-${i}%40example.org`,
    })
    statuses.push(response.status)
  }
  expect(statuses.at(-1)).toBe(429)
  expect(statuses.length).toBeLessThanOrEqual(21)
})

test('HTML rendered per request runs only the scripts the app rendered for it (a nonce per response)', async () => {
  // Every page and not-found page is prerendered, and no method makes the app render one
  // (tests/e2e/methods.spec.ts). A build without its not-found pages has the app render
  // them per request: a copy of the build without them, in the repository (its server
  // imports the app's dependencies from node_modules).
  const dist = mkdtempSync(join(ROOT, 'dist-no-404-'))
  let rendering: OwnServer | undefined
  try {
    cpSync(join(ROOT, process.env.DIST_DIR ?? 'dist'), dist, {
      recursive: true,
      filter: (source) => !/[\\/]404\.html(\.br|\.gz)?$/.test(source),
    })
    rendering = await startOwnServer({ DIST_DIR: dist })
    await expectNoncePerResponse(rendering.url)
  } finally {
    await rendering?.dispose()
    rmSync(dist, { recursive: true, force: true })
  }
})

async function expectNoncePerResponse(url: string) {
  const answers = await Promise.all([1, 2].map(() => fetch(`${url}/nope`)))
  const nonces: string[] = []
  for (const response of answers) {
    expect(response.status).toBe(404)
    const html = await response.text()
    const policy = response.headers.get('content-security-policy')!
    const scriptSrc = policy
      .split(';')
      .find((d) => d.trim().startsWith('script-src'))!
      .trim()
      .split(/\s+/)
    // 'self' and this response's nonce: no hash computed from the body, nothing inline otherwise.
    expect(scriptSrc).toHaveLength(3)
    const nonce = /^'nonce-([A-Za-z0-9+/=]{22,})'$/.exec(scriptSrc[2]!)?.[1]
    expect(nonce, scriptSrc.join(' ')).toBeTruthy()
    nonces.push(nonce!)
    const inline = [...html.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1]!)
      .filter((attrs) => !/type="application\/(ld\+)?json"/.test(attrs))
    expect(inline.length).toBeGreaterThan(0)
    for (const attrs of inline) expect(attrs).toContain(`nonce="${nonce}"`)
    expect(policy).not.toContain('unsafe-inline')
  }
  expect(nonces[0]).not.toBe(nonces[1])
}
