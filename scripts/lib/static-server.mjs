// Baseline for `npm run bench`: a plain node:http server answering fixed bytes per path
// (the exact bytes and encoding headers our server sent), nothing else.
import { createServer } from 'node:http'
import { readFileSync } from 'node:fs'

const { port, file } = JSON.parse(process.argv[2])
const routes = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, r]) => [path, { ...r, body: Buffer.from(r.body, 'base64') }]),
)
createServer((req, res) => {
  const route = routes.get(req.url ?? '/')
  if (!route) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, route.headers)
  res.end(route.body)
}).listen(port, '127.0.0.1', () => process.stdout.write('ready\n'))
