// The site search's matching (docs/product.md#search): a query against the index of one
// language (./search-index.server.ts). Linear in the size of the index and bounded by
// the caps below, whatever the query: a search costs about what a page costs.
import type { MemberStateCode } from '~/content/member-states'
import type { CountryRouteId, PageRouteId } from '~/i18n/slugs'
import { normalize } from './normalize'

/** The longest query read, in UTF-16 code units: anything after it is ignored (the form's `maxLength` says the same). */
export const MAX_QUERY_LENGTH = 100
/** At most this many words of a query count; the others are ignored. */
export const MAX_WORDS = 6
/** At most this many results per kind are shown; the total is still counted. */
export const MAX_RESULTS_PER_KIND = 20
/** Words shorter than this match only at the start of a word ("an" finds "Anna", not "Bernhuber"). */
const MIN_INFIX_LENGTH = 3

/** What a result is, in the order the results page lists them. */
const SEARCH_KINDS = ['state', 'mep', 'tool', 'update'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** Where a result leads, in the page's language: a page of the slug table or a member state's page, and the anchor on it. */
export type SearchTarget = ({ routeId: PageRouteId; code?: undefined } | { routeId: CountryRouteId; code: MemberStateCode }) & {
  hash?: string
}

/** One result as the page shows it: plain data (it travels in the router's dehydrated state). */
interface SearchResult {
  kind: SearchKind
  /** Unique within the index (React key). */
  key: string
  label: string
  /** A second line: an MEP's country and group, an update's date, a tool's category. */
  detail?: string
  /** Its place: an MEP's card (`/act/austria#mep-256839`), an update's entry (`/updates#<id>`) … */
  target: SearchTarget
}

/** One entry of the index: a result and the normalized text it is found by. */
export interface IndexEntry {
  result: SearchResult
  /** normalize() of every name the entry is found by, joined by spaces. */
  text: string
}

export interface SearchGroup {
  kind: SearchKind
  /** The best MAX_RESULTS_PER_KIND matches. */
  results: SearchResult[]
  /** How many entries of this kind matched. */
  total: number
}

/** The words of a query, as the index compares them: normalized, the first MAX_QUERY_LENGTH characters, distinct, at most MAX_WORDS. */
export function queryWords(query: string): string[] {
  const words = normalize(query.slice(0, MAX_QUERY_LENGTH)).split(' ')
  return [...new Set(words.filter(Boolean))].slice(0, MAX_WORDS)
}

/**
 * How well one word matches a text (normalized, words separated by single spaces): 3 a
 * whole word, 2 the start of a word, 1 inside a word (only for words of MIN_INFIX_LENGTH
 * or more), 0 not at all. Each step moves forward: at most text.length steps.
 */
export function wordScore(text: string, word: string): number {
  let best = 0
  for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
    const start = at === 0 || text.charCodeAt(at - 1) === 32
    if (!start) {
      if (word.length >= MIN_INFIX_LENGTH) best = Math.max(best, 1)
      continue
    }
    const end = at + word.length
    if (end === text.length || text.charCodeAt(end) === 32) return 3
    best = 2
  }
  return best
}

/**
 * The entries that contain every word of the query, best first (the sum of their words'
 * scores, then the index's own order), grouped by kind. An empty query finds nothing.
 */
export function searchIndex(index: readonly IndexEntry[], query: string): SearchGroup[] {
  const words = queryWords(query)
  if (words.length === 0) return []
  const scored: Array<{ entry: IndexEntry; score: number; order: number }> = []
  index.forEach((entry, order) => {
    let score = 0
    for (const word of words) {
      const s = wordScore(entry.text, word)
      if (s === 0) return
      score += s
    }
    scored.push({ entry, score, order })
  })
  scored.sort((a, b) => b.score - a.score || a.order - b.order)
  const groups: SearchGroup[] = []
  for (const kind of SEARCH_KINDS) {
    const matches = scored.filter(({ entry }) => entry.result.kind === kind)
    if (matches.length)
      groups.push({ kind, results: matches.slice(0, MAX_RESULTS_PER_KIND).map(({ entry }) => entry.result), total: matches.length })
  }
  return groups
}
