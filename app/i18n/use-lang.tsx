import { createContext, useContext, type ReactNode } from 'react'
import { langParam, type Lang, type PrefixedLang } from './languages'

/**
 * The page's language, as the root route decided it from the `{-$lang}` param
 * (app/routes/__root.tsx, docs/decisions/018-one-owner-for-the-language.md): the root
 * document provides it, every component reads it here — never from <html lang>, the
 * path or the Lingui instance.
 */
const LangContext = createContext<Lang | null>(null)

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>
}

/** The page's language. */
export function useLang(): Lang {
  const lang = useContext(LangContext)
  if (!lang) throw new Error('useLang must be used inside <LangProvider> (app/routes/__root.tsx provides it)')
  return lang
}

/** The `lang` router param for typed links: `undefined` for English (no prefix). */
export function useLangParam(): PrefixedLang | undefined {
  return langParam(useLang())
}
