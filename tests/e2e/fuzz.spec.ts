import { writeFileSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import fc from 'fast-check'
import { expect, test } from '@playwright/test'
import { normaliseEmail } from '../../app/newsletter/email'
import { ALL_PUBLIC_PATHS } from '../../app/i18n/slugs'
import { readSubscriptions, startOwnServer, type OwnServer } from './own-server'

/**
 * Fuzzing (docs/product.md#error-catalogue) through the real production server over HTTP: 10,000 random
 * paths (broken percent-encoding, very long segments, unicode sent raw and
 * encoded, dot segments, server-function ids) and 10,000 random newsletter
 * inputs through the no-JavaScript form. No response may be ≥ 500, and after a
 * clean shutdown the database must hold exactly the valid addresses.
 * FUZZ_SEED=<n> replays a run; the seed is printed.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 })

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const RUNS = 10_000 // inputs per property, sent 16 at a time over keep-alive connections

let server: OwnServer
const agent = new Agent({ keepAlive: true, maxSockets: 16 })

test.beforeAll(async () => {
  test.setTimeout(120_000) // starting an own server (and PGlite) is slow on a busy machine
  server = await startOwnServer({ TRUST_PROXY: '1' })
  console.log(`fuzz seed ${SEED} (FUZZ_SEED=${SEED} replays it)`)
})
test.afterAll(async () => {
  agent.destroy()
  await server?.dispose()
})

interface Sent {
  method: string
  /** The request target as raw bytes (a latin1 string: one char per byte). */
  target: string
  headers?: Record<string, string>
  body?: string
}

/** Node's HTTP parser refuses a request head over 16 KiB itself (431, then it closes the socket). */
const MAX_HEAD = 16 * 1024

/** Sends one request (keep-alive unless told otherwise); resolves with the status (0: no answer). */
function sendOnce({ method, target, headers = {}, body }: Sent, fresh = false): Promise<{ status: number; location?: string }> {
  const { port } = new URL(server.url)
  return new Promise((resolve) => {
    // A redirect repeats the (long, re-encoded) path in Location: read heads beyond Node's 16 KiB default.
    const options = { host: '127.0.0.1', port, method, path: target, headers, agent: fresh ? false : agent, maxHeaderSize: 256 * 1024 }
    const req = httpRequest(options, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }))
      res.on('error', () => resolve({ status: res.statusCode ?? 0 }))
    })
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: 0 }))
    req.end(body)
  })
}

/**
 * Sends a request; without an answer it is tried once more on a new connection
 * (a keep-alive socket can be closed under a queued request). A request whose head
 * is over Node's limit may still get no answer: the parser refused it, not the app.
 */
async function send(request: Sent): Promise<{ status: number; location?: string; parserRefused?: boolean }> {
  const first = await sendOnce(request)
  if (first.status !== 0) return first
  const again = await sendOnce(request, true)
  if (again.status === 0 && Buffer.byteLength(request.target, 'latin1') > MAX_HEAD - 1024) return { status: 431, parserRefused: true }
  return again
}

/** fast-check's inputs, from one seed: reproducible with FUZZ_SEED. */
function inputs<T>(arbitrary: fc.Arbitrary<T>, seed: number): T[] {
  return fc.sample(arbitrary, { numRuns: RUNS, seed })
}

/** A short, readable line per failure (the first few). */
const firstFailures = (failures: string[]) => failures.slice(0, 10).map((f) => f.slice(0, 300))

async function inParallel<T, R>(items: T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await run(items[index]!)
      }
    }),
  )
  return results
}

// ---- paths ---------------------------------------------------------------

