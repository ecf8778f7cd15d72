// The PO catalogs of lingui.config.ts: every locales/<locale>/<name>.po file.
import { readdirSync } from 'node:fs'

export const LOCALES = ['en', 'nl', 'de', 'fr']
export const TRANSLATED = ['nl', 'de', 'fr']
export const CATALOG_NAMES = ['messages', 'legal']

export const catalogPath = (locale, name) => `locales/${locale}/${name}.po`

/** Every catalog file that exists now, plus the configured ones. */
export function catalogFiles(locales = LOCALES) {
  const files = new Set()
  for (const locale of locales) {
    for (const name of CATALOG_NAMES) files.add(catalogPath(locale, name))
    for (const f of readdirSync(`locales/${locale}`)) if (f.endsWith('.po')) files.add(`locales/${locale}/${f}`)
  }
  return [...files]
}
