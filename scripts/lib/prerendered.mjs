// The pages prerendered at build time (dist/client/**/index.html), held in memory with
// their precompressed variants, ETag and Content-Security-Policy, keyed by public path.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { createHash } from 'node:crypto'
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.mjs'

export function loadPrerendered(clientDir) {
  const pages = new Map()
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(path)
      } else if (entry.name === 'index.html') {
        const rel = relative(clientDir, dir).split(sep).join('/')
        const html = readFileSync(path)
        const text = html.toString('utf8')
        pages.set(rel ? `/${rel}` : '/', {
          identity: html,
          br: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : null,
          gzip: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : null,
          etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
          csp: contentSecurityPolicy(inlineScriptHashes(text)),
          lang: /<html[^>]*\slang="([^"]+)"/.exec(text)?.[1] ?? 'en',
        })
      }
    }
  }
  if (existsSync(clientDir)) walk(clientDir)
  return pages
}
