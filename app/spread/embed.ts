import type { I18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { AS_OF } from '~/content/as-of'
import { POSITION_TEXT, STATUS_ORDER, TALLY, countPositions, type CountryStatus } from '~/content/countries'
import { formatDay } from '~/content/format'
import type { MemberState } from '~/content/member-state'
import { getLanguage, type Lang } from '~/i18n/languages'
import { escapeMarkup as x } from '~/lib/escape-markup'
import { SITE_NAME } from '~/seo/site'
import { CARD_CSS } from './embed-style'

/*
 * The embeddable cards (docs/open-data.md#embed): one for the whole tracker and one per
 * member state, in each language — small, self-contained HTML that another site frames.
 * No script, no form, no control that acts: text, and links that open the site in a new
 * tab. The style is one inline sheet allowed by its hash (./embed-style.ts), images none, so
 * a card makes no request at all. The SVG badge of the tally is for an `<img>`.
 */

/** Where a card's links lead: absolute URLs of the site, computed by the caller (app/spread/build.ts). */
export interface CardLinks {
  /** The home page's tracker (#news) in the card's language. */
  tracker: string
  /** The member state's "Act now" page. */
  act: (state: MemberState) => string
}

/** A link that opens the site in a new tab, out of the frame. */
const out = (href: string, text: string, className?: string) =>
  `<a href="${x(href)}" target="_blank" rel="noopener"${className ? ` class="${className}"` : ''}>${x(text)}</a>`

function page(i18n: I18n, lang: Lang, title: string, body: string, home: string): string {
  const asOf = formatDay(AS_OF, lang)
  const footer = t(i18n)({
    message: `${SITE_NAME} · situation on ${asOf}`,
    comment:
      'Embeddable card (framed on other sites): its last line, a link to the site. SITE_NAME is "Chat Control Info", keep it; asOf: the day the site describes.',
  })
  return [
    '<!doctype html>',
    `<html lang="${x(getLanguage(lang).tag)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${x(title)}</title>`,
    `<style>${CARD_CSS}</style></head>`,
    `<body><main>${body}<footer>${out(home, footer)}</footer></main></body>`,
    '</html>',
    '',
  ].join('\n')
}

function tallyCaption(i18n: I18n, lang: Lang): string {
  const tallyDay = formatDay(TALLY.date, lang)
  return t(i18n)({
    message: `EU governments on the Council text after the working party of ${tallyDay}, as tallied by fightchatcontrol.eu.`,
    comment: 'Embeddable card of the country tracker: caption under the title. tallyDay: 12 September 2025 (the Council working party).',
  })
}

/** The card of the whole tracker: the tally, its day, a link to the tracker. */
export function trackerCard(i18n: I18n, lang: Lang, links: CardLinks, home: string): string {
  const counts = countPositions()
  const title = t(i18n)({
    message: 'Chat Control: where EU governments stand',
    comment: 'Embeddable card of the country tracker (framed on other sites): its title.',
  })
  const boxes = STATUS_ORDER.map(
    (status) =>
      `<div data-status="${status}"><dt class="${status}">${x(i18n._(POSITION_TEXT[status]))}</dt><dd>${counts[status]}</dd></div>`,
  ).join('')
  const body = [
    `<h1>${x(title)}</h1>`,
    `<p class="muted">${x(tallyCaption(i18n, lang))}</p>`,
    `<dl data-counts>${boxes}</dl>`,
    `<p>${out(links.tracker, t(i18n)({ message: 'See every country', comment: 'Embeddable card of the country tracker: link to the full tracker on the site (opens a new tab).' }))}</p>`,
  ].join('')
  return page(i18n, lang, title, body, home)
}

/** The card of one member state: its position in the tally, a move after it, a link to act. */
export function countryCard(i18n: I18n, lang: Lang, state: MemberState, links: CardLinks, home: string): string {
  const entry = state.position
  const name = i18n._(state.name)
  const tallyDay = formatDay(TALLY.date, lang)
  const status = (s: CountryStatus) => `<span class="status ${s}">${x(i18n._(POSITION_TEXT[s]))}</span>`
  const title = t(i18n)({
    message: `${name} on Chat Control`,
    comment: 'Embeddable card of one EU member state (framed on other sites): its title. name: the country.',
  })
  const movedDay = entry.moved ? formatDay(entry.moved.date, lang) : ''
  const moved = entry.moved
    ? `<p data-moved>${x(
        t(i18n)({
          message: `Then, on ${movedDay}:`,
          comment: 'Embeddable card of a member state: before the position the government moved to after the tally (a date).',
        }),
      )} ${status(entry.moved.status)}</p>`
    : ''
  const body = [
    `<h1>${x(title)}</h1>`,
    `<p class="muted">${x(
      t(i18n)({
        message: `Position of the government in the Council tally of ${tallyDay}:`,
        comment:
          'Embeddable card of a member state: before the government’s position (Support, Against, Undecided). tallyDay: 12 September 2025.',
      }),
    )}</p>`,
    `<p data-status="${entry.status}">${status(entry.status)}</p>`,
    moved,
    `<p>${out(
      links.act(state),
      t(i18n)({
        message: `Act now: write to the MEPs of ${name}`,
        comment:
          'Embeddable card of a member state: link to the site’s page that helps a reader write to that country’s MEPs (opens a new tab). Glossary: de "Europaabgeordnete".',
      }),
      'act',
    )}</p>`,
  ].join('')
  return page(i18n, lang, title, body, home)
}

/** The SVG badge of the tally (for `<img>`): the three counts and the tally's day. */
export function trackerBadge(i18n: I18n, lang: Lang): string {
  const counts = countPositions()
  const label = t(i18n)({
    message: 'EU governments on Chat Control',
    comment: 'SVG badge of the country tracker (an image other sites embed): its label, left of the counts. Short: about 30 characters.',
  })
  const tallyDay = formatDay(TALLY.date, lang)
  const colour: Record<CountryStatus, string> = { oppose: '#17733a', neutral: '#46546a', support: '#a8480a' }
  const parts = STATUS_ORDER.map((s) => ({ text: `${i18n._(POSITION_TEXT[s])} ${counts[s]}`, fill: colour[s] }))
  // DejaVu Sans / Verdana widths: about 7 px per character at 11 px.
  const width = (text: string) => Math.ceil(text.length * 7 + 16)
  const labelWidth = width(label)
  let at = labelWidth
  const segments = parts.map((part) => {
    const w = width(part.text)
    const segment = `<rect x="${at}" width="${w}" height="20" fill="${part.fill}"/><text x="${at + w / 2}" y="14">${x(part.text)}</text>`
    at += w
    return segment
  })
  const counted = parts.map((p) => p.text).join(', ')
  const caption = t(i18n)({
    message: `Tally of ${tallyDay}: ${counted}`,
    comment: 'SVG badge of the country tracker: its accessible title (screen readers) with the counts. tallyDay: 12 September 2025.',
  })
  return [
    // The viewBox lets a page draw it at another size (`<img height="40">`, a width in CSS) without cropping it.
    `<svg xmlns="http://www.w3.org/2000/svg" width="${at}" height="20" viewBox="0 0 ${at} 20" role="img" aria-label="${x(`${label}: ${caption}`)}">`,
    `<title>${x(`${label}: ${caption}`)}</title>`,
    `<clipPath id="r"><rect width="${at}" height="20" rx="3"/></clipPath>`,
    `<g clip-path="url(#r)"><rect width="${at}" height="20" fill="#0b1424"/>`,
    `<g font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" fill="#fff" text-anchor="middle">`,
    `<text x="${labelWidth / 2}" y="14">${x(label)}</text>`,
    ...segments,
    '</g></g></svg>',
    '',
  ].join('\n')
}
