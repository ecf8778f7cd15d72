import { DEFAULT_LANG, isLang, type Lang } from '~/i18n/languages'

/**
 * The browser's one reading of the page's language (docs/decisions/018-one-owner-for-the-language.md):
 * at boot, before the router exists, the language the server's root route decided and
 * wrote into <html lang> (app/routes/__root.tsx). The client entry loads its catalog
 * with it, the router's Lingui instance starts in it (app/client.tsx, app/router.tsx);
 * from then on the root route's `lang` is the source, in the browser as on the server.
 * Undefined outside a browser (the server has the route).
 */
export function bootLang(): Lang | undefined {
  if (typeof document === 'undefined') return undefined
  const lang = document.documentElement.lang
  return isLang(lang) ? lang : DEFAULT_LANG
}
