// Build step (after `vite build`): the documents TanStack Start's prerender cannot
// write, rendered by the app's own server entry (dist/server/server.js):
//   - the not-found page of each language (dist/client/404.html, <lang>/404.html):
//     Start's prerender only keeps pages that answer 200;
//   - each page's query variants (server/node-http/query.ts: the no-JavaScript newsletter
//     results, dist/client/**/index.newsletter-<result>.html): Start's prerender
//     requests a page with a trailing slash appended to the whole URL, which lands
//     in the query string (`?newsletter=success/`) and renders the page without its
//     result;
//   - the Atom feed of each language (app/seo/feed.ts), served from memory like a page.
// The production server answers from these files (server/site-server.ts) and static
// hosts find them under the same names (docs/decisions/007).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { DEFAULT_LANG, LANGS } from '../app/i18n/languages'
import { langOfPath, PRERENDERED_PATHS } from '../app/i18n/slugs'
import { pageVariants, variantFile } from '../server/node-http/query'
import { notFoundFile, splitGoBack } from '../server/prerendered'
import { FEED_PATHS } from '../app/seo/feed-paths'
import { readEnvironment, readSiteOrigin } from '../app/config.server'
import { writeBuildOrigin } from '../server/build-origin'

const env = readEnvironment(['DIST_DIR'])
const dist = resolve(env.DIST_DIR)
const { default: app } = (await import(pathToFileURL(resolve(dist, 'server/server.js')).href)) as {
  default: { fetch(request: Request): Promise<Response> }
}
// The origin of the links, decided as `vite build`'s prerender decided it from the same
// environment (SITE_URL, else HOST and PORT: app/config.server.ts, siteOrigin), recorded in
// the build for the steps after this one and for the server (server/build-origin.ts). The home
// page's canonical link must say the same, or the pages were baked with another origin.
const origin = readSiteOrigin().url
const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(resolve(dist, 'client/index.html'), 'utf8'))?.[1]
if (canonical !== `${origin}/`)
  throw new Error(
    `the prerendered home page's canonical link is ${canonical ?? 'missing'}, not ${origin}/: were the pages built with another SITE_URL, HOST or PORT?`,
  )
writeBuildOrigin(dist, origin)

async function render(path: string, status: number, lang: string): Promise<string> {
  const response = await app.fetch(new Request(new URL(path, origin)))
  const html = await response.text()
  if (response.status !== status) throw new Error(`${path}: expected status ${status}, got ${response.status}`)
  if (!html.includes(`<html lang="${lang}"`)) throw new Error(`${path}: not in ${lang}`)
  return html
}

function write(file: string, html: string) {
  const path = resolve(dist, 'client', file.replace(/^\//, ''))
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, html)
}

// The render of a not-found page does not depend on the unknown path (the router
// state it carries holds none), so one file per language serves them all.
for (const lang of LANGS) {
  // "404" is not a slug of the table (app/i18n/slugs.ts): a path no page will have.
  const path = lang === DEFAULT_LANG ? '/404' : `/${lang}/404`
  const html = await render(path, 404, lang)
  splitGoBack(html, path) // fails the build when the Go Back link the server fills in is missing
  write(notFoundFile(lang), html)
}

let variants = 0
for (const path of PRERENDERED_PATHS) {
  for (const { variant, query } of pageVariants(path)) {
    const html = await render(path + query, 200, langOfPath(path))
    write(variantFile(path, variant), html)
    variants++
  }
}
// The Atom feed of each language (app/seo/feed.ts), answered by the app's own handler.
for (const path of FEED_PATHS) {
  const response = await app.fetch(new Request(new URL(path, origin)))
  const xml = await response.text()
  if (response.status !== 200 || !xml.startsWith('<?xml')) throw new Error(`${path}: expected an Atom feed, got ${response.status}`)
  write(path, xml)
}
console.log(
  `prerendered the not-found page in ${LANGS.length} languages, ${variants} page variants and ${FEED_PATHS.length} feeds, linking to ${origin}`,
)
// The app's modules keep timers and handles (database, rate limiter) that are not ours to close.
process.exit(0)
