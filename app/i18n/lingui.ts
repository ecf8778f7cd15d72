import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { DEFAULT_LOCALE, type Locale } from './languages'

// One lazily loaded chunk per language: a page only downloads its own catalog.
// The Lingui Vite plugin compiles the PO files on import.
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  nl: () => import('../../locales/nl/messages.po'),
  de: () => import('../../locales/de/messages.po'),
  fr: () => import('../../locales/fr/messages.po'),
}

const cache = new Map<Locale, Messages>()

export async function loadCatalog(locale: Locale): Promise<Messages> {
  const cached = cache.get(locale)
  if (cached) return cached
  const { messages } = await loaders[locale]()
  cache.set(locale, messages)
  return messages
}

/**
 * A new i18n instance per router, so concurrent server renders in different
 * languages never share state. Missing messages fall back to the English source
 * text (spec §4 Content fallback), which the macro compiles into the bundle.
 */
export function createI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  const i18n = setupI18n()
  i18n.loadAndActivate({ locale, messages: cache.get(locale) ?? {} })
  return i18n
}

/** Load (if needed) and activate a language on an instance. */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (i18n.locale === locale && cache.has(locale)) return
  const messages = await loadCatalog(locale)
  i18n.loadAndActivate({ locale, messages })
}
