// Post-build: write brotli (.br) and gzip (.gz) variants of every compressible file in
// dist/client, so the server never compresses static bytes at request time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const DIR = `${process.env.DIST_DIR ?? 'dist'}/client`
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|json|webmanifest|txt|ico)$/
let files = 0
let before = 0
let after = 0

function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path)
    else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= 256) compress(path)
  }
}

function compress(path) {
  const data = readFileSync(path)
  const br = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  })
  const gz = gzipSync(data, { level: 9 })
  writeFileSync(`${path}.br`, br)
  writeFileSync(`${path}.gz`, gz)
  files++
  before += data.length
  after += br.length
}

walk(DIR)
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(1)} KiB → ${(after / 1024).toFixed(1)} KiB brotli`)
