import { msg } from '@lingui/core/macro'
import { LAST_REVIEWED } from '~/content/as-of'
import type { MemberState } from '~/content/member-state'
import { publicPath } from '~/i18n/slugs'
import { absoluteUrl, alternatesOf } from './alternates'
import { buildHead, type HeadTags } from './head-tags'
import { siteInfo, type SeoContext } from './page-head'
import { HOME_NAME, SEO_ENTRIES } from './seo-entries'
import { DEFAULT_GEO, SITE_NAME, SOCIAL_IMAGE } from './site'
import { shareImagePath } from '~/spread/paths'
import { shareImageAlt } from '~/spread/share-image'

const TITLE = msg({
  message: `{country}: who decides on Chat Control`,
  comment:
    "A member state's action page (/act/germany): its title in search results, the browser tab and shared links, followed by \" | Chat Control Info\". country: the country's name. At most 50 characters with your language's longest country name, so the whole title stays within 70 (tests/unit/seo-lengths.test.ts).",
})

const DESCRIPTION = msg({
  message: `{country} has {seats} MEPs. How each voted on message scanning in 2026, who speaks for your government in the Council, and a letter to each.`,
  comment:
    "A member state's action page (/act/germany): its description in search results and shared links (meta description). country: the country's name; seats: its number of seats in the European Parliament. At most 160 characters with your language's longest country name and two-digit seats (tests/unit/seo-lengths.test.ts): shorten the wording, never the country's name.",
})

/** A member state's action page's head (docs/product.md#act-now): like pageHead, with the state's own paths in every language. */
export function countryHead(context: SeoContext & { state: MemberState }): HeadTags {
  const { i18n, lang, siteUrl, state } = context
  const name = i18n._(state.name)
  const title = i18n._(TITLE.id, { country: name })
  const canonical = absoluteUrl(siteUrl, state.path(lang))
  const act = SEO_ENTRIES['/{-$lang}/act']
  return buildHead(
    {
      title: `${title} | ${SITE_NAME}`,
      socialTitle: title,
      description: i18n._(DESCRIPTION.id, { country: name, seats: state.seats }),
      keywords: i18n
        ._(act.keywords)
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
      canonical,
      // The state's own share image (app/spread/share-image.ts, drawn by the build: scripts/spread.ts).
      image: { url: absoluteUrl(siteUrl, shareImagePath(lang, state.code)), ...SOCIAL_IMAGE, alt: shareImageAlt(i18n, lang, state) },
      lang: lang,
      alternates: alternatesOf((l) => state.path(l), siteUrl),
      modifiedTime: LAST_REVIEWED,
      breadcrumbs: [
        { name: i18n._(HOME_NAME), url: absoluteUrl(siteUrl, publicPath('/{-$lang}', lang)) },
        { name: i18n._(act.name), url: absoluteUrl(siteUrl, publicPath('/{-$lang}/act', lang)) },
        { name, url: canonical },
      ],
      geo: DEFAULT_GEO,
    },
    siteInfo(siteUrl),
  )
}
