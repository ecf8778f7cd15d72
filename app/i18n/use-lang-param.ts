import { useLingui } from '@lingui/react'
import { DEFAULT_LOCALE, isLocale, langParam, type Locale, type PrefixedLocale } from './languages'

/** The active locale (the language of the current URL). */
export function useLocale(): Locale {
  const { i18n } = useLingui()
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
}

/** The `lang` router param for typed links: `undefined` for English (no prefix). */
export function useLangParam(): PrefixedLocale | undefined {
  return langParam(useLocale())
}
