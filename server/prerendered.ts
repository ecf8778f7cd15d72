// What the build wrote to dist/client, held in memory: the prerendered pages
// (`**/index.html`) and their variants (`**/index.<variant>.html`), the prerendered not-found page of each language (`404.html`,
// `<lang>/404.html`, written by scripts/prerender-extra.ts) and the list of
// public files. Each page comes with its precompressed variants and
// Content-Security-Policy (its inline scripts' hashes), computed once here; the entity tag
// of each variant is computed once by server/fast-path.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { contentSecurityPolicy, inlineScriptHashes } from '~/app-http/security-headers'
import { DEFAULT_LANG, LANGS, type Lang } from '../app/i18n/languages'
import { FEED_PATHS } from '../app/seo/feed-paths'
import { spreadFiles, type SpreadFile } from '../app/spread/paths'
import { rewriteCalendarOrigin, rewriteOrigin } from './build-origin'
import { compressInPool } from './node-http/compression'

/** A file of the build held in memory with its precompressed variants. */
export interface PrerenderedFile {
  identity: Buffer
  br: Buffer | null
  gzip: Buffer | null
}

export interface PrerenderedDocument extends PrerenderedFile {
  csp: string
  /** The document's `<html lang>`: a BCP 47 tag (app/i18n/languages.ts, `tag`), sent as Content-Language. */
  tag: string
}

export interface NotFoundDocument extends PrerenderedDocument {
  /** The HTML around the Go Back link's href, to answer it with the visitor's previous page. */
  goBack: { before: string; href: string; after: string }
}

export interface BuildOutput {
  pages: Map<string, PrerenderedDocument>
  /** Prerendered variants of the pages (server/node-http/query.ts), keyed by variantKey(path, variant). */
  variants: Map<string, PrerenderedDocument>
  notFound: Map<Lang, NotFoundDocument>
  /** The Atom feed of each language (app/seo/feed-paths.ts), by path. */
  feeds: Map<string, PrerenderedFile>
  /** The calendars, open data, cards, badges and offline copies (app/spread/paths.ts), by path. */
  spread: Map<string, { spec: SpreadFile; file: PrerenderedFile }>
  /** Public paths of the files a request may ask for (no HTML, no precompressed variants). */
  files: Set<string>
}

/** Where the build writes the not-found page of a language, relative to dist/client. */
export const notFoundFile = (lang: Lang): string => (lang === DEFAULT_LANG ? '404.html' : `${lang}/404.html`)

/** Files that belong to the build but are never served as such. */
const HIDDEN_FILE = /(\.html|\.br|\.gz)$|^\/_(headers|redirects)$/

/** The document's `<html lang>`: every page the app renders has one, so a miss stops the server. */
function documentTag(html: string, path: string): string {
  const tag = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1]
  if (!tag) throw new Error(`${path}: no <html lang> — is this a document the app rendered?`)
  return tag
}

function readFile(path: string): PrerenderedFile {
  const identity = readFileSync(path)
  return {
    identity,
    br: existsSync(`${path}.br`) ? readFileSync(`${path}.br`) : null,
    gzip: existsSync(`${path}.gz`) ? readFileSync(`${path}.gz`) : null,
  }
}

function readDocument(path: string): PrerenderedDocument {
  const file = readFile(path)
  const text = file.identity.toString('utf8')
  return { ...file, csp: contentSecurityPolicy(inlineScriptHashes(text)), tag: documentTag(text, path) }
}

/**
 * The not-found page's "Go Back" link (app/components/layout/not-found-page.tsx) is
 * `<a … data-go-back="" …>` whose href is the language's home page. The server answers
 * it with the same-origin page the visitor came from, so Go Back works without
 * JavaScript. The page must contain that link exactly once: a build where it does not
 * stops the server at start-up instead of serving a Go Back that silently goes home.
 */
export function splitGoBack(html: string, file: string): NotFoundDocument['goBack'] {
  const links = [...html.matchAll(/<a\b[^>]*\sdata-go-back=""[^>]*>/g)]
  if (links.length !== 1) throw new Error(`${file}: expected one <a data-go-back> link, found ${links.length}`)
  const link = links[0]!
  const href = /\shref="([^"]*)"/.exec(link[0])
  if (!href) throw new Error(`${file}: the <a data-go-back> link has no href`)
  const start = link.index + href.index + href[0].indexOf('"') + 1
  return { before: html.slice(0, start), href: href[1]!, after: html.slice(start + href[1]!.length) }
}

export const variantKey = (path: string, variant: string): string => `${path}?${variant}`

const VARIANT_FILE = /^index\.([a-z-]+)\.html$/
const NOT_FOUND_FILE = '404.html'

