import { escapeMarkup as x } from '~/lib/escape-markup'

/*
 * The offline copy of a language (docs/open-data.md#offline): one HTML file made from the
 * prerendered pages of the build (scripts/spread.ts) — their main content, the site's own
 * stylesheet inline, every image as a data: URI, no script, nothing that loads — so it can be
 * saved, mailed, put on a USB stick and printed. Pure string work on the build's HTML: the
 * pages are the app's own output, whose shape tests/unit/spread-offline.test.ts pins.
 */

/** One page of the site that the copy includes, as the build wrote it. */
interface OfflinePage {
  /** The section's id in the copy. */
  id: string
  /** The page's public path: links to it become links to the section. */
  path: string
  html: string
}

export interface OfflineCopy {
  lang: string
  title: string
  /** Text above the contents: what this file is, and where the newest version is. */
  intro: string[]
  contentsLabel: string
  /** The sections' names, in the order of `pages`. */
  sectionNames: string[]
  pages: OfflinePage[]
  /** The site's stylesheets, inlined in this order. */
  css: string[]
  siteUrl: string
  /** The bytes of a file of the build for a root-relative path (`/favicon.svg`), or null. */
  readFile: (path: string) => Buffer | null
  footer: string
}

const MIME: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
}

/** The inner HTML of the document's `<main>`. */
export function mainContent(html: string): string {
  const open = /<main\b[^>]*>/i.exec(html)
  const close = html.lastIndexOf('</main>')
  if (!open || close < open.index) throw new Error('no <main> in the page')
  return html.slice(open.index + open[0].length, close)
}

/**
 * The band under the header (app/components/layout/as-of-band.tsx): the day the page
 * describes and the notice that much has happened since — the band ends where <main> begins.
 */
export function asOfBand(html: string): string {
  const start = /<div\b[^>]*\sdata-as-of-band(?:="[^"]*")?[^>]*>/i.exec(html)
  const main = html.search(/<main\b/i)
  if (!start || main < start.index) throw new Error('no as-of band before <main> in the page')
  return html.slice(start.index, main)
}

/** Drops what runs, loads or submits: scripts, links, templates, forms, noscript wrappers (their content stays). */
export function inert(html: string): string {
  return (
    html
      .replace(/<script\b[\s\S]*?<\/script\s*>/gi, '')
      .replace(/<template\b[\s\S]*?<\/template\s*>/gi, '')
      .replace(/<form\b[\s\S]*?<\/form\s*>/gi, '')
      // The floating breadcrumb follows the sections with the page script: nothing to follow here.
      .replace(/<nav\b[^>]*\sdata-breadcrumb(?:="[^"]*")?[^>]*>[\s\S]*?<\/nav>/gi, '')
      .replace(/<\/?noscript\b[^>]*>/gi, '')
      .replace(/<(?:link|meta|base|iframe|object|embed)\b[^>]*>/gi, '')
      .replace(/\s(?:srcset|sizes)="[^"]*"/gi, '')
      .replace(/\son[a-z]+="[^"]*"/gi, '')
  )
}

/** An id's new name, by old name, for each page of the copy (by its path): ids another part of the copy took first. */
type IdRenames = ReadonlyMap<string, ReadonlyMap<string, string>>

/**
 * Points the page's links where they work from a file: a page of the copy → its section (or
 * the anchor within it, under the name `renames` gave it), any other path of the site → the
 * site, images → data: URIs.
 */
export function relink(html: string, copy: Pick<OfflineCopy, 'pages' | 'siteUrl' | 'readFile'>, renames: IdRenames = new Map()): string {
  const sections = new Map(copy.pages.map((p) => [p.path, p.id]))
  return html
    .replace(/\shref="(\/[^"]*)"/g, (_, href: string) => {
      const [path = '', hash] = href.split('#', 2)
      const clean = path.split('?')[0] || '/'
      const section = sections.get(clean)
      if (section) return ` href="#${hash ? (renames.get(clean)?.get(hash) ?? hash) : section}"`
      return ` href="${x(copy.siteUrl + href)}"`
    })
    .replace(/\ssrc="(\/[^"]*)"/g, (_, src: string) => {
      const bytes = copy.readFile(src)
      const type = MIME[src.split('.').pop()?.toLowerCase() ?? '']
      if (!bytes || !type) throw new Error(`offline copy: cannot inline ${src}`)
      return ` src="data:${type};base64,${bytes.toString('base64')}"`
    })
}

/** The ids a fragment defines, in order. */
export const idsOf = (html: string): string[] => [...html.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id!)

/** The attributes whose value names ids (space-separated): labels, ARIA relations, table headers. */
const ID_REFERENCES =
  /\s(for|headers|aria-(?:labelledby|describedby|controls|owns|details|flowto|activedescendant|errormessage))="([^"]*)"/gi

