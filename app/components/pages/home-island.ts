import { defineIsland } from '~/components/island/static-island'

/**
 * The home page's static content (hero, explainer, tools, news): components in
 * home-islands.tsx, strings in the `home` catalog. Prepared by the home route's
 * loader for client-side renders; never downloaded on a first visit (decision 006).
 */
export const homeIsland = defineIsland(() => import('./home-islands'), 'home')