/** A document the build prerendered, by file name: a page, a page's variant or a not-found page. */
export const isPrerenderedDocument = (fileName: string): boolean =>
  fileName === 'index.html' || fileName === NOT_FOUND_FILE || VARIANT_FILE.test(fileName)

export function loadBuild(clientDir: string): BuildOutput {
  const pages = new Map<string, PrerenderedDocument>()
  const variants = new Map<string, PrerenderedDocument>()
  const files = new Set<string>()
  const spreadPaths = new Set(spreadFiles().map((f) => `/${f.file}`))
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      const rel = '/' + relative(clientDir, path).split(sep).join('/')
      if (entry.isDirectory()) walk(path)
      else if (entry.name === 'index.html') pages.set(rel.slice(0, -'/index.html'.length) || '/', readDocument(path))
      else if (VARIANT_FILE.test(entry.name)) {
        const page = rel.slice(0, -(entry.name.length + 1)) || '/'
        variants.set(variantKey(page, VARIANT_FILE.exec(entry.name)![1]!), readDocument(path))
      } else if (!HIDDEN_FILE.test(rel) && !FEED_PATHS.includes(rel) && !spreadPaths.has(rel)) files.add(rel) // `feeds`, `spread` below
    }
  }
  if (existsSync(clientDir)) walk(clientDir)

  const notFound = new Map<Lang, NotFoundDocument>()
  for (const lang of LANGS) {
    const path = join(clientDir, notFoundFile(lang))
    if (!existsSync(path)) continue
    const doc = readDocument(path)
    notFound.set(lang, { ...doc, goBack: splitGoBack(doc.identity.toString('utf8'), path) })
  }
  const feeds = new Map<string, PrerenderedFile>()
  for (const path of FEED_PATHS) {
    const file = join(clientDir, path)
    if (existsSync(file)) feeds.set(path, readFile(file))
  }
  const spread = new Map<string, { spec: SpreadFile; file: PrerenderedFile }>()
  for (const spec of spreadFiles()) {
    const file = join(clientDir, spec.file)
    if (existsSync(file)) spread.set(spec.path, { spec, file: readFile(file) })
  }
  return { pages, variants, notFound, files, feeds, spread }
}

/**
 * The build as a build for origin `to` would be (server/build-origin.ts): every document, feed
 * and spread file that links to `from` links to `to`, with its Content-Security-Policy and its
 * precompressed variants made anew — at the fastest setting, as this runs at every start (a
 * couple of seconds for some 200 MB of pages on two cores; the build's own setting takes
 * minutes) — and files without a link to `from` keep the build's bytes. For `npm start` on its
 * own address only (server/start.ts, docs/decisions/024-the-origin-of-a-build.md).
 */
export async function rebaseBuild(build: BuildOutput, from: string, to: string): Promise<BuildOutput> {
  /** `file` rewritten by `change`, with `derive`'s fields computed from the new text; unchanged, the same object. */
  async function rewrite<T extends PrerenderedFile>(
    file: T,
    change: (text: string) => string,
    derive?: (text: string) => Partial<T>,
  ): Promise<T> {
    const text = file.identity.toString('utf8')
    const next = change(text)
    if (next === text) return file
    const identity = Buffer.from(next)
    const [br, gzip] = await Promise.all([
      file.br && compressInPool(identity, 'br', 'any-client'),
      file.gzip && compressInPool(identity, 'gzip', 'any-client'),
    ])
    return { ...file, identity, br, gzip, ...derive?.(next) }
  }
  const links = (text: string) => rewriteOrigin(text, from, to)
  const csp = (text: string) => ({ csp: contentSecurityPolicy(inlineScriptHashes(text)) })
  const each = async <K, V>(map: Map<K, V>, rebase: (value: V) => Promise<V>): Promise<Map<K, V>> =>
    new Map(await Promise.all([...map].map(async ([key, value]) => [key, await rebase(value)] as const)))
  const [pages, variants, notFound, feeds, spread] = await Promise.all([
    each(build.pages, (doc) => rewrite(doc, links, csp)),
    each(build.variants, (doc) => rewrite(doc, links, csp)),
    each(build.notFound, (doc) =>
      rewrite(doc, links, (text) => ({ ...csp(text), goBack: splitGoBack(text, `the not-found page (${doc.tag})`) })),
    ),
    each(build.feeds, (feed) => rewrite(feed, links)),
    each(build.spread, async ({ spec, file }) => ({
      spec,
      file: await rewrite(file, spec.kind === 'calendar' ? (ics) => rewriteCalendarOrigin(ics, from, to) : links),
    })),
  ])
  return { ...build, pages, variants, notFound, feeds, spread }
}
