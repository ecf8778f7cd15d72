// Build step: dist/client/_headers and dist/client/_redirects for a static host or CDN
// (server/static-host.ts).
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadBuild } from '../server/prerendered'
import { formatHeaders, formatRedirects, goRules, headerRules, redirectRules } from '../server/static-host'
import { readAffiliateLinks } from '../server/affiliate-config'
import { ROOT } from '../server/config'

const clientDir = resolve(process.env.DIST_DIR ?? 'dist', 'client')
const build = loadBuild(clientDir)
if (build.pages.size === 0) throw new Error(`no prerendered pages in ${clientDir}`)
const redirects = redirectRules()
// The /go/ paths: proxied to the Node server at GO_ORIGIN_URL, else 302s to the links configured now.
const origin = process.env.GO_ORIGIN_URL?.trim()
if (origin && !/^https:\/\/[^/]+\/?$/.test(origin))
  throw new Error(`GO_ORIGIN_URL must be an https origin like https://origin.example (got ${origin})`)
const go = goRules(readAffiliateLinks(process.env.AFFILIATE_LINKS_FILE?.trim() || undefined, ROOT), origin)
writeFileSync(resolve(clientDir, '_headers'), formatHeaders(headerRules(build)))
writeFileSync(resolve(clientDir, '_redirects'), formatRedirects(redirects, go))
console.log(`wrote _headers (${build.pages.size} pages) and _redirects (${redirects.length} rules, ${go.length} for /go/)`)
