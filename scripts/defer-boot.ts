// Build step (after `vite build`, before precompress): the prerendered pages request no
// JavaScript file until the visitor starts to use a control the app enhances
// (docs/decisions/006). TanStack Start writes two kinds of tags that would load it
// at once: `<link rel="modulepreload">` hints in <head> for the route's chunks, and the
// client entry `<script type="module" async src>` in <body>. No Start or Router option
// leaves them out or defers them to an interaction (checked for @tanstack/react-start
// 1.169.5: HeadContent renders the manifest's preloads, Scripts the manifest's entry;
// the `Hydrate` strategies only defer parts of a page that has booted), so this step
// rewrites them:
//   - the entry tag becomes the page script (app/boot/page-script.ts, compiled here
//     with esbuild into one inline script, the same text on every page): it runs the
//     countdown, the breadcrumb and the not-found page's Go Back with the components'
//     own modules, and boots the app on intent (app/boot/intent.ts) — the entry and
//     the hints it adds then are written into its data attributes;
//   - the hints are removed from <head>; the page's catalog chunk (the language's
//     `messages` catalog, app/client.tsx loads it before hydrating) joins them, so it
//     downloads with the runtime instead of one round trip after it. Its file comes from
//     Vite's build manifest (`build.manifest` in vite.config.ts), removed afterwards.
// It checks its assumptions and FAILS THE BUILD when Start's output no longer looks as
// expected (no entry tag, two entry tags, no hint, a script or hint left over, no
// control the app could boot from) instead of silently shipping pages that boot early
// or never.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { isPrerenderedDocument } from '../server/prerendered'
import { fileURLToPath } from 'node:url'
import { BOOT_ENTRY_ATTR, BOOT_HINTS_ATTR } from '../app/boot/intent'
import { readEnvironment } from '../app/config.server'
import { NEWSLETTER_ANCHOR } from '../app/newsletter/newsletter-outcome'
import { LANGUAGE_SWITCH_ATTR } from '../app/i18n/language-switch'
import { DEFAULT_LANG, isBorrowed, LANGS } from '../app/i18n/languages'
import { BREADCRUMB_ATTR } from '../app/components/pages/section-tracking'
import { GO_BACK_ATTR } from '../app/components/layout/not-found-behaviour'
import { LETTER_TEXT_ATTR } from '../app/components/act/letter-copy'

const client = `${readEnvironment(['DIST_DIR']).DIST_DIR}/client`
const PRELOAD = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"(?: fetchPriority="low")?(?: crossOrigin="[\w-]*")?\/>/g
const ENTRY = /<script type="module" async="" src="(\/assets\/[\w.-]+\.js)"><\/script>/g
/** Anything else that would make the browser fetch a script early. */
const LEFTOVER = /<link\b[^>]*\srel="modulepreload"|<script\b[^>]*\ssrc=/

/** The page script's variants (app/boot/page-script.ts): which page gets which is decided by its markup. */
export interface PageScripts {
  /** Home pages (they have the floating breadcrumb). */
  home: string
  /** Not-found pages (they have the Go Back link). */
  notFound: string
  /** The action pages with letters (their plain text's copy button, app/components/act/letter-copy.ts). */
  letters: string
  /** Every other page. */
  plain: string
}

/** Compiles one variant of the page script into an IIFE for an inline <script>. */
async function buildVariant(breadcrumb: boolean, notFound: boolean, letters = false): Promise<string> {
  const { build } = await import('esbuild')
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../app/boot/page-script.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    // Unused frozen constants (e.g. COUNTDOWN_START) are dropped.
    pure: ['Object.freeze'],
    define: { PAGE_SCRIPT_BREADCRUMB: String(breadcrumb), PAGE_SCRIPT_NOT_FOUND: String(notFound), PAGE_SCRIPT_LETTERS: String(letters) },
    logLevel: 'silent',
  })
  const code = result.outputFiles[0]?.text.trim() ?? ''
  if (!code) throw new Error('defer-boot: the page script compiled to nothing')
  if (/<\/script|<!--/i.test(code)) throw new Error('defer-boot: the page script contains text that would end its <script> element')
  return code
}

export async function buildPageScripts(): Promise<PageScripts> {
  return {
    home: await buildVariant(true, false),
    notFound: await buildVariant(false, true),
    letters: await buildVariant(false, false, true),
    plain: await buildVariant(false, false),
  }
}

