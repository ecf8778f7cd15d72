import { PREFIXED_LANGS } from '~/i18n/languages'
import { DETECTED_KEY, LANGUAGE_TABLES, PREFERRED_KEY, resolveLanguageSync } from '~/i18n/resolve-language'
import { ALL_ROUTE_IDS, publicPath } from '~/i18n/slugs'
import { HYDRATED_ATTR, PENDING_ATTR } from '~/i18n/pending'
import { LANGUAGE_SWITCH_ATTR } from '~/i18n/language-switch'
import { AS_OF, LATE_NOTICE_AFTER_DAYS } from '~/content/as-of'
import { SNAPSHOT_ATTR } from '~/i18n/snapshot'

interface PrePaintConfig {
  prefixes: readonly string[]
  preferredKey: string
  detectedKey: string
  pendingAttr: string
  switchAttr: string
  hydratedAttr: string
  tables: typeof LANGUAGE_TABLES
  /** English public path → language code → that page's public path. */
  paths: Record<string, Record<string, string>>
  snapshotAttr: string
  /** Milliseconds since the epoch after which the visitor is long past the as-of date. */
  lateAfter: number
}

/**
 * How far the visitor's clock is from the day the site describes (docs/product.md#as-of-date):
 * `late` more than LATE_NOTICE_AFTER_DAYS after it — CSS then shows the notice that
 * points at the updates page (as-of-band.tsx) — else `fresh`, which lets the urgent
 * article's dot pulse. Set before the first paint, so neither shifts the layout;
 * without JavaScript neither happens and the as-of captions say the date.
 */
function markSnapshot(cfg: PrePaintConfig): void {
  document.documentElement.setAttribute(cfg.snapshotAttr, Date.now() > cfg.lateAfter ? 'late' : 'fresh')
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

/**
 * The language selectors before the app has booted (docs/product.md#manual-language-change):
 * their HTML already works — links to the page in each language, and a GET form for
 * the `<select>`s — and this adds the manual change's storage rules and a history
 * replace. Once the app is up (<html data-hydrated>) its own handlers take over;
 * while geolocation decides (<html data-lang-pending>) the selectors stay inert.
 */
function enhanceLanguageSwitch(cfg: PrePaintConfig): void {
  const root = document.documentElement
  const choose = (event: Event, code: string | null, href: string) => {
    if (root.hasAttribute(cfg.hydratedAttr)) return
    event.preventDefault()
    if (root.hasAttribute(cfg.pendingAttr) || !code) return
    try {
      localStorage.setItem(cfg.preferredKey, code)
      localStorage.removeItem(cfg.detectedKey)
    } catch {
      /* storage blocked: the link still works */
    }
    location.replace(href)
  }
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    const link = target && target.closest('a[' + cfg.switchAttr + ']')
    if (link instanceof HTMLAnchorElement && event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
      choose(event, link.getAttribute(cfg.switchAttr), link.href)
    }
  })
  document.addEventListener('change', (event) => {
    const select = event.target
    if (!(select instanceof HTMLSelectElement) || !select.hasAttribute(cfg.switchAttr) || !select.form) return
    const query = new URLSearchParams()
    for (const el of Array.from(select.form.elements)) {
      if ((el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && el.name) query.set(el.name, el.value)
    }
    choose(event, select.value.toUpperCase(), select.form.action + '?' + query.toString())
  })
}

function buildConfig(): PrePaintConfig {
  const paths: PrePaintConfig['paths'] = {}
  // Every page of the slug table, the newsletter's token pages included (their ?token= is kept).
  for (const id of ALL_ROUTE_IDS) {
    const entry: Record<string, string> = {}
    for (const lang of PREFIXED_LANGS) entry[lang.toUpperCase()] = publicPath(id, lang)
    paths[publicPath(id, 'en')] = entry
  }
  return {
    prefixes: PREFIXED_LANGS,
    preferredKey: PREFERRED_KEY,
    detectedKey: DETECTED_KEY,
    pendingAttr: PENDING_ATTR,
    switchAttr: LANGUAGE_SWITCH_ATTR,
    hydratedAttr: HYDRATED_ATTR,
    tables: LANGUAGE_TABLES,
    paths,
    snapshotAttr: SNAPSHOT_ATTR,
    lateAfter: Date.parse(`${AS_OF}T00:00:00Z`) + LATE_NOTICE_AFTER_DAYS * 86_400_000,
  }
}

/** The inline head script (identical on every page, so one CSP hash covers it). */
export const PRE_PAINT_SCRIPT = `(function(cfg){(${markSnapshot.toString()})(cfg);(${prePaint.toString()})(${resolveLanguageSync.toString()},cfg);(${enhanceLanguageSwitch.toString()})(cfg)})(${JSON.stringify(buildConfig())})`