/** A fragment with its ids renamed, and every in-page link and attribute that names them. */
export function renameIds(html: string, renames: ReadonlyMap<string, string>): string {
  if (renames.size === 0) return html
  const one = (id: string) => renames.get(id) ?? id
  return html
    .replace(/\sid="([^"]*)"/g, (_, id: string) => ` id="${one(id)}"`)
    .replace(/\shref="#([^"]*)"/g, (_, id: string) => ` href="#${one(id)}"`)
    .replace(ID_REFERENCES, (_, name: string, ids: string) => ` ${name}="${ids.split(/\s+/).map(one).join(' ')}"`)
}

/**
 * One heading level down (h1 → h2 … h5 → h6): the copy has one h1, its title, and each page's
 * own h1 becomes its section's heading.
 */
export const demoteHeadings = (html: string): string =>
  html.replace(/<(\/?)h([1-6])\b/gi, (_, slash: string, level: string) => `<${slash}h${Math.min(Number(level) + 1, 6)}`)

/** A stylesheet without anything that would load: url() other than data:, @import. */
export function inertCss(css: string): string {
  return css.replace(/@import[^;]+;/g, '').replace(/url\((?!["']?data:)[^)]*\)/g, 'none')
}

// The copy's own few rules: its header, the sections' separation, and print.
const OFFLINE_CSS = `.offline-intro{max-width:72rem;margin:0 auto;padding:1.5rem 1rem;border-bottom:1px solid var(--border)}
.offline-intro h1{font-size:1.5rem;font-weight:700;margin:0 0 .5rem}.offline-intro p{margin:.25rem 0;color:var(--muted-foreground)}
.offline-intro a,.offline-footer a{color:var(--primary);text-decoration:underline}
.offline-intro ol{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:.75rem 0 0;padding:0;list-style:none}
.offline-section{border-bottom:1px solid var(--border);padding-bottom:2rem}
.offline-footer{max-width:72rem;margin:0 auto;padding:1.5rem 1rem;font-size:.875rem;color:var(--muted-foreground)}
@media print{.offline-section{break-before:page}.offline-section:first-of-type{break-before:auto}}`

/** The policy the file carries itself: whatever opens it, nothing loads and nothing runs. */
export const OFFLINE_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"

/**
 * The copy's pages, each with its ids unique in the whole file: the sections' ids and the
 * as-of band's come first; a page's id that is already taken (the home page's `home` is also
 * its section's) becomes `<section>-<id>`, in the page and in every link to it.
 */
function uniqueIds(pages: readonly OfflinePage[], band: string): { bodies: string[]; renames: IdRenames } {
  const taken = new Set([...pages.map((page) => page.id), ...idsOf(band)])
  const free = (wanted: string) => {
    let id = wanted
    for (let n = 2; taken.has(id); n++) id = `${wanted}-${n}`
    taken.add(id)
    return id
  }
  const renames = new Map<string, Map<string, string>>()
  const bodies = pages.map((page) => {
    const body = inert(mainContent(page.html))
    const own = new Map<string, string>()
    for (const id of new Set(idsOf(body))) if (taken.has(id)) own.set(id, free(`${page.id}-${id}`))
    for (const id of idsOf(body)) if (!own.has(id)) taken.add(id)
    renames.set(page.path, own)
    return renameIds(body, own)
  })
  return { bodies, renames }
}

export function buildOfflineCopy(copy: OfflineCopy): string {
  if (copy.pages.length === 0) throw new Error('an offline copy needs at least one page')
  const band = inert(asOfBand(copy.pages[0]!.html))
  const { bodies, renames } = uniqueIds(copy.pages, band)
  const sections = copy.pages.map((page, i) => {
    const body = demoteHeadings(relink(bodies[i]!, copy, renames))
    return `<section class="offline-section" id="${x(page.id)}" aria-label="${x(copy.sectionNames[i] ?? page.id)}">${body}</section>`
  })
  const contents = copy.pages.map((page, i) => `<li><a href="#${x(page.id)}">${x(copy.sectionNames[i] ?? page.id)}</a></li>`).join('')
  return [
    '<!doctype html>',
    // A copy is read later than the day the site describes: the late notice shows (app/styles.css).
    `<html lang="${x(copy.lang)}" data-snapshot="late" data-offline-copy="">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta http-equiv="Content-Security-Policy" content="${OFFLINE_POLICY}">`,
    '<meta name="referrer" content="no-referrer">',
    `<title>${x(copy.title)}</title>`,
    `<style>${copy.css.map(inertCss).join('\n')}\n${OFFLINE_CSS}</style>`,
    '</head>',
    '<body>',
    // The file's one h1; each page's own headings are a level down in its section (demoteHeadings).
    `<header class="offline-intro"><h1>${x(copy.title)}</h1>${copy.intro.map((p) => `<p>${p}</p>`).join('')}`,
    `<nav aria-label="${x(copy.contentsLabel)}"><ol>${contents}</ol></nav></header>`,
    relink(band, copy, renames),
    `<main>${sections.join('\n')}</main>`,
    `<footer class="offline-footer"><p>${copy.footer}</p></footer>`,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}
