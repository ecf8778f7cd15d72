import { createIsomorphicFn } from '@tanstack/react-start'
import { getConfig } from '~/config.server'

/**
 * SITE_URL for the router context (docs/decisions/004). On the server it is the
 * validated environment value; in the browser it starts empty and the router's
 * `hydrate` fills it in from the server's dehydrated state before any route runs.
 */
export const getSiteUrl = createIsomorphicFn()
  .server(() => getConfig().SITE_URL)
  .client(() => '')
