import { msg } from '@lingui/core/macro'

/**
 * The feed's title: in the feed itself (feed.ts) and in every page's <link rel="alternate">
 * (site-head.ts). Apart from feed-paths.ts, which the server and the build steps import
 * without the Lingui macro.
 */
export const FEED_TITLE = msg({
  message: 'Chat Control Info: updates and news',
  comment: 'Title of the Atom feed (shown in feed readers).',
})
