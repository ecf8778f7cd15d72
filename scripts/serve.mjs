// Production server: static files from dist/client (precompressed variants when
// present, immutable caching for hashed assets), everything else through the app's
// fetch handler (dist/server/server.js). Usage: node scripts/serve.mjs
import { serve } from 'srvx'
import { staticMiddleware } from 'srvx/static'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import { existsSync } from 'node:fs'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
// Configuration comes from the environment; a local .env file (see .env.example) is read too.
if (existsSync(resolve(root, '.env'))) process.loadEnvFile(resolve(root, '.env'))
const clientDir = resolve(root, 'dist/client')
const { default: app } = await import(pathToFileURL(resolve(root, 'dist/server/server.js')).href)

const hashedAssets = staticMiddleware({ dir: clientDir, encodings: true, maxAge: 31536000, immutable: true })
const publicFiles = staticMiddleware({ dir: clientDir, encodings: true, maxAge: 3600 })

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOST || undefined

const server = serve({
  port,
  hostname,
  silent: true,
  gracefulShutdown: false,
  middleware: [
    (request, next) => {
      const { pathname } = new URL(request.url)
      try {
        decodeURIComponent(pathname)
      } catch {
        return next() // malformed escapes: the app answers with its 404 page
      }
      return (pathname.startsWith('/assets/') ? hashedAssets : publicFiles)(request, next)
    },
  ],
  fetch: (request) => app.fetch(request),
})

await server.ready()
console.log(`Chat Control Info listening on ${server.url}`)

let stopping = false
async function shutdown(signal) {
  if (stopping) return
  stopping = true
  console.log(`${signal} received: finishing in-flight requests`)
  // Let open requests finish (bounded), then release resources and exit.
  await Promise.race([server.close(false), new Promise((r) => setTimeout(r, 10_000))])
  await globalThis.__chatControlShutdown?.()
  process.exit(0)
}
process.on('SIGTERM', () => void shutdown('SIGTERM'))
process.on('SIGINT', () => void shutdown('SIGINT'))
