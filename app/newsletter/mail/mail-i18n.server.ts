import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { Locale } from '~/i18n/languages'

// The mail catalogs, compiled by the Lingui Vite plugin (server bundle only).
const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../../locales/en/mail.po'),
  nl: () => import('../../../locales/nl/mail.po'),
  de: () => import('../../../locales/de/mail.po'),
  fr: () => import('../../../locales/fr/mail.po'),
}

/** An i18n instance for the emails of one language (server side). */
export async function mailI18n(locale: Locale): Promise<I18n> {
  const [{ messages }, { messages: english }] = await Promise.all([loaders[locale](), loaders.en()])
  const i18n = setupI18n()
  // Untranslated ids fall back to English (explicit ids have no source text in the bundle).
  i18n.loadAndActivate({ locale, messages: { ...english, ...messages } })
  return i18n
}
