/**
 * The no-JavaScript language switch of the `<select>` selectors: a GET form to this
 * path with `lang` (the target language) and `path` (the public path of the page the
 * visitor is on). The server answers with a redirect (app/app-http/language-switch.server.ts).
 */
export const LANGUAGE_SWITCH_PATH = '/language'

/** Marks the selectors' links and selects for the pre-hydration handler (pre-paint.ts). */
export const LANGUAGE_SWITCH_ATTR = 'data-lang-switch'
