// `npm run bench`: autocannon against the production server (home page and one inner
// page) and, in the same run, against a plain static node:http server answering the same
// bytes. Prints requests/s, p50/p99 latency and the our/static ratio (target ≥ 0.8).
import { get } from 'node:http'
import autocannon from 'autocannon'
import { spawn } from 'node:child_process'
import { writeFileSync, mkdirSync } from 'node:fs'
import { ensureBuild, startServer } from './lib/prod-server.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const PATHS = ['/', '/fr/meilleurs-vpns']
const HEADERS = { 'accept-encoding': 'br, gzip' }

ensureBuild()
const ours = await startServer({ port: 4191, env: { PGLITE_DIR: '.data/bench-pglite' } })

// Capture exactly what our server sends, for the baseline to send the same bytes. Raw
// node:http: fetch() would decompress the body and leave the content-encoding header.
const rawGet = (url) =>
  new Promise((resolve, reject) => {
    get(url, { headers: HEADERS }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    }).on('error', reject)
  })
const routes = {}
for (const path of PATHS) {
  const res = await rawGet(ours.url + path)
  const headers = {}
  for (const name of ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary']) {
    const v = res.headers[name]
    if (v) headers[name] = v
  }
  if (headers['content-encoding'] !== 'br') throw new Error(`${path}: expected a brotli response, got ${headers['content-encoding']}`)
  routes[path] = { headers, body: res.body.toString('base64') }
  console.log(`${path}: ${res.body.length} bytes (${headers['content-encoding']}) from both servers`)
}
mkdirSync('.data', { recursive: true })
writeFileSync('.data/bench-routes.json', JSON.stringify(routes))
const baseline = spawn(
  process.execPath,
  ['scripts/lib/static-server.mjs', JSON.stringify({ port: 4192, file: '.data/bench-routes.json' })],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
await new Promise((resolve) => baseline.stdout.once('data', resolve))

const run = (url) => autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: HEADERS, pipelining: 1 })

const results = []
try {
  for (const path of PATHS) {
    // Warm-up of both servers, then the measured runs back to back.
    await run(ours.url + path)
    await run(`http://127.0.0.1:4192${path}`)
    const a = await run(ours.url + path)
    const b = await run(`http://127.0.0.1:4192${path}`)
    results.push({ path, ours: a, base: b })
  }
} finally {
  baseline.kill()
  await ours.stop()
}

console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per run, Accept-Encoding: br, gzip\n`)
console.log('| path | server | req/s | p50 ms | p99 ms | errors | non-2xx |')
console.log('|---|---|---|---|---|---|---|')
let worst = Infinity
for (const { path, ours: a, base: b } of results) {
  for (const [name, r] of [
    ['ours (scripts/serve.mjs)', a],
    ['static (node:http)', b],
  ])
    console.log(
      `| ${path} | ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors} | ${r.non2xx} |`,
    )
  const ratio = a.requests.average / b.requests.average
  worst = Math.min(worst, ratio)
  console.log(`| ${path} | **ratio ours/static** | **${ratio.toFixed(2)}** | | | | |`)
}
const ok = worst >= 0.8 && results.every((r) => r.ours.errors === 0 && r.ours.non2xx === 0)
console.log(`\n${ok ? '✓' : '✗'} worst ratio ${worst.toFixed(2)} (target ≥ 0.80)`)
process.exit(ok ? 0 : 1)