/** The variant a page needs, by the markers the components render (section-tracking.ts, not-found-behaviour.ts, letter-copy.ts). */
export function pageScriptFor(html: string, file: string, scripts: PageScripts): string {
  const home = html.includes(`${BREADCRUMB_ATTR}=`)
  const notFound = html.includes(`${GO_BACK_ATTR}=`)
  const letters = html.includes(`${LETTER_TEXT_ATTR}=`)
  if ([home, notFound, letters].filter(Boolean).length > 1)
    throw new Error(`${file}: more than one of the breadcrumb, the Go Back link and the letters: which page is this?`)
  return home ? scripts.home : notFound ? scripts.notFound : letters ? scripts.letters : scripts.plain
}

/** The inline page script with the client entry and the route's chunks in its data attributes. */
export function pageScriptTag(code: string, src: string, preloads: readonly string[]): string {
  return `<script ${BOOT_ENTRY_ATTR}="${src}" ${BOOT_HINTS_ATTR}="${preloads.join(' ')}">${code}</script>`
}

/** The controls the app can boot from: every page has the newsletter form and a language selector. */
const INTENT_TARGETS = [`id="${NEWSLETTER_ANCHOR}"`, `${LANGUAGE_SWITCH_ATTR}=`]

/** The file of each language's `messages` catalog chunk, from Vite's build manifest (.vite/manifest.json). */
export function catalogChunks(manifest: Record<string, { file: string }>): Record<string, string> {
  const chunks: Record<string, string> = {}
  for (const lang of LANGS) {
    // A borrowed language (app/i18n/languages.ts) shows the English catalog (app/i18n/lingui.ts).
    const folder = isBorrowed(lang) ? DEFAULT_LANG : lang
    const entry = manifest[`locales/${folder}/messages.po`]
    if (!entry) throw new Error(`defer-boot: Vite's build manifest names no chunk for locales/${folder}/messages.po`)
    chunks[lang] = `/${entry.file}`
  }
  return chunks
}

export function deferBoot(
  html: string,
  file: string,
  pageScript: string,
  catalogs: Record<string, string>,
): { html: string; hints: number } {
  const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? ''
  const catalog = catalogs[lang]
  if (!catalog) throw new Error(`${file}: no catalog chunk for <html lang="${lang}">`)
  const entries = [...html.matchAll(ENTRY)]
  if (entries.length !== 1)
    throw new Error(`${file}: expected exactly one client entry <script type="module" async src>, found ${entries.length}`)
  const preloads: string[] = []
  const next = html
    .replace(PRELOAD, (_tag, href: string) => (preloads.push(href), ''))
    .replace(ENTRY, (_tag, src: string) => pageScriptTag(pageScript, src, [catalog, ...preloads.filter((href) => href !== src)]))
  const hints = preloads.length
  if (hints === 0) throw new Error(`${file}: no <link rel="modulepreload"> hint matched; has Start's head output changed?`)
  const leftover = LEFTOVER.exec(next)
  if (leftover) throw new Error(`${file}: a script file would still load before any interaction: ${leftover[0]}`)
  const missing = INTENT_TARGETS.filter((target) => !next.includes(target))
  if (missing.length) throw new Error(`${file}: no control to boot the app from (${missing.join(', ')} not found)`)
  return { html: next, hints }
}

async function main() {
  const scripts = await buildPageScripts()
  const manifestDir = join(client, '.vite')
  const catalogs = catalogChunks(JSON.parse(readFileSync(join(manifestDir, 'manifest.json'), 'utf8')) as Record<string, { file: string }>)
  // A build input of this step only: not a file to publish.
  rmSync(manifestDir, { recursive: true })
  const files = readdirSync(client, { recursive: true, encoding: 'utf8' })
    // The pages, their variants (index.<variant>.html) and the not-found pages (404.html),
    // all written before this step (Start's prerender, scripts/prerender-extra.ts).
    .filter((f) => isPrerenderedDocument(basename(f)))
    .map((f) => join(client, f))
  if (files.length === 0) throw new Error(`no prerendered pages under ${client}`)
  let hints = 0
  for (const file of files) {
    const html = readFileSync(file, 'utf8')
    const result = deferBoot(html, file, pageScriptFor(html, file, scripts), catalogs)
    writeFileSync(file, result.html)
    hints += result.hints
  }
  console.log(
    `defer-boot: ${files.length} prerendered documents boot on intent (${hints} modulepreload hints moved into the page script; page script ${scripts.plain.length} bytes, ${scripts.home.length} on home pages, ${scripts.notFound.length} on not-found pages, ${scripts.letters.length} on pages with letters)`,
  )
}

// Run as the build step; imported by the unit test for deferBoot.
if (process.argv[1]?.endsWith('defer-boot.ts')) await main()
