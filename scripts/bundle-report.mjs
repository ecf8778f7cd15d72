// `npm run bundle:report`: which modules make up the JavaScript of the home page.
// Builds with source maps into .data/bundle-report (the real build is untouched), then
// attributes every byte of each chunk the home page loads to its source package.
import { execSync } from 'node:child_process'
import { readFileSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'

const OUT = '.data/bundle-report'
if (!process.argv.includes('--no-build')) {
  execSync(`npx vite build --sourcemap --outDir ${OUT}`, {
    stdio: 'ignore',
    env: { ...process.env, DIST_DIR: OUT },
  })
}
const html = readFileSync(`${OUT}/client/index.html`, 'utf8')
const chunks = [...new Set(html.match(/\/assets\/[^"')]+\.js/g))]
// The page's catalog is loaded before hydration (app/client.tsx): count the English one —
// the catalog chunk that holds an English source message.
const read = (chunk) => readFileSync(`${OUT}/client${chunk}`, 'utf8')
const catalogs = [...new Set(chunks.flatMap((c) => read(c).match(/messages-[\w-]+\.js/g) ?? []))].map((c) => `/assets/${c}`)
const probe = readFileSync('locales/en/messages.po', 'utf8').match(/msgid "(.{12,})"/)[1]
const english = catalogs.find((c) => read(c).includes(probe))

const byPackage = new Map()
let total = 0
let totalGzip = 0
for (const chunk of [...chunks, ...(english ? [english] : [])]) {
  const file = `${OUT}/client${chunk}`
  const code = readFileSync(file, 'utf8')
  total += code.length
  totalGzip += gzipSync(code, { level: 9 }).length
  if (!existsSync(`${file}.map`)) continue
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
  const lines = code.split('\n')
  lines.forEach((line, i) => {
    let last = null
    let lastCol = 0
    const flush = (end) => {
      const key = last ?? '(generated)'
      byPackage.set(key, (byPackage.get(key) ?? 0) + (end - lastCol))
    }
    consumer.eachMapping(() => {}, null) // warm up
    for (let col = 0; col < line.length; col += 40) {
      const pos = consumer.originalPositionFor({ line: i + 1, column: col })
      const src = pos.source ? packageOf(pos.source) : null
      if (src !== last) {
        flush(col)
        last = src
        lastCol = col
      }
    }
    flush(line.length)
  })
}

function packageOf(source) {
  const m = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (m) return m[1]
  if (source.includes('/locales/')) return 'locales (catalog)'
  const app = source.match(/app\/([^/]+)/)
  return app ? `app/${app[1]}` : source
}

console.log(
  `Home page JavaScript: ${chunks.length} chunks + 1 catalog, ${(total / 1024).toFixed(1)} KiB raw, ${(totalGzip / 1024).toFixed(1)} KiB gzip\n`,
)
console.log('| module | KiB raw (approx.) | share |')
console.log('|---|---|---|')
for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`| ${name} | ${(bytes / 1024).toFixed(1)} | ${((bytes / total) * 100).toFixed(1)}% |`)
