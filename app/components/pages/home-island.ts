import type { I18n } from '@lingui/core'
import { defineIsland } from '~/components/island/static-island'
import type { Locale } from '~/i18n/languages'

/**
 * The home page's static content (hero, explainer, tools, news): components in
 * home-islands.tsx, strings in the `home` catalog. Prepared by the home route's
 * loader for client-side renders; never downloaded on a first visit (decision 006).
 */
export const homeIsland = defineIsland(() => import('./home-islands'), 'home')

/** The id of the news list, which the (hydrated) view-all button controls. */
export const NEWS_LIST_ID = 'news-list'

/** Route loader: the module and strings for the server render and client-side renders. */
export async function loadHomeIsland({ context }: { context: { i18n: I18n; locale: Locale } }) {
  await homeIsland.prepare(context.i18n, context.locale)
}
