// The site search's index (docs/product.md#search): what a query can find, in one language —
// the member states' "Act now" pages, the MEPs (each to their card on their state's page),
// the home page's tools and the tools pages, the updates page's entries. Built from the
// content modules and the catalogs once per language, the first time that language is
// searched, and kept: about 800 small entries, the same for every query.
import { setupI18n, type I18n } from '@lingui/core'
import { ALL_MEMBER_STATES } from '~/content/member-state'
import type { Mep } from '~/content/meps'
import { displayName } from '~/content/mep-name'
import { TOOL_GROUPS, type ToolCategory } from '~/content/tools'
import { UPDATES } from '~/content/updates'
import { formatDay } from '~/content/format'
import { loadCatalog, type Namespace } from '~/i18n/lingui'
import { LANGS, type Lang } from '~/i18n/languages'
import { COUNTRY_ROUTE_ID, type PageRouteId } from '~/i18n/slugs'
import { SEO_ENTRIES } from '~/seo/seo-entries'
import type { IndexEntry } from './match'
import { normalize, umlautSpelling } from './normalize'

/** The tools pages and the group of home-page tools each is about. */
const TOOL_PAGES: ReadonlyArray<{ routeId: PageRouteId; category: ToolCategory }> = [
  { routeId: '/{-$lang}/best-vpns', category: 'vpn' },
  { routeId: '/{-$lang}/encrypted-email', category: 'email' },
  { routeId: '/{-$lang}/password-managers', category: 'passwords' },
  { routeId: '/{-$lang}/secure-cloud-storage', category: 'storage' },
]

/** The catalogs the index's texts come from: page names (messages), country names and tool groups (home), updates (updates). */
const NAMESPACES: readonly Namespace[] = ['messages', 'home', 'updates']

async function i18nFor(lang: Lang): Promise<I18n> {
  const messages = Object.assign({}, ...(await Promise.all(NAMESPACES.map((namespace) => loadCatalog(lang, namespace)))))
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: lang, messages })
  return i18n
}

/** Every name an entry is found by, normalized, in one string (match.ts compares words within it). */
const searchText = (...names: Array<string | undefined>): string =>
  names
    .filter((name): name is string => Boolean(name))
    .map(normalize)
    .join(' ')

/** The name shown for an MEP: as people write it ("Anna Stürgkh"), the register's form where the rules are unsure (app/content/mep-name.ts). */
const mepName = (mep: Mep): string => displayName(mep.name, mep.country)

async function buildIndex(lang: Lang): Promise<IndexEntry[]> {
  const [i18n, others] = await Promise.all([i18nFor(lang), Promise.all(LANGS.map(i18nFor))])
  await Promise.all(ALL_MEMBER_STATES.map((state) => state.loadMeps()))
  const entries: IndexEntry[] = []

  // Member states: found by their name and page segment in every site language ("Deutschland" on the English page too).
  for (const state of ALL_MEMBER_STATES) {
    const name = i18n._(state.name)
    entries.push({
      result: { kind: 'state', key: `state-${state.code}`, label: name, target: { routeId: COUNTRY_ROUTE_ID, code: state.code } },
      text: searchText(name, ...others.map((other) => other._(state.name)), ...Object.values(state.segments)),
    })
  }

  // MEPs: found by their name (the register's letters; also with umlauts spelled out), leading to their card on their state's page.
  for (const state of ALL_MEMBER_STATES) {
    const name = i18n._(state.name)
    for (const mep of state.meps()) {
      entries.push({
        result: {
          kind: 'mep',
          key: `mep-${mep.id}`,
          label: mepName(mep),
          detail: `${name} · ${mep.group}`,
          target: { routeId: COUNTRY_ROUTE_ID, code: state.code, hash: `mep-${mep.id}` },
        },
        text: searchText(mep.name, umlautSpelling(mep.name)),
      })
    }
  }

  // Tools: the tools pages, then each tool card of the home page (its group's heading is the anchor).
  for (const { routeId, category } of TOOL_PAGES) {
    const entry = SEO_ENTRIES[routeId]
    const group = TOOL_GROUPS.find((g) => g.category === category)!
    entries.push({
      result: { kind: 'tool', key: `page-${category}`, label: i18n._(entry.name), detail: i18n._(entry.title), target: { routeId } },
      text: searchText(i18n._(entry.name), i18n._(entry.title), i18n._(entry.keywords), i18n._(group.title)),
    })
  }
  for (const group of TOOL_GROUPS) {
    const title = i18n._(group.title)
    for (const tool of group.tools) {
      entries.push({
        result: {
          kind: 'tool',
          key: `tool-${tool.name}`,
          label: tool.name,
          detail: title,
          target: { routeId: '/{-$lang}', hash: `tools-${group.category}` },
        },
        text: searchText(tool.name, title),
      })
    }
  }

  // Updates: found by their heading and summary, leading to the entry on the updates page.
  for (const update of UPDATES) {
    const title = i18n._(update.title)
    entries.push({
      result: {
        kind: 'update',
        key: `update-${update.id}`,
        label: title,
        detail: formatDay(update.date, lang),
        target: { routeId: '/{-$lang}/updates', hash: update.id },
      },
      text: searchText(title, i18n._(update.summary)),
    })
  }
  return entries
}

const indexes = new Map<Lang, Promise<IndexEntry[]>>()

/** The index of a language, built on first use and kept for the life of the process. */
export function searchIndexOf(lang: Lang): Promise<IndexEntry[]> {
  let index = indexes.get(lang)
  if (!index) {
    index = buildIndex(lang)
    // A failed build is not kept: the next search tries again.
    index.catch(() => indexes.delete(lang))
    indexes.set(lang, index)
  }
  return index
}
