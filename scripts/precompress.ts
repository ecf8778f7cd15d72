// Build step: write brotli (.br) and gzip (.gz) variants of every compressible file in
// dist/client, so the server never compresses static bytes at request time.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { compress, PRECOMPRESSED_FILE } from '../server/http/compression'
import { readEnvironment } from '../app/config.server'

const DIR = `${readEnvironment(['DIST_DIR']).DIST_DIR}/client`
let files = 0
let before = 0
let after = 0

function walk(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path)
    else if (PRECOMPRESSED_FILE.test(entry.name) && statSync(path).size >= 256) compressFile(path)
  }
}

function compressFile(path: string) {
  const data = readFileSync(path)
  const br = compress(data, 'br', 'build')
  writeFileSync(`${path}.br`, br)
  writeFileSync(`${path}.gz`, compress(data, 'gzip', 'build'))
  files++
  before += data.length
  after += br.length
}

walk(DIR)
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(1)} KiB → ${(after / 1024).toFixed(1)} KiB brotli`)
