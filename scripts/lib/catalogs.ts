// The PO catalogs of lingui.config.ts: every locales/<locale>/<name>.po file. The
// locales are the app's (app/i18n/languages.ts, which lingui.config.ts uses too), the
// catalog names lingui.config.ts's.
import { existsSync, readdirSync } from 'node:fs'
import linguiConfig from '../../lingui.config'
import { DEFAULT_LANG, isPrefixedLang, PARTLY_TRANSLATED, PUBLIC_LANGS, type Lang, type PrefixedLang } from '../../app/i18n/languages'

/** The locales translators fill in: every one but the source language, English (docs/decisions/002). */
export const TRANSLATED: readonly PrefixedLang[] = PUBLIC_LANGS.filter((l): l is PrefixedLang => l !== DEFAULT_LANG && isPrefixedLang(l))

/**
 * Languages that may ship partly translated, as app/i18n/languages.ts lists them (the pages read
 * the same list: app/i18n/fallback.tsx): `npm run i18n:check` prints how many texts of the content
 * each catalog still lacks instead of failing on them. The interface comes first: a message of the
 * components, routes or mails (any message not only from app/content/) must be translated, since
 * a `t()` text shown in English could not be marked as English. Everything else is checked as for
 * any language: catalogs up to date, placeholders, comments, the glossary.
 */
export { PARTLY_TRANSLATED }

/** `messages`, `mail`, `home`, `updates`, `act`, `legal`: the names in lingui.config.ts's `<rootDir>/locales/{locale}/<name>` paths. */
const CATALOG_NAMES: readonly string[] = (linguiConfig.catalogs ?? []).map(({ path }) => {
  const name = /^<rootDir>\/locales\/\{locale\}\/([\w-]+)$/.exec(path)?.[1]
  if (!name) throw new Error(`lingui.config.ts: catalog path ${path} is not <rootDir>/locales/{locale}/<name>`)
  return name
})

export const catalogPath = (lang: Lang, name: string): string => `locales/${lang}/${name}.po`

/**
 * Every catalog file that exists now, plus the configured ones. A language without a folder
 * yet (before its first `npm run i18n:extract`, or the test build's borrowed language, which
 * has no catalog of its own) has only the configured names.
 */
export function catalogFiles(locales: readonly Lang[] = PUBLIC_LANGS): string[] {
  const files = new Set<string>()
  for (const lang of locales) {
    for (const name of CATALOG_NAMES) files.add(catalogPath(lang, name))
    if (existsSync(`locales/${lang}`))
      for (const f of readdirSync(`locales/${lang}`)) if (f.endsWith('.po')) files.add(`locales/${lang}/${f}`)
  }
  return [...files]
}

/** One catalog's count of translated messages: what `npm run i18n:check` prints for each file. */
export interface TranslationCount {
  file: string
  lang: PrefixedLang
  translated: number
  total: number
  /** The English text of each message without a translation. */
  missing: string[]
  /** Those of `missing` that are not only texts of the content (app/content/): the interface's. */
  missingInterface: string[]
}

/** Whether a catalog entry's source references (`#:` lines) are all in app/content/: a text of the content. */
export function isContentText(references: readonly string[]): boolean {
  const files = references.flatMap((line) => line.split(/\s+/)).filter(Boolean)
  return files.length > 0 && files.every((file) => file.startsWith('app/content/'))
}

/**
 * The verdict of `npm run i18n:check` on missing translations: a language of
 * PARTLY_TRANSLATED reports its counts of texts of the content (its pages show them in English,
 * marked) and fails on each missing text of the interface; any other language fails on each
 * missing text.
 */
export function missingTranslationReport(
  counts: readonly TranslationCount[],
  partly: readonly PrefixedLang[] = PARTLY_TRANSLATED,
): { lines: string[]; errors: string[] } {
  const lines: string[] = []
  const errors: string[] = []
  for (const count of counts) {
    const shownInEnglish = partly.includes(count.lang) && count.missing.length > 0
    lines.push(
      `${count.file}: ${count.translated}/${count.total} messages translated${shownInEnglish ? `, ${count.missing.length} shown in English` : ''}`,
    )
    if (!partly.includes(count.lang))
      for (const msgid of count.missing) errors.push(`✗ ${count.file}: no translation for ${JSON.stringify(msgid)}`)
    else
      for (const msgid of count.missingInterface)
        errors.push(
          `✗ ${count.file}: no translation for ${JSON.stringify(msgid)} (a partly translated language may lack texts of the content only; the interface is translated first)`,
        )
  }
  for (const lang of partly) {
    const own = counts.filter((c) => c.lang === lang)
    const missing = own.reduce((sum, c) => sum + c.missing.length, 0)
    const total = own.reduce((sum, c) => sum + c.total, 0)
    if (missing)
      lines.push(
        `${lang}: partly translated (PARTLY_TRANSLATED, app/i18n/languages.ts): ${missing} of ${total} texts missing, shown in English`,
      )
    else errors.push(`✗ ${lang}: every text is translated: remove it from PARTLY_TRANSLATED (app/i18n/languages.ts)`)
  }
  return { lines, errors }
}
