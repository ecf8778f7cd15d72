import { defineIsland } from '~/components/island/static-island'

/**
 * The three legal pages' documents: components in legal-islands.tsx, text in the
 * `legal` catalog. Static islands (docs/decisions/006): a first visit hydrates the
 * page without either; the route loaders prepare them for client-side renders.
 */
export const legalIsland = defineIsland(() => import('./legal-islands'), 'legal')
