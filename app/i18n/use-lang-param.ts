import { useLingui } from '@lingui/react'
import { DEFAULT_LANG, isLang, langParam, type Lang, type PrefixedLang } from './languages'

/** The active locale (the language of the current URL). */
export function useLocale(): Lang {
  const { i18n } = useLingui()
  return isLang(i18n.locale) ? i18n.locale : DEFAULT_LANG
}

/** The `lang` router param for typed links: `undefined` for English (no prefix). */
export function useLangParam(): PrefixedLang | undefined {
  return langParam(useLocale())
}
