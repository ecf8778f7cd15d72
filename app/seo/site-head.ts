import { msg } from '@lingui/core/macro'
import type { LinkTag, MetaTag } from './head-tags'
import type { SeoContext } from './page-head'
import { SEO_ENTRIES } from './seo-entries'
import { SITE_NAME, THEME_COLOR } from './site'
import { feedPath } from './feed-paths'
import { FEED_TITLE } from './feed-title'

const PAGE_NOT_FOUND = msg`Page Not Found`
interface MatchState {
  status: string
  globalNotFound?: boolean
  /** Set by the router on the match that renders a not-found component (internal, not typed). */
  _notFound?: boolean
}

/**
 * The root route's share of the head: icons, manifest and theme colour, plus the
 * defaults every page route overrides (the router keeps the deepest route's tag of
 * each name). What is left for documents without a page — the 404 and error
 * pages — is a generic title, the site description and `noindex`.
 */
export function siteHead(ctx: { match: { context: SeoContext }; matches: readonly MatchState[] }): {
  meta: MetaTag[]
  links: LinkTag[]
} {
  const { i18n, lang: lang } = ctx.match.context
  const notFound = ctx.matches.some((m) => m.status === 'notFound' || m.globalNotFound || m._notFound)
  return {
    meta: [
      { title: notFound ? `${i18n._(PAGE_NOT_FOUND)} | ${SITE_NAME}` : SITE_NAME },
      { name: 'description', content: i18n._(SEO_ENTRIES['/{-$lang}'].description) },
      { name: 'robots', content: 'noindex' },
      { name: 'theme-color', content: THEME_COLOR },
    ],
    links: [
      // ICO for old browsers and crawlers that ask for /favicon.ico, SVG for the rest.
      { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
      { rel: 'manifest', href: '/site.webmanifest' },
      // The page's language's Atom feed: updates after the as-of date and the news (app/seo/feed.ts).
      { rel: 'alternate', type: 'application/atom+xml', href: feedPath(lang), title: i18n._(FEED_TITLE) },
    ],
  }
}
