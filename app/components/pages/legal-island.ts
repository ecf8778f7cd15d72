import type { I18n } from '@lingui/core'
import { defineIsland } from '~/components/island/static-island'
import type { Locale } from '~/i18n/languages'

/**
 * The three legal pages' documents: components in legal-islands.tsx, text in the
 * `legal` catalog. Static islands (docs/decisions/006): a first visit hydrates the
 * page without either; the route loaders prepare them for client-side renders.
 */
export const legalIsland = defineIsland(() => import('./legal-islands'), 'legal')

/** Route loader of the three legal pages (see loadHomeIsland). */
export async function loadLegalIsland({ context }: { context: { i18n: I18n; locale: Locale } }) {
  await legalIsland.prepare(context.i18n, context.locale)
}
