// Build step (after scripts/defer-boot.ts, before scripts/precompress.ts): the files that
// spread the campaign (app/spread/paths.ts, docs/open-data.md), written into dist/client:
//   - the calendar of each language (RFC 5545), the open data and their JSON Schemas, the
//     embeddable cards and the SVG badge, made from the content modules;
//   - the share image of each member state and language: SVG rendered to PNG by resvg with
//     the DejaVu fonts of the dejavu-fonts-ttf package, so every machine draws the same;
//   - the offline copy of each language, assembled from the pages this build prerendered.
// The modules are loaded through Vite's module runner with the Lingui macro and plugin, so
// the texts and catalogs compile as in the app (as scripts/newsletter-send.ts does).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { readEnvironment } from '../app/config.server'
import { LANGS, getLanguage } from '../app/i18n/languages'
import { publicPath } from '../app/i18n/slugs'
import { offlinePath } from '../app/spread/paths'
import { buildOfflineCopy } from '../app/spread/offline'
import { importAppModule } from './lib/app-module'
import { readBuildOrigin } from '../server/build-origin'

const started = performance.now()
const env = readEnvironment(['DIST_DIR'])
const client = join(resolve(env.DIST_DIR), 'client')
if (!existsSync(join(client, 'index.html'))) throw new Error(`${client}: no prerendered home page — run the build's earlier steps first`)
// The origin the pages were built with, as scripts/prerender-extra.ts recorded it (server/build-origin.ts).
const siteUrl = readBuildOrigin(resolve(env.DIST_DIR))
if (!siteUrl) throw new Error(`${env.DIST_DIR}: the build does not say which origin it links to — run the build's earlier steps first`)

const spread = await importAppModule<typeof import('./lib/spread-modules')>('./scripts/lib/spread-modules.ts', { catalogs: true })

function write(path: string, body: string | Buffer) {
  const file = join(client, path.replace(/^\//, ''))
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, body)
}

// Calendars, open data, cards, badges. A card's path has no extension; its file is .html.
let texts = 0
for (const { path, body } of spread.textFiles(siteUrl)) {
  write(path.startsWith('/embed/') && !path.endsWith('.svg') ? `${path}.html` : path, body)
  texts++
}

// Share images.
const fonts = dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json'))
const fontFiles = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((name) => join(fonts, 'ttf', name))
const images = spread.shareImages()
for (const { path, svg } of images) {
  const png = new Resvg(svg, { font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' } }).render().asPng()
  write(path, png)
}

// Offline copies, from this build's pages.
const readBuildFile = (path: string): Buffer | null => {
  const file = join(client, decodeURIComponent(path.split(/[?#]/)[0]!).replace(/^\//, ''))
  return file.startsWith(client) && existsSync(file) ? readFileSync(file) : null
}
const pageFile = (path: string) => join(client, path === '/' ? '' : path.slice(1), 'index.html')
for (const lang of LANGS) {
  const pages = spread.OFFLINE_PAGES.map(({ id, routeId }) => {
    const path = publicPath(routeId, lang)
    return { id, path, html: readFileSync(pageFile(path), 'utf8') }
  })
  const stylesheets = [
    ...new Set(pages.flatMap((p) => [...p.html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]!))),
  ]
  if (stylesheets.length === 0) throw new Error('offline copy: the pages link no stylesheet')
  const css = stylesheets.map((href) => {
    const bytes = readBuildFile(href)
    if (!bytes) throw new Error(`offline copy: ${href} is not in ${client}`)
    return bytes.toString('utf8')
  })
  const texts = spread.offlineTexts(spread.i18nFor(lang), lang, siteUrl)
  write(offlinePath(lang), buildOfflineCopy({ ...texts, lang: getLanguage(lang).tag, pages, css, siteUrl, readFile: readBuildFile }))
}

console.log(
  `spread: ${texts} calendars, data files, cards and badges, ${images.length} share images, ${LANGS.length} offline copies in ${((performance.now() - started) / 1000).toFixed(1)} s`,
)
