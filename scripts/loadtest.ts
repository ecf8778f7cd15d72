// `npm run loadtest`: load on a production server of its own (docs/decisions/007).
//   1. 2,000 unique newsletter addresses posted through the no-JavaScript form path
//      (url-encoded POST to page paths) by 50 concurrent clients, each request from a
//      distinct address (X-Forwarded-For, TRUST_PROXY=1); then the server is stopped
//      and the rows of its fresh PGlite folder are counted. The server's data (database,
//      page-view counts, confirmation mails) goes to a throw-away folder
//      (scripts/lib/scratch-data.ts).
//   2. 60 s of mixed requests (pages, newsletter results, shared links with a unique
//      tracking parameter per request, unique unknown paths as a scanner sends them,
//      redirects, assets, health, sitemap) at 100 concurrent connections, sampling the
//      server's resident memory.
//      Leak check: the live heap after a full garbage collection (scripts/lib/heap-probe.ts),
//      once warmed up and again after the load, must come back to about the same size.
//   3. Two servers on one PostgreSQL (a throw-away cluster, scripts/lib/postgres-cluster.ts)
//      with a real SMTP server in this process: 1,000 subscriptions spread over both, one
//      server SIGKILLed halfway; then every confirmation mail must arrive, none as a second
//      message (docs/decisions/012). Prints mails expected / sent / duplicated.
// Prints sent / stored / duplicates / errors / p99, the memory profile and the mails; exits 1
// if anything is off. Env: LOADTEST_PORT (4179), LOADTEST_SECONDS (60), DIST_DIR (dist),
// LOADTEST_PHASES (default "posts,mixed,two-servers").
import autocannon from 'autocannon'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { ALL_PUBLIC_PATHS } from '../app/i18n/slugs'
import { NEWSLETTER_ANCHOR, OUTCOME_PARAM } from '../app/newsletter/newsletter-outcome'
import { TEST_CONTROLLER } from './lib/test-controller'
import { ensureBuild, HEAP_PROBE_ARGS, startServer, type RunningServer, type ServerExit } from './lib/prod-server'
import { scratchData } from './lib/scratch-data'
import { readEnvironment } from '../app/config.server'
import { freePort } from './lib/free-port'
import { startPostgres, SUPABASE_ROLES } from './lib/postgres-cluster'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'

const env = readEnvironment(['LOADTEST_PORT', 'LOADTEST_SECONDS', 'LOADTEST_PHASES'])
const PORT = env.LOADTEST_PORT
const BASE = `http://127.0.0.1:${PORT}`
const POSTS = 2000
const POST_CONNECTIONS = 50
const MIXED_SECONDS = env.LOADTEST_SECONDS
const MIXED_CONNECTIONS = 100
const MB = 1024 * 1024
// Live heap (after a full GC) may grow this much over the run: caches filling up.
const LEAK_TOLERANCE = 32 * MB
const PHASES = new Set(env.LOADTEST_PHASES)
const TWO_SERVER_SUBSCRIPTIONS = 1000

ensureBuild()
const data = scratchData('cc-loadtest')
let server: RunningServer | undefined

/**
 * The production server (server/serve.ts, unchanged) with the heap probe preloaded. Its
 * own log (e.g. the rate-limited warnings about the mix's malformed URL) is kept, not
 * printed: its tail is shown if the process dies.
 */
function launch(): Promise<RunningServer> {
  return startServer({
    port: PORT,
    env: {
      ...data.env,
      NODE_ENV: 'production',
      // The test operator: a server for a public SITE_URL (e.g. from .env) needs one (app/config.server.ts).
      ...TEST_CONTROLLER,
      TRUST_PROXY: '1',
    },
    nodeArgs: HEAP_PROBE_ARGS,
    quiet: true,
    ipc: true,
    requireHealthy: true,
  })
}

/** Fails loudly when the server process is gone. */
function assertAlive(running: RunningServer, phase: string): void {
  if (!running.running()) {
    const exit = running.child.exitCode ?? running.child.signalCode
    throw new Error(`the server process died during ${phase} (exit ${exit}); its last output:\n${running.log().slice(-3000)}`)
  }
}

async function stop(): Promise<ServerExit> {
  const code = (await server?.stop()) ?? null
  server = undefined
  return code
}