const KNOWN = [...new Set(ALL_PUBLIC_PATHS.flatMap((p) => p.split('/')))]
const SPECIAL = [
  '_serverFn',
  'assets',
  'healthz',
  'sitemap.xml',
  'robots.txt',
  'site.webmanifest',
  'favicon.ico',
  'index.html',
  'en',
  'NL',
  'Fr',
]
const DOTS = ['.', '..', '%2e', '%2E%2E', '.%2e', '%2e.', '...', '..;', '%2f', '%2F..%2F', '%5c', '\\', '//', ';', '%3B']
const BROKEN = [
  '%',
  '%%',
  '%Z',
  '%4',
  '%zz',
  '%G0',
  '%E0%A4%A',
  '%c0%af',
  '%C0%80',
  '%ff',
  '%FE%FF',
  '%00',
  '%0a',
  '%0d%0a',
  '%C3%28',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%u0041',
  '%%32%65',
  '%25',
  '%2525',
]

const escapeBytes = fc
  .array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 6 })
  .map((bytes) => bytes.map((b) => '%' + b.toString(16).padStart(2, '0')).join(''))
const piece = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN, ...SPECIAL) },
  { weight: 2, arbitrary: fc.constantFrom(...DOTS) },
  { weight: 3, arbitrary: fc.constantFrom(...BROKEN) },
  { weight: 2, arbitrary: escapeBytes },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.webSegment() },
  // Server-function ids are 64 hex digits.
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 200, maxLength: 4000 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 }), fc.integer({ min: 50, max: 1500 }))
      .map(([s, n]) => s.repeat(n)),
  },
)
const segment = fc.array(piece, { minLength: 0, maxLength: 3 }).map((parts) => parts.join(''))
const query = fc.option(
  fc.oneof(
    fc.webQueryParameters(),
    fc.constantFrom('newsletter=success', 'newsletter=%zz', 'newsletter=<script>', 'payload=%7B'),
    fc.string({ maxLength: 40 }),
  ),
  { freq: 4 },
)
const pathInput = fc.record({
  // One in ten aimed at the server-function endpoint.
  serverFn: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  segments: fc.array(segment, { minLength: 0, maxLength: 8 }),
  trailingSlash: fc.boolean(),
  query,
  // Raw non-ASCII bytes are refused by Node's HTTP parser (400) before the app sees
  // them, as no browser sends them: a fifth of the inputs, the rest percent-encoded.
  rawUnicode: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  method: fc.constantFrom('GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'POST'),
})

/**
 * The request target as bytes on the wire: controls, space and '#' escaped (no
 * client sends them raw), non-ASCII either raw UTF-8 or percent-encoded, the
 * rest — broken escapes included — as generated.
 */
function toTarget(path: string, rawUnicode: boolean): string {
  let out = ''
  for (const char of path) {
    const code = char.codePointAt(0)!
    if (code <= 0x20 || code === 0x7f || char === '#') out += encodeURIComponent(char)
    else if (code < 0x80) out += char
    else {
      const bytes = Buffer.from(char, 'utf8')
      out += rawUnicode ? bytes.toString('latin1') : [...bytes].map((b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('')
    }
  }
  return out
}

test('10,000 random paths: no response ≥ 500', async () => {
  test.setTimeout(300_000)
  const started = Date.now()
  const requests: Sent[] = inputs(pathInput, SEED).map(({ serverFn, segments, trailingSlash, query, rawUnicode, method }, i) => {
    const path =
      (serverFn ? '/_serverFn/' : '/') +
      segments.join('/') +
      (trailingSlash && segments.length ? '/' : '') +
      (query === null ? '' : `?${query}`)
    const target = toTarget(path, rawUnicode)
    return method === 'POST'
      ? {
          method,
          target,
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': `10.200.${(i >> 8) & 255}.${i & 255}` },
          body: 'email=fuzz-path%40example.org',
        }
      : { method, target }
  })
  const results = await inParallel(requests, 16, send)
  const statuses = new Map<number, number>()
  results.forEach(({ status }) => statuses.set(status, (statuses.get(status) ?? 0) + 1))
  const failures = results.flatMap(({ status }, i) =>
    status >= 500 || status === 0 ? [`${status} ${requests[i]!.method} ${requests[i]!.target}`] : [],
  )
  const summary = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ')
  const refused = results.filter((r) => r.parserRefused).length
  console.log(
    `paths: ${requests.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (seed ${SEED}); statuses ${summary}` +
      (refused ? `; ${refused} heads over 16 KiB refused by Node's parser` : ''),
  )
  // For a look at what the server answered: a few request targets per status.
  const samples = [...statuses.keys()].flatMap((status) =>
    results
      .flatMap((r, i) => (r.status === status ? [`${status} ${requests[i]!.method} ${requests[i]!.target.slice(0, 400)}`] : []))
      .slice(0, 5),
  )
  writeFileSync(test.info().outputPath('samples.txt'), [...failures, '', ...samples].join('\n'), 'latin1')
  expect(firstFailures(failures), `responses ≥ 500 or none at all (FUZZ_SEED=${SEED})`).toEqual([])
  expect(requests.length).toBe(10_000)
  // The server is still healthy afterwards.
  expect((await send({ method: 'GET', target: '/healthz' })).status).toBe(200)
})

// ---- newsletter inputs -------------------------------------------------

const NASTY = [
  '',
  ' ',
  '@',
  '@@',
  'a@',
  '@example.org',
  'a@b',
  'a@b.',
  'a@.org',
  'a..b@example.org',
  '.a@example.org',
  'a.@example.org',
  "x'; drop table chat_control; --@example.org",
  '=cmd|"/c calc"!A1@example.org',
  '+1@example.org',
  '-x@example.org',
  '<script>alert(1)</script>@example.org',
  'a@exa_mple.org',
  'a@-example.org',
  'a@example-.org',
  'a b@example.org',
  'a@example.org\r\nBcc: x@example.org',
  'a\u0000@example.org',
  'ä@example.org',
  'a@exämple.org',
  'a@xn--exmple-cua.org',
  '"quoted"@example.org',
  'a@[127.0.0.1]',
  'a@127.0.0.1',
  'A@EXAMPLE.ORG',
  '  padded@example.org  ',
  'a@example.org.',
  'x'.repeat(64) + '@example.org',
  'x'.repeat(65) + '@example.org',
  'a@' + 'b'.repeat(63) + '.org',
  'a@' + 'b'.repeat(64) + '.org',
  'a@' + Array(60).fill('abcd').join('.') + '.org',
  'a@b@example.org',
  'a%40example.org',
  'mailto:a@example.org',
]
const mutated = fc
  .tuple(
    fc.emailAddress(),
    fc.nat(),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
    fc.constantFrom('insert', 'case', 'wrap', 'dup'),
  )
  .map(([email, at, extra, how]) => {
    const i = at % (email.length + 1)
    if (how === 'insert') return email.slice(0, i) + extra + email.slice(i)
    if (how === 'case') return email.toUpperCase()
    if (how === 'wrap') return `${extra}${email}${extra}`
    return email.slice(0, i) + '@' + email.slice(i)
  })
const rawEmail = fc.oneof(
  { weight: 5, arbitrary: fc.emailAddress() },
  { weight: 3, arbitrary: mutated },
  { weight: 1, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.string({ unit: 'grapheme', maxLength: 20 }))
      .map(([a, b]) => `${a}@${b}`),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 230, maxLength: 320 }).map((s) => `${s}@example.org`) },
)
/** A form body: usually properly encoded, sometimes raw (broken escapes), sometimes with the honeypot filled. */
const formInput = fc.record({
  email: rawEmail,
  encoding: fc.constantFrom('proper', 'proper', 'proper', 'raw'),
  honeypot: fc.oneof({ weight: 19, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }) }),
  page: fc.constantFrom(...ALL_PUBLIC_PATHS),
})

