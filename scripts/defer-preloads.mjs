// Build step (after `vite build`, before precompress): the prerendered pages keep no
// <link rel="modulepreload"> hints. The app boots after the first paint (app/client.tsx)
// and its dynamic import preloads the same chunks then, in parallel (Vite's preload
// helper); hinted in <head>, ~130 KiB of JavaScript competed with the HTML and CSS for
// a phone's bandwidth before the first paint (docs/decisions/006).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const client = `${process.env.DIST_DIR ?? 'dist'}/client`
const PRELOAD = /<link rel="modulepreload" href="\/assets\/[\w.-]+\.js"(?: fetchPriority="low")?(?: crossOrigin="[\w-]*")?\/>/g
let removed = 0
let pages = 0
const files = readdirSync(client, { recursive: true })
  .filter((f) => f === 'index.html' || f.endsWith('/index.html'))
  .map((f) => join(client, f))
for (const file of files) {
  const html = readFileSync(file, 'utf8')
  const next = html.replace(PRELOAD, () => (removed++, ''))
  if (next !== html) writeFileSync(file, next)
  pages++
}
if (pages === 0) throw new Error(`no prerendered pages under ${client}`)
console.log(`deferred ${removed} modulepreload hints on ${pages} prerendered pages`)
