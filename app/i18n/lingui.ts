import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { installFallback } from './fallback'
import { DEFAULT_LANG, isBorrowed, isPartlyTranslated, type Lang } from './languages'
import { pseudoLocalize } from './pseudo-localize'

/**
 * Catalog namespaces (lingui.config.ts): `messages` is needed on every page; `legal`
 * (the long privacy, terms and disclosure texts) and `home` (the home page's static
 * sections) and `updates` (the updates page) and `act` (the action pages) only when the browser renders those itself (docs/decisions/006) — never
 * on a first visit.
 * One lazily loaded chunk per namespace and language; the Lingui Vite plugin compiles
 * the PO files on import.
 */
export type Namespace = 'messages' | 'legal' | 'home' | 'updates' | 'act'

type CatalogModule = { messages: Messages }
// Every catalog of locales/ (one chunk each, compiled by the Lingui Vite plugin on import),
// by namespace and language folder: a language's catalogs are found by its folder's name.
const CATALOGS: Record<Namespace, Record<string, () => Promise<CatalogModule>>> = {
  messages: import.meta.glob<CatalogModule>('../../locales/*/messages.po'),
  legal: import.meta.glob<CatalogModule>('../../locales/*/legal.po'),
  updates: import.meta.glob<CatalogModule>('../../locales/*/updates.po'),
  home: import.meta.glob<CatalogModule>('../../locales/*/home.po'),
  act: import.meta.glob<CatalogModule>('../../locales/*/act.po'),
}
const NAMESPACES = Object.keys(CATALOGS) as Namespace[]
const catalogPath = (namespace: Namespace, lang: Lang) => `../../locales/${lang}/${namespace}.po`

/**
 * A language's catalog of a namespace. A borrowed language (app/i18n/languages.ts: the
 * pseudo-locale, the test build's extra language) shows the English catalog pseudo-localized;
 * a language without a catalog file shows English (docs/product.md#content-fallback).
 */
async function importCatalog(lang: Lang, namespace: Namespace): Promise<Messages> {
  const own = CATALOGS[namespace][catalogPath(namespace, lang)]
  if (own && !isBorrowed(lang)) return (await own()).messages
  const english = (await CATALOGS[namespace][catalogPath(namespace, DEFAULT_LANG)]!()).messages
  return isBorrowed(lang) ? pseudoLocalize(english) : english
}

const cache = new Map<string, Messages>()
const key = (namespace: Namespace, lang: Lang) => `${namespace}:${lang}`

export async function loadCatalog(lang: Lang, namespace: Namespace = 'messages'): Promise<Messages> {
  // A partly translated language's texts are compared with English's (./fallback.tsx).
  if (lang !== DEFAULT_LANG && isPartlyTranslated(lang)) await loadCatalog(DEFAULT_LANG, namespace)
  const cached = cache.get(key(namespace, lang))
  if (cached) return cached
  const messages = await importCatalog(lang, namespace)
  cache.set(key(namespace, lang), messages)
  return messages
}

/** Everything loaded so far for a language, all namespaces merged. */
function loadedMessages(lang: Lang): Messages {
  const merged: Messages = {}
  for (const namespace of NAMESPACES) Object.assign(merged, cache.get(key(namespace, lang)))
  return merged
}

/**
 * A new i18n instance per router, so concurrent server renders in different
 * languages never share state. Missing messages fall back to the English source
 * text (docs/product.md#content-fallback), which the macro compiles into the bundle;
 * in a partly translated language such a text is marked and dated as English (./fallback.tsx).
 */
export function createI18n(lang: Lang = DEFAULT_LANG): I18n {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale: lang, messages: loadedMessages(lang) })
  // A text shown in English on a page of a partly translated language writes its dates in English (./fallback.tsx).
  installFallback(i18n, () => loadedMessages(DEFAULT_LANG))
  return i18n
}

/** Load (if needed) and activate a language on an instance. */
export async function activateLocale(i18n: I18n, lang: Lang): Promise<void> {
  const hadCatalog = cache.has(key('messages', lang))
  await loadCatalog(lang)
  if (i18n.locale === lang && hadCatalog) return
  i18n.loadAndActivate({ locale: lang, messages: loadedMessages(lang) })
}

/** Add a namespace's messages for a language to an instance (merged, not replaced). */
export async function loadNamespace(i18n: I18n, lang: Lang, namespace: Namespace): Promise<void> {
  const messages = await loadCatalog(lang, namespace)
  const first = Object.keys(messages)[0]
  // Already merged into the active language: skip the re-render `load` would cause.
  if (i18n.locale === lang && first !== undefined && first in i18n.messages) return
  i18n.load(lang, messages)
}
