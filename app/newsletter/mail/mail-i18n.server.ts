import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from '~/i18n/languages'

// The mail catalogs, compiled by the Lingui Vite plugin (server bundle only).
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/en/mail.po'),
  nl: () => import('../../../locales/nl/mail.po'),
  de: () => import('../../../locales/de/mail.po'),
  fr: () => import('../../../locales/fr/mail.po'),
}

const instances = new Map<Locale, Promise<I18n>>()

/** The i18n instance for the emails of one language (server side), built once per language. */
export function mailI18n(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale)
  if (!instance) {
    instance = Promise.all([loaders[locale](), loaders.en()]).then(([{ messages }, { messages: english }]) => {
      const i18n = setupI18n()
      // Untranslated messages fall back to the English catalog.
      i18n.loadAndActivate({ locale, messages: { ...english, ...messages } })
      return i18n
    })
    // A failed import is not kept: the next mail tries again.
    instance.catch(() => instances.delete(locale))
    instances.set(locale, instance)
  }
  return instance
}