/** The WHATWG "valid e-mail address" (what browsers accept in type=email): an oracle independent of the app. */
const WHATWG_EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

test('10,000 random newsletter inputs: no response ≥ 500, only valid addresses stored', async () => {
  test.setTimeout(300_000)
  const started = Date.now()
  const cases = inputs(formInput, SEED + 1).map(({ email, encoding, honeypot, page }, i) => {
    const form = new URLSearchParams({ email })
    if (honeypot !== null) form.set('website', honeypot)
    const body = encoding === 'raw' ? `email=${email}${honeypot === null ? '' : `&website=${honeypot}`}` : form.toString()
    // What the server will read, decoded exactly as it decodes it.
    const received = new URLSearchParams(body)
    const request: Sent = {
      method: 'POST',
      target: page,
      // A client address of its own per request: the rate limit never interferes.
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body,
    }
    return {
      request,
      page,
      bytes: Buffer.byteLength(body),
      valid: normaliseEmail(received.get('email') ?? ''),
      trap: Boolean(received.get('website')?.trim()),
    }
  })
  const results = await inParallel(cases, 16, ({ request }) => send(request))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)

  const expected = new Set<string>() // lower-cased: the table is unique case-insensitively
  const counts = { success: 0, invalid: 0, honeypot: 0, tooLarge: 0 }
  const failures: string[] = []
  results.forEach(({ status, location }, i) => {
    const { request, page, bytes, valid, trap } = cases[i]!
    const fail = (why: string) => failures.push(`${why}: ${status} ${location ?? ''} for ${JSON.stringify(request.body)}`)
    if (status === 0 || status >= 500) return fail('no answer or ≥ 500')
    if (bytes > 4096) return status === 413 ? void counts.tooLarge++ : fail('expected 413')
    if (status !== 303 || !location) return fail('expected 303')
    const target = new URL(location, server.url)
    if (target.pathname !== page) return fail('redirected elsewhere')
    const outcome = target.searchParams.get('newsletter')
    if (trap) return outcome === 'success' ? void counts.honeypot++ : fail('honeypot should look like success')
    if (!valid) return outcome === 'invalid' ? void counts.invalid++ : fail('expected invalid')
    if (outcome !== 'success') return fail('expected success')
    if (!WHATWG_EMAIL.test(valid)) return fail('accepted address is not a valid e-mail address')
    expected.add(valid.toLowerCase())
    counts.success++
  })
  expect(firstFailures(failures), `FUZZ_SEED=${SEED}`).toEqual([])

  expect(await server.stop('SIGTERM')).toBe(0)
  const stored = (await readSubscriptions(server.dataDir)).map((r) => r.email)
  const badRows = stored.filter(
    (email) =>
      email.length > 254 ||
      !WHATWG_EMAIL.test(email) ||
      /^[=+\-@]/.test(email) ||
      email.split('@')[1] !== email.split('@')[1]!.toLowerCase(),
  )
  expect(badRows, 'stored rows that are not valid, normalised addresses').toEqual([])
  const storedKeys = stored.map((e) => e.toLowerCase())
  expect(new Set(storedKeys).size, 'no duplicate rows').toBe(storedKeys.length)
  // 'fuzz-path@example.org' came from the path fuzzer's POSTs to random paths.
  const fromEmails = new Set(storedKeys.filter((e) => e !== 'fuzz-path@example.org'))
  expect(
    [...fromEmails].filter((e) => !expected.has(e)),
    'stored but never accepted',
  ).toEqual([])
  expect(
    [...expected].filter((e) => !fromEmails.has(e)),
    'accepted but not stored',
  ).toEqual([])
  console.log(
    `emails: ${cases.length} posts in ${seconds} s (seed ${SEED + 1}) — ${counts.success} valid (${expected.size} distinct), ` +
      `${counts.invalid} invalid, ${counts.honeypot} honeypot, ${counts.tooLarge} over 4 KiB (413); ` +
      `${stored.length} rows stored (${fromEmails.size} from these posts), only valid addresses; 0 responses ≥ 500`,
  )
})
