// The PO catalogs of lingui.config.ts: every locales/<locale>/<name>.po file. The
// locales are the app's (app/i18n/languages.ts, which lingui.config.ts uses too), the
// catalog names lingui.config.ts's.
import { readdirSync } from 'node:fs'
import linguiConfig from '../../lingui.config'
import { DEFAULT_LANG, PUBLIC_LANGS, type Lang } from '../../app/i18n/languages'

/** The locales translators fill in: every one but the source language, English (docs/decisions/002). */
export const TRANSLATED: readonly Lang[] = PUBLIC_LANGS.filter((l) => l !== DEFAULT_LANG)

/** `messages`, `mail`, `home`, `legal`: the names in lingui.config.ts's `<rootDir>/locales/{locale}/<name>` paths. */
const CATALOG_NAMES: readonly string[] = (linguiConfig.catalogs ?? []).map(({ path }) => {
  const name = /^<rootDir>\/locales\/\{locale\}\/([\w-]+)$/.exec(path)?.[1]
  if (!name) throw new Error(`lingui.config.ts: catalog path ${path} is not <rootDir>/locales/{locale}/<name>`)
  return name
})

export const catalogPath = (locale: Lang, name: string): string => `locales/${locale}/${name}.po`

/** Every catalog file that exists now, plus the configured ones. */
export function catalogFiles(locales: readonly Lang[] = PUBLIC_LANGS): string[] {
  const files = new Set<string>()
  for (const locale of locales) {
    for (const name of CATALOG_NAMES) files.add(catalogPath(locale, name))
    for (const f of readdirSync(`locales/${locale}`)) if (f.endsWith('.po')) files.add(`locales/${locale}/${f}`)
  }
  return [...files]
}
