import { LANGS, type Lang } from '~/i18n/languages'
import { MEMBER_STATES, type MemberStateCode } from '~/content/member-states'

/*
 * Where the files that spread the campaign live (docs/open-data.md): the calendar of each
 * language, the open data and their JSON Schemas, the embeddable cards and the badge, the
 * offline copy of each language and the share image of each country and language. The build
 * writes them (scripts/spread.ts); the Node server answers all but the images from memory
 * (server/fast-path.ts) with the headers below, and the images as files. No Lingui text here:
 * the server and the build's configuration import this module.
 */

/** The calendar of a language (RFC 5545): `/calendar/en.ics`, `/calendar/nl.ics` … */
export const calendarPath = (lang: Lang): string => `/calendar/${lang}.ics`

/** The open data sets, one JSON file each with its JSON Schema beside it. */
export const DATASETS = ['positions', 'updates', 'events', 'meps'] as const
export type Dataset = (typeof DATASETS)[number]
export const dataPath = (name: Dataset): string => `/data/${name}.json`
export const schemaPath = (name: Dataset): string => `/data/${name}.schema.json`

/** What an embeddable card shows: the whole tracker, or one member state. */
export type EmbedSubject = 'tracker' | MemberStateCode
/** `/embed/en/tracker`, `/embed/de/de` (Germany's card in German) … the only paths another site may frame. */
export const embedPath = (lang: Lang, subject: EmbedSubject): string =>
  `/embed/${lang}/${subject === 'tracker' ? 'tracker' : subject.toLowerCase()}`
/** The SVG badge of the tally, for an `<img>` on another site. */
export const badgePath = (lang: Lang): string => `/embed/${lang}/tracker.svg`

/** The offline copy of a language: one HTML file, no script, nothing to load. */
export const offlineFileName = (lang: Lang): string => `chat-control-info-${lang}.html`
export const offlinePath = (lang: Lang): string => `/offline/${offlineFileName(lang)}`

/** The share image of a member state in a language (1200 × 630 PNG). */
export const shareImagePath = (lang: Lang, code: MemberStateCode): string => `/share/${lang}/${code.toLowerCase()}.png`

type SpreadKind = 'calendar' | 'data' | 'schema' | 'embed' | 'badge' | 'offline'

/** One file the build writes and the server holds in memory: its public path and its file under dist/client. */
export interface SpreadFile {
  path: string
  /** Relative to dist/client: a card is `embed/en/tracker.html`, served at `/embed/en/tracker`. */
  file: string
  kind: SpreadKind
  lang?: Lang
}

const codes = MEMBER_STATES.map((state) => state.code)

/** Every file served from memory, in a stable order. */
export function spreadFiles(langs: readonly Lang[] = LANGS): SpreadFile[] {
  const files: SpreadFile[] = []
  for (const name of DATASETS) {
    files.push({ path: dataPath(name), file: dataPath(name).slice(1), kind: 'data' })
    files.push({ path: schemaPath(name), file: schemaPath(name).slice(1), kind: 'schema' })
  }
  for (const lang of langs) {
    files.push({ path: calendarPath(lang), file: calendarPath(lang).slice(1), kind: 'calendar', lang })
    files.push({ path: offlinePath(lang), file: offlinePath(lang).slice(1), kind: 'offline', lang })
    files.push({ path: badgePath(lang), file: badgePath(lang).slice(1), kind: 'badge', lang })
    for (const subject of ['tracker', ...codes] as const) {
      const path = embedPath(lang, subject)
      files.push({ path, file: `${path.slice(1)}.html`, kind: 'embed', lang })
    }
  }
  return files
}
