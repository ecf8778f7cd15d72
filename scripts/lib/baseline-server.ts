// Baseline for `npm run bench`: a plain node:http server answering fixed bytes per path
// (the exact bytes and encoding headers our server sent), nothing else.
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'

interface Route {
  headers: Record<string, string>
  body: Buffer
}
const { port, file } = JSON.parse(process.argv[2] ?? '{}') as { port: number; file: string }
const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { headers: Record<string, string>; body: string }>
const routes = new Map<string, Route>(Object.entries(stored).map(([path, r]) => [path, { ...r, body: Buffer.from(r.body, 'base64') }]))
createServer((req, res) => {
  const route = routes.get(req.url ?? '/')
  if (!route) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, route.headers)
  res.end(route.body)
}).listen(port, '127.0.0.1', () => process.stdout.write('ready\n'))
