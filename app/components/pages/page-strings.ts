import type { I18n } from '@lingui/core'
import type { Locale } from '~/i18n/languages'
import { loadNamespace } from '~/i18n/lingui'

interface LoaderArgs {
  context: { i18n: I18n; locale: Locale }
}

/**
 * Route loaders of the pages whose content is static (`Hydrate` with `never()`):
 * the home page's sections and the legal documents keep their server HTML on a
 * first visit and need neither code nor strings then. The loaders run for the
 * server render and before a client-side render (a navigation, a language switch),
 * which are the renders that need the strings (docs/decisions/006).
 */
export async function loadHomeStrings({ context }: LoaderArgs) {
  await Promise.all([
    loadNamespace(context.i18n, context.locale, 'home'),
    // The sections' code too, in the browser, so a client-side render does not wait
    // for it after the navigation (the boundary's own chunk then finds it loaded).
    typeof document === 'undefined' ? undefined : import('~/components/sections/home-sections'),
  ])
}

export async function loadLegalStrings({ context }: LoaderArgs) {
  await loadNamespace(context.i18n, context.locale, 'legal')
}