/** Resident set size of a process in bytes (Linux /proc, else ps). */
function rss(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    if (kb) return Number(kb) * 1024
  } catch {
    // no /proc (not Linux): ps below
  }
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) * 1024
  )
}

const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`
const failures: string[] = []

/** What autocannon keeps per connection between a request and its response. */
interface PostContext {
  email: string
  page: string
}
interface MixedContext {
  expected: number
}

/** The page paths of the running server's sitemap. */
async function sitemapPages(): Promise<string[]> {
  const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text()
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
}

/**
 * Phase 3: two servers on one PostgreSQL, one killed halfway through 1,000 subscriptions.
 * Every accepted subscription must get its confirmation mail; a second copy can only be
 * the same message (same Message-ID) re-sent by a lease after the kill.
 */
async function twoServers(): Promise<void> {
  const cluster = await startPostgres()
  const received = new Map<string, string[]>()
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let head = ''
      stream.on('data', (chunk: Buffer) => head.length < 4096 && (head += chunk.toString()))
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? ''
        for (const to of session.envelope.rcptTo)
          received.set(to.address.toLowerCase(), [...(received.get(to.address.toLowerCase()) ?? []), id])
        callback()
      })
    },
  })
  // A connection reset by the killed server is not the mail server's failure.
  smtp.on('error', () => undefined)
  const smtpPort = await freePort()
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve))
  const servers: RunningServer[] = []
  try {
    const admin = new pg.Client({ connectionString: cluster.url() })
    await admin.connect()
    await admin.query(SUPABASE_ROLES)
    await admin.end()
    const env = {
      ...data.env,
      NODE_ENV: 'production',
      ...TEST_CONTROLLER,
      TRUST_PROXY: '1',
      DATABASE_URL: cluster.url(),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_LEASE_SECONDS: '5',
      CONFIRMATION_MAILS_PER_SECOND: '500',
      // 1,000 mails plus the re-claims of the killed server's leases, within the hour.
      CONFIRMATION_MAILS_PER_HOUR: '2000',
    }
    const [a, b] = await Promise.all(
      [0, 1].map(async () => startServer({ port: await freePort(), env, quiet: true, requireHealthy: true })),
    )
    servers.push(a!, b!)
    const run = Date.now().toString(36)
    const addresses = Array.from({ length: TWO_SERVER_SUBSCRIPTIONS }, (_, i) => `two-${i}-${run}@example.org`)
    const accepted: string[] = []
    const started = Date.now()
    let killed = false
    for (let i = 0; i < addresses.length; i += 10) {
      if (!killed && i >= addresses.length / 2) {
        a!.child.kill('SIGKILL')
        await a!.exited
        killed = true
      }
      await Promise.all(
        addresses.slice(i, i + 10).map(async (email, j) => {
          const target = killed || (i + j) % 2 ? b! : a!
          const n = i + j
          const response = await fetch(`${target.url}/contact`, {
            method: 'POST',
            redirect: 'manual',
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.9.${n >> 8}.${n & 255}` },
            body: new URLSearchParams({ email }).toString(),
          }).catch(() => null)
          await response?.arrayBuffer()
          if (response?.status === 303 && response.headers.get('location')?.endsWith('newsletter=success#newsletter')) accepted.push(email)
        }),
      )
    }
    const deadline = Date.now() + 120_000
    while (accepted.some((e) => !received.has(e)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500))
    await new Promise((r) => setTimeout(r, 7000)) // longer than a lease: late copies show now
    const sent = [...received.values()].reduce((n, ids) => n + ids.length, 0)
    const missing = accepted.filter((e) => !received.has(e)).length
    const duplicated = accepted.filter((e) => (received.get(e)?.length ?? 0) > 1)
    const secondMessages = duplicated.filter((e) => new Set(received.get(e)).size > 1).length
    console.log(
      `\nConfirmation mails: two servers on one PostgreSQL, ${TWO_SERVER_SUBSCRIPTIONS} subscriptions, one server SIGKILLed halfway`,
    )
    console.log(
      `  mails expected ${accepted.length}  sent ${sent}  duplicated ${duplicated.length} (as a different message: ${secondMessages})  missing ${missing}  ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    if (accepted.length < TWO_SERVER_SUBSCRIPTIONS)
      failures.push(`${TWO_SERVER_SUBSCRIPTIONS - accepted.length} subscriptions not answered with success`)
    if (missing) failures.push(`${missing} confirmation mails never arrived`)
    if (secondMessages) failures.push(`${secondMessages} addresses got two different confirmation messages`)
    if (duplicated.length > 1)
      failures.push(`${duplicated.length} addresses got a copy (at most the one in flight when the server was killed)`)
  } finally {
    await Promise.all(servers.map((s) => s.stop().catch(() => undefined)))
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    cluster.stop()
  }
}

try {
  if (PHASES.has('posts')) await postsPhase()
  if (PHASES.has('mixed')) await mixedPhase()
  if (PHASES.has('two-servers')) await twoServers()
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error))
  if (server) {
    const state = server.running() ? 'running' : `exited (${server.child.exitCode ?? server.child.signalCode})`
    failures.push(`server ${state}; its last output:\n${server.log().slice(-3000)}`)
  }
} finally {
  if (server) await stop().catch(() => undefined)
  data.remove()
}

async function postsPhase() {
  // ---- 1. newsletter posts -------------------------------------------------------
  server = await launch()
  const pages = await sitemapPages()
  if (pages.length !== ALL_PUBLIC_PATHS.length) failures.push(`sitemap lists ${pages.length} pages, expected ${ALL_PUBLIC_PATHS.length}`)

  const sent = new Set<string>()
  let postErrors = 0
  let issued = 0
  const posts = await autocannon({
    url: BASE,
    connections: POST_CONNECTIONS,
    amount: POSTS,
    timeout: 20,
    requests: [
      {
        method: 'POST',
        setupRequest(request, context) {
          const i = issued++
          const post = Object.assign(context, {
            email: `load-${i}-${Date.now().toString(36)}@example.org`,
            page: pages[i % pages.length]!,
          } satisfies PostContext)
          return {
            ...request,
            path: post.page,
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              // A distinct client per request: 10.x.y.z from the request number.
              'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
            body: new URLSearchParams({ email: post.email }).toString(),
          }
        },
        onResponse(status, _body, context, headers) {
          const { email, page } = context as PostContext
          sent.add(email)
          // The no-JavaScript form's answer (app/newsletter/newsletter-post.server.ts).
          if (status !== 303 || headers?.location !== `${page}?${OUTCOME_PARAM}=success#${NEWSLETTER_ANCHOR}`) postErrors++
        },
      },
    ],
  })
  assertAlive(server, 'the newsletter posts')
  const postP99 = posts.latency.p99
  const postTransportErrors = posts.errors + posts.timeouts
  const exitCode = await stop()
  if (exitCode !== 0) failures.push(`server exit code ${exitCode} after SIGTERM`)

  const storedEmails = await data.storedEmails()
  const distinct = new Set(storedEmails.map((e) => e.toLowerCase()))
  const duplicates = storedEmails.length - distinct.size
  const missing = [...sent].filter((e) => !distinct.has(e.toLowerCase())).length
  const errors = postErrors + postTransportErrors + missing
  console.log('\nNewsletter: no-JavaScript form posts, 50 concurrent clients, distinct X-Forwarded-For')
  console.log(`  sent ${sent.size}  stored ${storedEmails.length}  duplicates ${duplicates}  errors ${errors}  p99 ${postP99} ms`)
  console.log(
    `  (${posts.requests.total} responses in ${posts.duration.toFixed(1)} s; unexpected answers ${postErrors}, transport errors ${postTransportErrors}, sent but not stored ${missing})`,
  )
  if (sent.size !== POSTS) failures.push(`sent ${sent.size}, expected ${POSTS}`)
  if (storedEmails.length !== POSTS) failures.push(`stored ${storedEmails.length}, expected ${POSTS}`)
  if (duplicates) failures.push(`${duplicates} duplicates`)
  if (errors) failures.push(`${errors} post errors`)
}

