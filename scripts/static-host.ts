// Build step: dist/client/_headers and dist/client/_redirects for a static host or CDN
// (server/static-host.ts).
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadBuild } from '../server/prerendered'
import { formatHeaders, formatRedirects, headerRules, redirectRules } from '../server/static-host'

const clientDir = resolve(process.env.DIST_DIR ?? 'dist', 'client')
const build = loadBuild(clientDir)
if (build.pages.size === 0) throw new Error(`no prerendered pages in ${clientDir}`)
const redirects = redirectRules()
writeFileSync(resolve(clientDir, '_headers'), formatHeaders(headerRules(build)))
writeFileSync(resolve(clientDir, '_redirects'), formatRedirects(redirects))
console.log(`wrote _headers (${build.pages.size} pages) and _redirects (${redirects.length} rules)`)
