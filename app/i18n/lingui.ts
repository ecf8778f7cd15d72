import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, type Locale } from './languages'

/**
 * Catalog namespaces (lingui.config.ts): `messages` is needed on every page; `legal`
 * (the long privacy, terms and disclosure texts) and `home` (the home page's static
 * sections) and `updates` (the updates page) only when the browser renders those itself (docs/decisions/006) — never
 * on a first visit.
 * One lazily loaded chunk per namespace and language; the Lingui Vite plugin compiles
 * the PO files on import.
 */
export type Namespace = 'messages' | 'legal' | 'home' | 'updates'

const loaders: Record<Namespace, Record<Locale, () => Promise<{ messages: Messages }>>> = {
  messages: {
    en: () => import('../../locales/en/messages.po'),
    nl: () => import('../../locales/nl/messages.po'),
    de: () => import('../../locales/de/messages.po'),
    fr: () => import('../../locales/fr/messages.po'),
  },
  legal: {
    en: () => import('../../locales/en/legal.po'),
    nl: () => import('../../locales/nl/legal.po'),
    de: () => import('../../locales/de/legal.po'),
    fr: () => import('../../locales/fr/legal.po'),
  },
  updates: {
    en: () => import('../../locales/en/updates.po'),
    nl: () => import('../../locales/nl/updates.po'),
    de: () => import('../../locales/de/updates.po'),
    fr: () => import('../../locales/fr/updates.po'),
  },
  home: {
    en: () => import('../../locales/en/home.po'),
    nl: () => import('../../locales/nl/home.po'),
    de: () => import('../../locales/de/home.po'),
    fr: () => import('../../locales/fr/home.po'),
  },
}

const cache = new Map<string, Messages>()
const key = (namespace: Namespace, locale: Locale) => `${namespace}:${locale}`

export async function loadCatalog(locale: Locale, namespace: Namespace = 'messages'): Promise<Messages> {
  const cached = cache.get(key(namespace, locale))
  if (cached) return cached
  const { messages } = await loaders[namespace][locale]()
  cache.set(key(namespace, locale), messages)
  return messages
}

/** Everything loaded so far for a language, all namespaces merged. */
function loadedMessages(locale: Locale): Messages {
  const merged: Messages = {}
  for (const namespace of Object.keys(loaders) as Namespace[]) Object.assign(merged, cache.get(key(namespace, locale)))
  return merged
}

/**
 * A new i18n instance per router, so concurrent server renders in different
 * languages never share state. Missing messages fall back to the English source
 * text (docs/product.md#content-fallback), which the macro compiles into the bundle.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages: loadedMessages(locale) })
  return i18n
}

/** Load (if needed) and activate a language on an instance. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  const hadCatalog = cache.has(key('messages', locale))
  await loadCatalog(locale)
  if (i18n.locale === locale && hadCatalog) return
  i18n.loadAndActivate({ locale, messages: loadedMessages(locale) })
}

/** Add a namespace's messages for a language to an instance (merged, not replaced). */
export async function loadNamespace(i18n: I18n, locale: Locale, namespace: Namespace): Promise<void> {
  const messages = await loadCatalog(locale, namespace)
  const first = Object.keys(messages)[0]
  // Already merged into the active language: skip the re-render `load` would cause.
  if (i18n.locale === locale && first !== undefined && first in i18n.messages) return
  i18n.load(locale, messages)
}
