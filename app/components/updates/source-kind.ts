import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Source } from '~/content/schema'

/**
 * The label beside a source of the record (app/content/schema.ts, `kind`): on the updates
 * page (./source-links.tsx), in the newsletter's updates issue (./updates-digest.ts) and in
 * the title of the Atom feed's related links (app/seo/feed.ts). In the `updates` catalog.
 */
export const SOURCE_KIND_LABEL: Readonly<Record<NonNullable<Source['kind']>, MessageDescriptor>> = {
  primary: msg({
    message: 'primary source',
    comment:
      'Updates page, newsletter and feed: a small label after a source link. The source is the institution or the record itself (the Council, the Parliament, EUR-Lex, a roll call). Lower case, short.',
  }),
  secondary: msg({
    message: 'secondary source',
    comment:
      'Updates page, newsletter and feed: a small label after a source link. The source reports or relays what others did (news, a campaign, a tracker, an aggregator). Lower case, short.',
  }),
}

/**
 * The label beside a source that was cited without being opened (`unread`, app/content/schema.ts):
 * an institution's own record whose address other sources give. Shown after the kind, in the same
 * places as SOURCE_KIND_LABEL.
 */
export const SOURCE_UNREAD_LABEL: MessageDescriptor = msg({
  message: 'not opened by us',
  comment:
    'Updates page, newsletter, feed and "where it stands": a small label after a primary source’s link whose page we could not open; we cite it for its address, which other sources give, and every entry also has a source we read. Lower case, short.',
})
