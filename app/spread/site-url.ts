import { useRouteContext } from '@tanstack/react-router'

/** SITE_URL as the router context holds it (app/router.tsx): for addresses other sites copy. */
export const useSiteUrl = (): string => useRouteContext({ from: '__root__', select: (context) => context.siteUrl })
