// Build step: write brotli (.br) and gzip (.gz) variants of every compressible file in
// dist/client, so the server never compresses static bytes at request time. The files
// are compressed on libuv's thread pool, as many at once as the machine has cores
// (brotli at its highest quality is most of this step's time).
import { availableParallelism } from 'node:os'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { compressInPool, PRECOMPRESSED_FILE } from '../server/node-http/compression'
import { readEnvironment } from '../app/config.server'

const { DIST_DIR, PRECOMPRESS } = readEnvironment(['DIST_DIR', 'PRECOMPRESS'])
const DIR = `${DIST_DIR}/client`
if (PRECOMPRESS === 'off') {
  // A build for the tests only (npm run build:extra-language): brotli at its highest quality
  // is about a hundred seconds of CPU per build; the server then sends these files uncompressed.
  console.log('precompress: off (PRECOMPRESS=off): no .br or .gz copies; the server sends the files uncompressed')
  process.exit(0)
}

async function compressible(dir: string): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name)
    if (entry.isFile() && PRECOMPRESSED_FILE.test(entry.name) && (await stat(path)).size >= 256) files.push(path)
  }
  return files
}

const queue = await compressible(DIR)
let before = 0
let after = 0
async function worker() {
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    const data = await readFile(path)
    const [br, gz] = await Promise.all([compressInPool(data, 'br', 'build'), compressInPool(data, 'gzip', 'build')])
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
    before += data.length
    after += br.length
  }
}
const files = queue.length
await Promise.all(Array.from({ length: availableParallelism() }, worker))
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(1)} KiB → ${(after / 1024).toFixed(1)} KiB brotli`)
