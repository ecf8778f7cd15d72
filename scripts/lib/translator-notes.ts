// What a translator needs in every catalog entry (docs/translating.md#every-entry-explains-itself):
// the English text, and — where a translator could misread the entry — a comment written by
// the developer (`comment` of the Lingui macros, `#.` lines in the .po file). Pure functions
// over parsed catalogs, used by `npm run i18n:check` (scripts/check-catalogs.ts) and
// tests/unit/catalog-comments.test.ts.
import type PO from 'pofile'

/** One catalog entry (pofile's PO.Item). */
type Item = PO['items'][number]
import { COMMENT_EXEMPTIONS, type CommentExemption } from '../../locales/comment-exemptions'

/** Lingui's own `#.` lines: flags and the automatic "placeholder {0}: expr" notes, not a developer's comment. */
const isLinguiNote = (comment: string): boolean => comment.startsWith('js-lingui-') || /^placeholder \{\d+\}: /.test(comment)

/** The developer's comments of an entry (without Lingui's flags). */
const translatorComments = (item: Item): string[] => item.extractedComments.filter((c) => !isLinguiNote(c))

const isExplicitId = (item: Item): boolean => item.extractedComments.includes('js-lingui-explicit-id')

/** Catalogs where every entry needs a comment: the mails (read without the page around them) and the legal texts. */
const EVERY_ENTRY: readonly string[] = ['mail', 'legal']
/** Source folders whose every message needs a comment: the content data, shown far from where it is declared. */
const CONTENT = 'app/content/'
/** Titles, descriptions and keywords of search results, shared links and feeds: limits a page does not show. */
const METADATA = 'app/seo/'
/** A label, button, badge, unit or heading: a short text without a sentence around it. */
const SHORT_WORDS = 3

/** Why an entry needs a comment, or null when it needs none. `catalog` is the file's name: `messages`, `legal`, … */
export function commentReason(catalog: string, item: Item): string | null {
  if (EVERY_ENTRY.includes(catalog)) return `every ${catalog} entry`
  if (item.references.some((r) => r.startsWith(CONTENT))) return 'content data (app/content/)'
  if (item.references.some((r) => r.startsWith(METADATA))) return 'page metadata (app/seo/)'
  if (/\{\w+(,|\})|<\d+\/?>/.test(item.msgid)) return 'has a placeholder or a tag (<0>…</0>)'
  if (item.msgid.trim().split(/\s+/).length <= SHORT_WORDS) return `${SHORT_WORDS} words or fewer (a label)`
  return null
}

/**
 * The placeholders and tags of a message, sorted: `{site}`, `{count, plural, …}` (its
 * variable), `<0>`, `</0>`, `<1/>`. Inside a plural or select only the variable counts
 * (the branches are text, translated like any other).
 */
export function placeholdersOf(text: string): string[] {
  const tags = text.match(/<\/?\d+\/?>/g) ?? []
  const selector = /\{\s*(\w+)\s*,\s*(?:plural|select|selectordinal)\b/.test(text)
  const names = [...text.matchAll(selector ? /\{\s*(\w+)\s*,/g : /\{\s*(\w+)\s*[,}]/g)].map((m) => `{${m[1]}}`)
  return [...names, ...tags].sort()
}

export interface CatalogProblem {
  file: string
  msgid: string
  problem: string
}

const key = (item: Item): string => (item.msgctxt ? `${item.msgctxt}\u0004${item.msgid}` : item.msgid)
const exemptionKey = (catalog: string, msgid: string): string => `${catalog}\u0004${msgid}`

/**
 * The problems of one catalog name across languages: `source` is the English catalog,
 * `translated` the others by file name. Checks that
 * - every entry that needs a comment (commentReason) has one, unless locales/comment-exemptions.ts exempts it;
 * - every entry's msgid is the English text: an explicit id must equal its English text
 *   (a key such as `mail.greeting` would leave a translator without the source);
 * - every entry of a translation is an entry of the English catalog, and its translation keeps
 *   the English placeholders and tags (placeholdersOf), no more, no fewer.
 */
export function catalogProblems(
  catalog: string,
  source: { file: string; po: PO },
  translated: { file: string; po: PO }[],
  exemptions: readonly CommentExemption[] = COMMENT_EXEMPTIONS,
): CatalogProblem[] {
  const exempt = new Set(exemptions.map((e) => exemptionKey(e.catalog, e.message)))
  const problems: CatalogProblem[] = []
  const english = new Map<string, Item>()
  for (const item of source.po.items.filter((i) => !i.obsolete)) {
    english.set(key(item), item)
    const reason = commentReason(catalog, item)
    if (reason && !translatorComments(item).length && !exempt.has(exemptionKey(catalog, item.msgid)))
      problems.push({ file: source.file, msgid: item.msgid, problem: `no translator comment (needed: ${reason})` })
    if (isExplicitId(item) && (item.msgstr[0] ?? '') !== item.msgid)
      problems.push({
        file: source.file,
        msgid: item.msgid,
        problem: `the id is not the English text ${JSON.stringify(item.msgstr[0] ?? '')}: translators would not see the English`,
      })
  }
  for (const { file, po } of translated) {
    for (const item of po.items.filter((i) => !i.obsolete)) {
      const source = english.get(key(item))
      if (!source) {
        problems.push({ file, msgid: item.msgid, problem: 'not an entry of the English catalog: no English text' })
        continue
      }
      const translation = item.msgstr[0] ?? ''
      const want = placeholdersOf(isExplicitId(source) ? (source.msgstr[0] ?? '') : source.msgid)
      const have = placeholdersOf(translation)
      if (translation.trim() && want.join(' ') !== have.join(' '))
        problems.push({
          file,
          msgid: item.msgid,
          problem: `placeholders or tags differ from the English: ${want.join(' ') || 'none'} ≠ ${have.join(' ') || 'none'}`,
        })
    }
  }
  return problems
}

/** Exemptions that no longer exempt anything: the message is gone, or it has a comment now. */
export function staleExemptions(catalogs: Map<string, PO>, exemptions: readonly CommentExemption[] = COMMENT_EXEMPTIONS): string[] {
  const stale: string[] = []
  for (const e of exemptions) {
    const item = catalogs.get(e.catalog)?.items.find((i) => !i.obsolete && i.msgid === e.message)
    if (!item) stale.push(`${e.catalog}: ${JSON.stringify(e.message)} is no longer a message`)
    else if (translatorComments(item).length) stale.push(`${e.catalog}: ${JSON.stringify(e.message)} has a comment now`)
    else if (!commentReason(e.catalog, item)) stale.push(`${e.catalog}: ${JSON.stringify(e.message)} needs no comment`)
  }
  return stale
}
