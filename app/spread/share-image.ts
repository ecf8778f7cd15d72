import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { POSITION_TEXT, TALLY, type CountryStatus } from '~/content/countries'
import { formatDay } from '~/content/format'
import type { MemberState } from '~/content/member-state'
import type { Lang } from '~/i18n/languages'
import { escapeMarkup as x } from '~/lib/escape-markup'
import { SITE_NAME, SOCIAL_IMAGE, THEME_COLOR } from '~/seo/site'

/*
 * The share image of a member state in a language (docs/open-data.md#share): an SVG the
 * build renders to a 1200 × 630 PNG (scripts/spread.ts, resvg with the DejaVu fonts the
 * project installs), in the look of the site's own social cards (scripts/generate-icons.ts):
 * the dark base, the accent bar, the state's name, its position in the tally and the call to act.
 */

const ACCENT = '#5fe0cd'
const FG = '#e7edf6'
// The dark theme's status colours (app/styles.css).
const STATUS_FILL: Record<CountryStatus, string> = { oppose: '#5ad68a', support: '#f6a04d', neutral: '#a3b2c7' }

/** Splits a text into lines of at most `max` characters, at spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) lines.push(line)
  return lines
}

/** The text a share image shows, also its alt text where a page names it. */
function shareImageText(i18n: I18n, lang: Lang, state: MemberState) {
  const { position } = state
  const name = i18n._(state.name)
  const tallyDay = formatDay(TALLY.date, lang)
  const latest = position.moved ?? { status: position.status, date: position.sourceDate }
  const day = formatDay(latest.date, lang)
  return {
    name,
    status: latest.status,
    position: t(i18n)({
      message: `Government’s position on ${day}:`,
      comment:
        'Share image of a member state (the picture shown when its page is shared): before the government’s position (Support, Against, Undecided) in large letters; the date is the day of its source.',
    }),
    statusText: i18n._(POSITION_TEXT[latest.status]),
    tally: t(i18n)({
      message: `Council tally of ${tallyDay} and later moves, with sources`,
      comment: 'Share image of a member state: small line under the position. tallyDay: 12 September 2025.',
    }),
    call: t(i18n)({
      message: `Chat Control: write to the MEPs of ${name}`,
      comment: 'Share image of a member state: the call to act, in large letters. Glossary: de "Europaabgeordnete". Keep it short.',
    }),
  }
}

export function shareImageSvg(i18n: I18n, lang: Lang, state: MemberState): string {
  const text = shareImageText(i18n, lang, state)
  const { width, height } = SOCIAL_IMAGE
  const nameSize = text.name.length > 14 ? 76 : 96
  const call = wrap(text.call, 34)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${THEME_COLOR}"/>`,
    `<circle cx="1040" cy="150" r="360" fill="#0f1c2e"/>`,
    `<g font-family="DejaVu Sans" fill="${FG}">`,
    `<text x="80" y="110" font-size="32" font-weight="bold">${x(SITE_NAME)}</text>`,
    `<text x="80" y="${150 + nameSize}" font-size="${nameSize}" font-weight="bold" fill="#fff">${x(text.name)}</text>`,
    `<text x="80" y="${215 + nameSize}" font-size="28">${x(text.position)}</text>`,
    `<rect x="80" y="${240 + nameSize}" width="14" height="56" rx="3" fill="${STATUS_FILL[text.status]}"/>`,
    `<text x="110" y="${287 + nameSize}" font-size="56" font-weight="bold" fill="${STATUS_FILL[text.status]}">${x(text.statusText)}</text>`,
    `<text x="80" y="${340 + nameSize}" font-size="24">${x(text.tally)}</text>`,
    ...call.map((line, i) => `<text x="80" y="${505 + i * 46}" font-size="40" font-weight="bold" fill="${ACCENT}">${x(line)}</text>`),
    '</g>',
    `<rect y="${height - 14}" width="${width}" height="14" fill="${ACCENT}"/>`,
    '</svg>',
  ].join('\n')
}

/** The share image's alt text: what it shows, in one sentence (a page's og:image:alt). */
export function shareImageAlt(i18n: I18n, lang: Lang, state: MemberState): string {
  const text = shareImageText(i18n, lang, state)
  return `${text.name}. ${text.position} ${text.statusText}. ${text.call}.`
}
