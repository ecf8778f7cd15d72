import { getConfig } from '~/config.server'
import { SERVER_ROUTE_CACHE } from '~/app-http/cache'
import { createI18n, loadCatalog } from '~/i18n/lingui'
import { buildFeed } from './feed'
import { ATOM_CONTENT_TYPE, feedLocale } from './feed-paths'

/**
 * The Atom feed of a language for a GET/HEAD of its path (app/seo/feed-paths.ts), or
 * null. The build writes the answers to files (scripts/prerender-extra.ts) and the Node
 * server answers those from memory; this answers them in development and wherever the
 * app itself serves the path.
 */
export async function feedResponse(path: string): Promise<Response | null> {
  const lang = feedLocale(path)
  if (!lang) return null
  await Promise.all([loadCatalog(lang), loadCatalog(lang, 'updates'), loadCatalog(lang, 'home')])
  const body = buildFeed(createI18n(lang), lang, getConfig().SITE_URL)
  return new Response(body, { headers: { 'content-type': ATOM_CONTENT_TYPE, 'cache-control': SERVER_ROUTE_CACHE } })
}