async function mixedPhase() {
  // ---- 2. mixed requests, memory ---------------------------------------------------
  const running = (server = await launch())
  const pages = await sitemapPages()
  const home = await (await fetch(`${BASE}/`)).text()
  const assets = [...new Set([...home.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))]
  const mix: { path: string; status: number }[] = [
    ...pages.map((path) => ({ path, status: 200 })),
    // prerendered variants
    ...pages.slice(0, 8).map((path) => ({ path: `${path}?${OUTCOME_PARAM}=success`, status: 200 })),
    // A share going viral and a scanner: a unique value per request ({n}), as fbclid is per click.
    { path: '/?utm_source=share&utm_medium=social&fbclid={n}', status: 200 },
    { path: '/de/beste-vpns?gclid={n}', status: 200 },
    { path: '/no-such-{n}', status: 404 },
    { path: '/nl/bestaat-niet-{n}', status: 404 },
    { path: '/wp-{n}.php', status: 404 },
    { path: '/nl/.env?x={n}', status: 404 },
    { path: '/does-not-exist', status: 404 },
    { path: '/fr/introuvable', status: 404 },
    { path: '/%E0%A4%A', status: 404 },
    { path: '/fr/best-vpns', status: 308 },
    { path: '/healthz', status: 200 },
    { path: '/sitemap.xml', status: 200 },
    { path: '/robots.txt', status: 200 },
    { path: '/favicon.svg', status: 200 },
    ...assets.map((path) => ({ path, status: 200 })),
  ]
  const encodings = ['br, gzip', 'gzip', 'identity']
  const pid = running.child.pid!
  // Warm-up (code loaded on first use, caches), then the baseline.
  let unique = 0
  const expand = (path: string) => path.replaceAll('{n}', () => String(++unique))
  for (let pass = 0; pass < 2; pass++) {
    for (const { path } of mix) await fetch(BASE + expand(path), { redirect: 'manual' }).then((r) => r.arrayBuffer())
  }
  const heapBefore = await running.liveHeap()
  const start = rss(pid)
  const samples: number[] = []
  const sampler = setInterval(() => running.running() && samples.push(rss(pid)), 1000)
  let unexpected = 0
  let seed = 1
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647
  const mixed = await autocannon({
    url: BASE,
    connections: MIXED_CONNECTIONS,
    duration: MIXED_SECONDS,
    timeout: 20,
    requests: [
      {
        method: 'GET',
        setupRequest(request, context) {
          const pick = mix[Math.floor(random() * mix.length)]!
          Object.assign(context, { expected: pick.status } satisfies MixedContext)
          return {
            ...request,
            path: expand(pick.path),
            headers: { 'accept-encoding': encodings[Math.floor(random() * encodings.length)]! },
          }
        },
        onResponse(status, _body, context) {
          if (status !== (context as MixedContext).expected) unexpected++
        },
      },
    ],
  })
  clearInterval(sampler)
  assertAlive(running, 'the mixed requests')
  await new Promise((r) => setTimeout(r, 3000))
  const heapAfter = await running.liveHeap()
  const idle = rss(pid)
  const code2 = await stop()
  if (code2 !== 0) failures.push(`server exit code ${code2} after SIGTERM (mixed phase)`)

  const mixedErrors = mixed.errors + mixed.timeouts + unexpected
  const peak = Math.max(start, ...samples)
  const third = Math.max(1, Math.floor(samples.length / 3))
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  const middle = mean(samples.slice(third, 2 * third))
  const last = mean(samples.slice(2 * third))
  const growth = (last - middle) / middle
  console.log(`\nMixed requests: ${MIXED_CONNECTIONS} concurrent for ${MIXED_SECONDS} s`)
  console.log(
    `  requests ${mixed.requests.total} (${Math.round(mixed.requests.average)}/s)  errors ${mixedErrors}  p99 ${mixed.latency.p99} ms` +
      `  (unexpected status ${unexpected}, transport errors ${mixed.errors}, timeouts ${mixed.timeouts})`,
  )
  console.log(
    `  resident memory: start ${mb(start)}, peak ${mb(peak)}, end ${mb(samples.at(-1) ?? idle)}, idle after ${mb(idle)} ` +
      `(last third vs middle third ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%)`,
  )
  console.log(
    `  live heap after full GC: before ${mb(heapBefore)}, after ${mb(heapAfter)} (${heapAfter >= heapBefore ? '+' : ''}${((heapAfter - heapBefore) / MB).toFixed(1)} MB)`,
  )
  if (mixedErrors) failures.push(`${mixedErrors} errors under mixed load`)
  // A leak keeps what it allocated: the live heap would not come back after the load.
  if (heapAfter > heapBefore + LEAK_TOLERANCE) failures.push(`live heap grew from ${mb(heapBefore)} to ${mb(heapAfter)}: a leak`)
}

if (failures.length) {
  console.error(`\nLOAD TEST FAILED:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
console.log('\nLoad test passed.')
