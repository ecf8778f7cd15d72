// Build step (after `vite build`, before precompress): the prerendered pages request no
// JavaScript before their `load` event (docs/decisions/006). TanStack Start writes two
// kinds of tags that would: `<link rel="modulepreload">` hints in <head> for the
// route's chunks, and the client entry `<script type="module" async src>` in <body>
// (an async script also holds back `load`). No Start or Router option leaves them out
// (checked for @tanstack/react-start 1.169.5: HeadContent renders the manifest's
// preloads, Scripts the manifest's entry), so this step rewrites them:
//   - the entry tag becomes a small inline loader (bootLoader) that adds the same
//     script after `load`, in idle time — at once while geolocation decides the
//     language, since only the app can finish that;
//   - the hints are removed from <head>; the loader adds them back when it boots, so
//     the route's chunks still download in parallel (not one import after another).
// It checks its assumptions and FAILS THE BUILD when Start's output no longer looks as
// expected (no entry tag, two entry tags, a script or hint left over) instead of
// silently shipping pages that boot early or never.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { isPrerenderedDocument } from '../server/prerendered'
import { PENDING_ATTR } from '../app/i18n/pending'

const client = `${process.env.DIST_DIR ?? 'dist'}/client`
const PRELOAD = /<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"(?: fetchPriority="low")?(?: crossOrigin="[\w-]*")?\/>/g
const ENTRY = /<script type="module" async="" src="(\/assets\/[\w.-]+\.js)"><\/script>/g
/** Anything else that would make the browser fetch a script early. */
const LEFTOVER = /<link\b[^>]*\srel="modulepreload"|<script\b[^>]*\ssrc=/

/** Adds the entry after `load` (idle time, at most 2 s later), or at once if pending. */
export function bootLoader(src: string, preloads: readonly string[]): string {
  // Plain ES5 text, not a serialised function: a transpiler's helpers (e.g. __name)
  // would not exist in the page.
  const js =
    `(function(entry,hints,pending){` +
    `function boot(){for(var i=0;i<hints.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.href=hints[i];document.head.appendChild(l)}` +
    `var s=document.createElement('script');s.type='module';s.src=entry;document.head.appendChild(s)}` +
    `function idle(){if('requestIdleCallback' in window)requestIdleCallback(boot,{timeout:2000});else setTimeout(boot,200)}` +
    `if(document.documentElement.hasAttribute(pending))boot();` +
    `else if(document.readyState==='complete')idle();` +
    `else addEventListener('load',idle,{once:true})` +
    `})(${JSON.stringify(src)},${JSON.stringify(preloads)},${JSON.stringify(PENDING_ATTR)})`
  return `<script>${js}</script>`
}

export function deferBoot(html: string, file: string): { html: string; hints: number } {
  const entries = [...html.matchAll(ENTRY)]
  if (entries.length !== 1)
    throw new Error(`${file}: expected exactly one client entry <script type="module" async src>, found ${entries.length}`)
  const preloads: string[] = []
  const next = html
    .replace(PRELOAD, (_tag, href: string) => (preloads.push(href), ''))
    .replace(ENTRY, (_tag, src: string) =>
      bootLoader(
        src,
        preloads.filter((href) => href !== src),
      ),
    )
  const hints = preloads.length
  if (hints === 0) throw new Error(`${file}: no <link rel="modulepreload"> hint matched; has Start's head output changed?`)
  const leftover = LEFTOVER.exec(next)
  if (leftover) throw new Error(`${file}: a script would still load before the load event: ${leftover[0]}`)
  return { html: next, hints }
}

function main() {
  const files = readdirSync(client, { recursive: true, encoding: 'utf8' })
    // The pages, their variants (index.<variant>.html) and the not-found pages (404.html),
    // all written before this step (Start's prerender, scripts/prerender-extra.ts).
    .filter((f) => isPrerenderedDocument(basename(f)))
    .map((f) => join(client, f))
  if (files.length === 0) throw new Error(`no prerendered pages under ${client}`)
  let hints = 0
  for (const file of files) {
    const result = deferBoot(readFileSync(file, 'utf8'), file)
    writeFileSync(file, result.html)
    hints += result.hints
  }
  console.log(`defer-boot: ${files.length} prerendered documents boot after load (${hints} modulepreload hints removed)`)
}

// Run as the build step; imported by the unit test for deferBoot.
if (process.argv[1]?.endsWith('defer-boot.ts')) main()
