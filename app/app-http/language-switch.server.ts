import { DEFAULT_LANG, isLang } from '~/i18n/languages'
import { LANGUAGE_SWITCH_PATH } from '~/i18n/language-switch'
import { findByPublicPath, publicPath, switchLanguagePath } from '~/i18n/slugs'
import { redirect } from './redirect'

/**
 * The target of a no-JavaScript language switch (`/language?lang=fr&path=/best-vpns`):
 * the same page in the chosen language, from the slug table. Input that is not ours
 * leads to a home page, never elsewhere: an unknown language → the English home (or
 * the home of the page's language), a path that is not one of our pages (another
 * origin, `//host`, a typo) → the chosen language's home.
 */
export function languageSwitchTarget(params: URLSearchParams): string {
  const lang = params.get('lang')
  const path = params.get('path') ?? ''
  const page = path.startsWith('/') ? findByPublicPath(path) : undefined
  if (!isLang(lang)) return page ? publicPath('/{-$lang}', page.lang) : publicPath('/{-$lang}', DEFAULT_LANG)
  if (!page) return publicPath('/{-$lang}', lang)
  return switchLanguagePath(path, lang)
}

/**
 * Answers GET/HEAD `/language`: 303 See Other to the target (a relative, same-origin
 * path from the slug table). Not cached: the answer depends on the query. Returns
 * undefined for every other request.
 */
export function languageSwitchResponse(request: Request, url: URL): Response | undefined {
  if (url.pathname !== LANGUAGE_SWITCH_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined
  // The target is always a page of the slug table; redirect() checks it again.
  return redirect(303, languageSwitchTarget(url.searchParams)) ?? redirect(303, publicPath('/{-$lang}', DEFAULT_LANG))!
}
