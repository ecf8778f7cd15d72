import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { AS_OF, LAST_REVIEWED } from '~/content/as-of'
import { formatDay } from '~/content/format'
import type { Lang } from '~/i18n/languages'
import { publicPath, type PageRouteId } from '~/i18n/slugs'
import { escapeMarkup as x } from '~/lib/escape-markup'
import { absoluteUrl } from '~/seo/alternates'
import { SITE_NAME } from '~/seo/site'
import { LICENCE } from './open-data'
import { DATASETS, dataPath } from './paths'

/** The pages an offline copy holds, in order: the home page, the updates, how to act, the affiliate disclosure. */
export const OFFLINE_PAGES = [
  { id: 'home', routeId: '/{-$lang}' },
  { id: 'updates', routeId: '/{-$lang}/updates' },
  { id: 'act', routeId: '/{-$lang}/act' },
  { id: 'affiliate-disclosure', routeId: '/{-$lang}/affiliate-disclosure' },
] as const satisfies ReadonlyArray<{ id: string; routeId: PageRouteId }>

/** The offline copy's own texts in a language (app/spread/offline.ts), HTML-escaped where they are HTML. */
export function offlineTexts(i18n: I18n, lang: Lang, siteUrl: string) {
  const asOf = formatDay(AS_OF, lang)
  const reviewed = formatDay(LAST_REVIEWED, lang)
  const home = absoluteUrl(siteUrl, publicPath('/{-$lang}', lang))
  const licence = `${LICENCE.name} (${LICENCE.id})`
  const link = (href: string) => `<a href="${x(href)}">${x(href)}</a>`
  return {
    title: t(i18n)({
      message: `${SITE_NAME} — offline copy`,
      comment: 'Title of the offline copy (one HTML file to save and pass on). SITE_NAME is "Chat Control Info", keep it.',
    }),
    intro: [
      x(
        t(i18n)({
          message: `This single file holds the site’s main content: it opens without a connection, loads nothing and runs no script. Save it, pass it on or print it.`,
          comment: 'Offline copy (one HTML file): first line of its introduction.',
        }),
      ),
      x(
        t(i18n)({
          message: `The site describes the situation on ${asOf}; its record of what happened since was last reviewed on ${reviewed}.`,
          comment:
            'Offline copy: second line of its introduction. asOf: the day the site describes; reviewed: the last review of the updates.',
        }),
      ),
      `${x(t(i18n)({ message: 'The newest version:', comment: 'Offline copy: before the address of the site (a link).' }))} ${link(home)}`,
    ],
    contentsLabel: t(i18n)({ message: 'Contents', comment: 'Offline copy: accessible name of its list of sections. One word.' }),
    sectionNames: [
      t(i18n)({
        message: 'Chat Control: what it is, where it stands, tools',
        comment: 'Offline copy: name of its first section (the home page).',
      }),
      t(i18n)({ message: 'What happened since', comment: 'Offline copy: name of its section with the updates after the as-of date.' }),
      t(i18n)({
        message: 'Act now: your MEPs and the letter',
        comment:
          'Offline copy: name of its section with the "Act now" page (how to find one’s MEPs and write to them). Glossary: de "Europaabgeordnete".',
      }),
      t(i18n)({
        message: 'How we earn money: affiliate disclosure',
        comment: 'Offline copy: name of its section with the affiliate disclosure (how the tool links earn commissions).',
      }),
    ],
    footer:
      x(
        t(i18n)({
          message: `You may pass this file on unchanged. The open data behind it is published under ${licence}:`,
          comment: 'Offline copy: its last line, followed by the addresses of the open data files (links). Keep the licence name as it is.',
        }),
      ) + ` ${DATASETS.map((name) => link(absoluteUrl(siteUrl, dataPath(name)))).join(', ')}`,
  }
}
