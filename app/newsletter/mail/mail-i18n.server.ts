import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { DEFAULT_LANG, type Lang } from '~/i18n/languages'

// The mail catalogs, compiled by the Lingui Vite plugin (server bundle only), by language folder.
const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*/mail.po')
const catalogOf = (lang: Lang) => catalogs[`../../../locales/${lang}/mail.po`]
const load = async (lang: Lang): Promise<Messages> => (await catalogOf(lang)?.())?.messages ?? {}

const instances = new Map<Lang, Promise<I18n>>()

/** The i18n instance for the emails of one language (server side), built once per language. */
export function mailI18n(lang: Lang): Promise<I18n> {
  let instance = instances.get(lang)
  if (!instance) {
    instance = Promise.all([load(lang), load(DEFAULT_LANG)]).then(([messages, english]) => {
      const i18n = setupI18n()
      // Untranslated messages fall back to the English catalog.
      // A language without a mail catalog gets the English mail, marked as English
      // (<html lang> of compose.ts): docs/translating.md#adding-a-language.
      i18n.loadAndActivate({ locale: catalogOf(lang) ? lang : DEFAULT_LANG, messages: { ...english, ...messages } })
      return i18n
    })
    // A failed import is not kept: the next mail tries again.
    instance.catch(() => instances.delete(lang))
    instances.set(lang, instance)
  }
  return instance
}
