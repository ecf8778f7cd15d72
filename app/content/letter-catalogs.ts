import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { LetterLang } from './letter-languages'

/**
 * The letter catalogs of the official languages the site does not speak (locales/letters/<code>.po,
 * lingui.letters.config.ts), each a lazy chunk compiled by the Lingui Vite plugin on import
 * (vite.config.ts). A member state's route loader awaits the ones its page needs
 * (`loadLetterCatalogs`); the page then writes its letters synchronously with `letterI18n`.
 * They hold the letter's messages only: the page's own texts stay in the page's language.
 */
const catalogFiles = () => import.meta.glob<{ messages: Messages }>('../../locales/letters/*.po')
const loaded = new Map<LetterLang, I18n>()

export async function loadLetterCatalogs(langs: readonly LetterLang[]): Promise<void> {
  const files = catalogFiles()
  await Promise.all(
    langs
      .filter((lang) => !loaded.has(lang))
      .map(async (lang) => {
        const load = files[`../../locales/letters/${lang}.po`]
        if (!load) throw new Error(`no letter catalog for ${lang} (locales/letters/${lang}.po, lingui.letters.config.ts)`)
        const { messages } = await load()
        loaded.set(lang, setupI18n({ locale: lang, messages: { [lang]: messages } }))
      }),
  )
}

/** The Lingui instance that writes letters in `lang`; its catalog must be loaded first. */
export function letterI18n(lang: LetterLang): I18n {
  const i18n = loaded.get(lang)
  if (!i18n) throw new Error(`the letter catalog of ${lang} is not loaded: await loadLetterCatalogs(['${lang}']) in the route loader first`)
  return i18n
}
