// A page the app renders per request (the site search's results, docs/product.md#search)
// boots like the prerendered pages: on the visitor's first intent, not at once
// (docs/decisions/006). scripts/defer-boot.ts rewrites the prerendered pages at build time;
// a page rendered per request gets the same rewrite here, from its own path's prerendered
// page: the route's `<link rel="modulepreload">` hints are removed and the client entry's
// `<script type="module" src>` becomes that page's inline page script (which names the entry
// and the hints, the language's catalog among them), carrying this response's nonce
// (server/app-path.ts). Anything that does not look as expected is left as the app wrote it:
// the page then boots at once, as it would without this step.

/** Start's hints in a per-request render (they carry the response's nonce). */
const PRELOAD =
  /<link rel="modulepreload" href="\/assets\/[\w.-]+\.js"(?: fetchPriority="low")?(?: crossOrigin="[\w-]*")?(?: nonce="[^"]*")?\/>/g
/** Start's client entry in a per-request render. */
const ENTRY = /<script type="module" async="" src="(\/assets\/[\w.-]+\.js)"(?: nonce="[^"]*")?><\/script>/g
/** The page script scripts/defer-boot.ts wrote into a prerendered page (its pageScriptTag; its code holds no `</script`). */
const PAGE_SCRIPT = /<script data-boot-entry="(\/assets\/[\w.-]+\.js)" data-boot-hints="[^"<>]*">[\s\S]*?<\/script>/
/** Anything that would still fetch a script before an intent. */
const LEFTOVER = /<link\b[^>]*\srel="modulepreload"|<script\b[^>]*\ssrc=/

export interface PageScript {
  /** The client entry the page script loads on intent. */
  entry: string
  /** The whole `<script …>…</script>` element. */
  tag: string
}

/** The page script of a prerendered page's HTML, or undefined when the page has none. */
export function pageScriptOf(prerendered: string): PageScript | undefined {
  const match = PAGE_SCRIPT.exec(prerendered)
  return match ? { entry: match[1]!, tag: match[0] } : undefined
}

/**
 * The per-request `html` with its hints removed and its client entry replaced by `script`,
 * allowed by `nonce`; undefined when the HTML is not as expected (no entry, two entries,
 * another entry than the prerendered page's — another build — or a script file left).
 */
export function bootOnIntent(html: string, script: PageScript, nonce: string): string | undefined {
  const entries = [...html.matchAll(ENTRY)]
  if (entries.length !== 1 || entries[0]![1] !== script.entry || !/^[A-Za-z0-9+/=]+$/.test(nonce)) return undefined
  const tag = script.tag.replace('<script ', `<script nonce="${nonce}" `)
  const next = html.replace(PRELOAD, '').replace(ENTRY, () => tag)
  return LEFTOVER.test(next) ? undefined : next
}
