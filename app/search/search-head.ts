import { msg } from '@lingui/core/macro'
import { buildHead, type HeadTags } from '~/seo/head-tags'
import { pageMetadata, siteInfo, type SeoContext } from '~/seo/page-head'
import { SITE_NAME } from '~/seo/site'
import { SEARCH_ROUTE_ID } from './search-query'

/**
 * The search page's head: the page's own metadata (noindex: app/i18n/slugs.ts), and with a
 * query a <title> that names it, so the browser's history and tabs tell searches apart.
 * The query is text in <title> (React escapes it); the social title and the JSON-LD keep
 * the page's own name, so no query is written into a script element.
 */
export function searchHead(ctx: { match: { context: SeoContext } }, query: string): HeadTags {
  const { i18n, siteUrl } = ctx.match.context
  const page = pageMetadata(SEARCH_ROUTE_ID, ctx.match.context)
  if (query.trim()) {
    const title = i18n._(
      msg({
        message: `“${query}”: search`,
        comment:
          'Search page (/search) with a query: the browser tab and history title, followed by " | Chat Control Info". query: what the visitor typed. Use the quotation marks of your language.',
      }),
    )
    page.title = `${title} | ${SITE_NAME}`
  }
  return buildHead(page, siteInfo(siteUrl))
}
