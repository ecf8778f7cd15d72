import { PREFIXED_LOCALES } from './languages'
import { DETECTED_KEY, LANGUAGE_TABLES, PREFERRED_KEY, resolveLanguageSync } from './resolve-language'
import { PAGE_ROUTE_IDS, publicPath } from './slugs'
import { PENDING_ATTR } from './pending'

interface PrePaintConfig {
  prefixes: readonly string[]
  preferredKey: string
  detectedKey: string
  pendingAttr: string
  tables: typeof LANGUAGE_TABLES
  /** English public path → language code → that page's public path. */
  paths: Record<string, Record<string, string>>
}

/**
 * Runs in <head> before the first paint on every page (docs/product.md#language-resolution, steps 1–3).
 * On an unprefixed path: a language known from storage or the browser is applied at
 * once (replace to the prefixed page, or stay on English); otherwise the page is
 * marked pending and the app asks geolocation after hydration. Self-contained, like
 * resolveLanguageSync: both are serialised into the inline script.
 */
function prePaint(resolve: typeof resolveLanguageSync, cfg: PrePaintConfig): void {
  const path = location.pathname
  if (cfg.prefixes.indexOf(path.split('/')[1] ?? '') !== -1) return
  let ls: Storage | null = null
  try {
    ls = window.localStorage
  } catch {
    ls = null
  }
  const get = (k: string): string | null => {
    try {
      return ls ? ls.getItem(k) : null
    } catch {
      return null
    }
  }
  const langs = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]
  const result = resolve({ preferred: get(cfg.preferredKey), detected: get(cfg.detectedKey), browserLanguages: langs }, cfg.tables)
  const root = document.documentElement
  if (!result) {
    root.setAttribute(cfg.pendingAttr, '')
    return
  }
  if (result.source === 'browser') {
    try {
      ls?.setItem(cfg.detectedKey, result.language)
    } catch {
      /* not remembered */
    }
  }
  if (result.language === 'EN') return
  const known = cfg.paths[path]
  const prefix = '/' + result.language.toLowerCase()
  const target = (known && known[result.language]) || prefix + (path === '/' ? '' : path)
  // Hide the English page so it never flashes while the browser leaves it.
  root.style.visibility = 'hidden'
  location.replace(target + location.search + location.hash)
}

function buildConfig(): PrePaintConfig {
  const paths: PrePaintConfig['paths'] = {}
  for (const id of PAGE_ROUTE_IDS) {
    const entry: Record<string, string> = {}
    for (const locale of PREFIXED_LOCALES) entry[locale.toUpperCase()] = publicPath(id, locale)
    paths[publicPath(id, 'en')] = entry
  }
  return {
    prefixes: PREFIXED_LOCALES,
    preferredKey: PREFERRED_KEY,
    detectedKey: DETECTED_KEY,
    pendingAttr: PENDING_ATTR,
    tables: LANGUAGE_TABLES,
    paths,
  }
}

/** The inline head script (identical on every page, so one CSP hash covers it). */
export const PRE_PAINT_SCRIPT = `(${prePaint.toString()})(${resolveLanguageSync.toString()},${JSON.stringify(buildConfig())})`
