// Build step: dist/client/_headers and dist/client/_redirects for a static host or CDN
// (server/static-host.ts).
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { loadBuild } from '../server/prerendered'
import { formatHeaders, formatRedirects, goRules, headerRules, redirectRules } from '../server/static-host'
import { readAffiliateLinks } from '../server/affiliate-config'
import { ROOT } from '../server/config'
import { readEnvironment } from '../app/config.server'

// GO_ORIGIN_URL is checked by the schema: an https origin like https://origin.example.
const env = readEnvironment(['DIST_DIR', 'GO_ORIGIN_URL', 'AFFILIATE_LINKS_FILE'])
const clientDir = resolve(env.DIST_DIR, 'client')
const build = loadBuild(clientDir)
if (build.pages.size === 0) throw new Error(`no prerendered pages in ${clientDir}`)
const redirects = redirectRules()
// The /go/ paths: proxied to the Node server at GO_ORIGIN_URL, else 302s to the links configured now.
const go = goRules(readAffiliateLinks(env.AFFILIATE_LINKS_FILE, ROOT), env.GO_ORIGIN_URL)
writeFileSync(resolve(clientDir, '_headers'), formatHeaders(headerRules(build)))
writeFileSync(resolve(clientDir, '_redirects'), formatRedirects(redirects, go))
console.log(`wrote _headers (${build.pages.size} pages) and _redirects (${redirects.length} rules, ${go.length} for /go/)`)
