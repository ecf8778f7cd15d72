import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { ALL_MEMBER_STATES } from '~/content/member-state'
import { DEFAULT_LANG, LANGS, isBorrowed, type Lang } from '~/i18n/languages'
import { pseudoLocalize } from '~/i18n/pseudo-localize'
import { publicPath } from '~/i18n/slugs'
import { absoluteUrl } from '~/seo/alternates'
import { buildCalendar } from './calendar'
import { countryCard, trackerBadge, trackerCard, type CardLinks } from './embed'
import { buildOpenData } from './open-data'
import { badgePath, calendarPath, embedPath, shareImagePath } from './paths'
import { shareImageSvg } from './share-image'

/*
 * What scripts/spread.ts writes, made from the content modules with the site's catalogs.
 * Loaded through Vite's module runner with the Lingui macro and the Lingui Vite plugin, so
 * texts and catalogs compile exactly as in the build (as scripts/newsletter/updates-issue.ts).
 */

// Every catalog a spread file reads, compiled by the Lingui Vite plugin, by language folder.
const catalogs = import.meta.glob<{ messages: Messages }>(
  ['../../locales/*/messages.po', '../../locales/*/home.po', '../../locales/*/updates.po', '../../locales/*/act.po'],
  { eager: true },
)
const NAMESPACES = ['messages', 'home', 'updates', 'act'] as const
const load = (lang: Lang): Messages =>
  Object.assign({}, ...NAMESPACES.map((ns) => catalogs[`../../locales/${lang}/${ns}.po`]?.messages ?? {})) as Messages

const i18ns = new Map<Lang, I18n>()
/** The i18n of a language: its catalogs over the English ones; a borrowed language pseudo-localizes English (app/i18n/lingui.ts). */
export function i18nFor(lang: Lang): I18n {
  let i18n = i18ns.get(lang)
  if (!i18n) {
    const english = load(DEFAULT_LANG)
    const messages = isBorrowed(lang) ? pseudoLocalize(english) : { ...english, ...load(lang) }
    i18n = setupI18n()
    i18n.loadAndActivate({ locale: lang, messages })
    i18ns.set(lang, i18n)
  }
  return i18n
}

export interface TextFile {
  path: string
  body: string
}

function cardLinks(siteUrl: string, lang: Lang): CardLinks {
  const home = absoluteUrl(siteUrl, publicPath('/{-$lang}', lang))
  return { tracker: `${home}#news`, act: (state) => absoluteUrl(siteUrl, state.path(lang)) }
}

/** The calendars, the open data with their schemas, the cards and the badges. */
export function textFiles(siteUrl: string): TextFile[] {
  const files: TextFile[] = buildOpenData((lang, message) => i18nFor(lang)._(message), siteUrl)
  for (const lang of LANGS) {
    const i18n = i18nFor(lang)
    const links = cardLinks(siteUrl, lang)
    const home = absoluteUrl(siteUrl, publicPath('/{-$lang}', lang))
    files.push({ path: calendarPath(lang), body: buildCalendar(i18n, lang, siteUrl) })
    files.push({ path: embedPath(lang, 'tracker'), body: trackerCard(i18n, lang, links, home) })
    files.push({ path: badgePath(lang), body: trackerBadge(i18n, lang) })
    for (const state of ALL_MEMBER_STATES)
      files.push({ path: embedPath(lang, state.code), body: countryCard(i18n, lang, state, links, home) })
  }
  return files
}

/** The share image of every member state in every language, as SVG for the build to render. */
export function shareImages(): Array<{ path: string; svg: string }> {
  return LANGS.flatMap((lang) =>
    ALL_MEMBER_STATES.map((state) => ({ path: shareImagePath(lang, state.code), svg: shareImageSvg(i18nFor(lang), lang, state) })),
  )
}
