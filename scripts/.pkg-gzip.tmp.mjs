import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'
const file = process.argv[2]
const code = readFileSync(file, 'utf8')
const c = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')))
const lines = code.split('\n')
const parts = new Map()
const pkg = (s) => { const m = s.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/); if (m) return m[1]; const a = s.match(/app\/(.*)/); return a ? 'app/' + a[1] : s }
// mappings in order
const segs = []
c.eachMapping((m) => segs.push(m))
segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn)
for (let i = 0; i < segs.length; i++) {
  const m = segs[i], n = segs[i + 1]
  const line = lines[m.generatedLine - 1]
  const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : line.length
  const k = m.source ? pkg(m.source) : '(gen)'
  parts.set(k, (parts.get(k) ?? '') + line.slice(m.generatedColumn, end))
}
let rows = [...parts].map(([k, s]) => [k, s.length, gzipSync(s, { level: 9 }).length]).sort((a, b) => b[2] - a[2])
for (const [k, r, g] of rows.slice(0, 40)) console.log(String(g).padStart(7), String(r).padStart(8), k)
