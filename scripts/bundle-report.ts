// `npm run bundle:report`: which modules make up the JavaScript of the home page.
// Builds with source maps into .data/bundle-report (the real build is untouched), then
// attributes every byte of each chunk the home page loads to its source package.
// `--no-build` reports on the last such build.
import { execSync } from 'node:child_process'
import { readFileSync, existsSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'
import { DEFAULT_LANG } from '../app/i18n/languages'
import { catalogPath } from './lib/catalogs'

const OUT = '.data/bundle-report'
if (!process.argv.includes('--no-build')) {
  execSync(`npx vite build --sourcemap --outDir ${OUT}`, {
    stdio: 'ignore',
    env: { ...process.env, DIST_DIR: OUT },
  })
}
const read = (chunk: string) => readFileSync(`${OUT}/client${chunk}`, 'utf8')
const html = readFileSync(`${OUT}/client/index.html`, 'utf8')
const chunks = [...new Set(html.match(/\/assets\/[^"')]+\.js/g) ?? [])]
// The page's catalog is loaded before hydration (app/client.tsx): count the English one —
// the catalog chunk that holds an English source message.
const catalogs = [...new Set(chunks.flatMap((c) => read(c).match(/messages-[\w-]+\.js/g) ?? []))].map((c) => `/assets/${c}`)
const probe = /msgid "(.{12,})"/.exec(readFileSync(catalogPath(DEFAULT_LANG, 'messages'), 'utf8'))?.[1]
if (!probe) throw new Error(`${catalogPath(DEFAULT_LANG, 'messages')} has no message to look for`)
const english = catalogs.find((c) => read(c).includes(probe))

function packageOf(source: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)
  if (m?.[1]) return m[1]
  if (source.includes('/locales/')) return 'locales (catalog)'
  const app = /app\/([^/]+)/.exec(source)
  return app ? `app/${app[1]}` : source
}

const byPackage = new Map<string, number>()
let total = 0
let totalGzip = 0
for (const chunk of [...chunks, ...(english ? [english] : [])]) {
  const file = `${OUT}/client${chunk}`
  const code = readFileSync(file, 'utf8')
  total += code.length
  totalGzip += gzipSync(code, { level: 9 }).length
  if (!existsSync(`${file}.map`)) continue
  const consumer = new SourceMapConsumer(readFileSync(`${file}.map`, 'utf8'))
  // `source` is null (typed string) where the generated code has no original.
  const sourceAt = (line: number, column: number): string | null => {
    const { source } = consumer.originalPositionFor({ line, column })
    return source ? packageOf(source) : null
  }
  code.split('\n').forEach((line, i) => {
    let last: string | null = null
    let lastCol = 0
    const flush = (end: number) => {
      const key = last ?? '(generated)'
      byPackage.set(key, (byPackage.get(key) ?? 0) + (end - lastCol))
    }
    for (let col = 0; col < line.length; col += 40) {
      const src = sourceAt(i + 1, col)
      if (src !== last) {
        flush(col)
        last = src
        lastCol = col
      }
    }
    flush(line.length)
  })
}

console.log(
  `Home page JavaScript: ${chunks.length} chunks + 1 catalog, ${(total / 1024).toFixed(1)} KiB raw, ${(totalGzip / 1024).toFixed(1)} KiB gzip\n`,
)
console.log('| module | KiB raw (approx.) | share |')
console.log('|---|---|---|')
for (const [name, bytes] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`| ${name} | ${(bytes / 1024).toFixed(1)} | ${((bytes / total) * 100).toFixed(1)}% |`)
