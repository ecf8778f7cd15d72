import type { MessageDescriptor } from '@lingui/core'
import type { z } from 'zod'
import type { countrySchema } from './schema'
import { text } from './text.ts'

/**
 * Country positions (docs/product.md#country-positions): the 27 EU governments on the
 * Danish Council presidency's Chat Control text, as ONE dated tally — the positions
 * after the Council's Law Enforcement Working Party of 12 September 2025, as the
 * fightchatcontrol.eu tracker listed them that week (TALLY), with Slovenia from its
 * interior ministry's statement of 1 October 2025 — plus every position that moved
 * between the tally and the as-of date (`moved`, shown below the list with its source).
 * Each entry's `source` says exactly what the entry shows on its `sourceDate`; `checked`
 * is the real day someone compared them. Summary counts are derived, never typed
 * (14 / 10 / 3: tests/unit/as-of.test.ts).
 *
 * status → colour: oppose = success, support = secondary, neutral = muted.
 * change: 'same' = no change since the previous round, 'up' = moved towards
 * opposing the text, 'unknown' = position not settled.
 */
export type CountryPosition = z.infer<typeof countrySchema>

export type CountryStatus = CountryPosition['status']
export type CountryChange = CountryPosition['change']

/**
 * The tally the list shows: the day it describes and the page that reproduces it. No
 * archived copy of the tracker from that week was found (an editor who finds one adds it
 * as the source); the tracker's live page has changed many times since.
 */
export const TALLY = {
  date: '2025-09-12',
  source: 'https://www.cloudwards.net/news/proposed-eu-chat-control-regulation-loses-key-german-support',
} as const

/** The day the last compared entries were checked against their sources. */
const CHECKED = '2026-11-25'
const tally = { source: TALLY.source, sourceDate: TALLY.date, checked: CHECKED } as const

/** Sources of the moves after the tally. */
const NETZPOLITIK_MINUTES = 'https://netzpolitik.org/2025/internes-protokoll-daenemark-will-chatkontrolle-durchdruecken/'
const EDRI_MEMBERS = 'https://mail-archive.com/listan@lists.dfri.se/msg01893.html'

export const COUNTRY_POSITIONS: readonly CountryPosition[] = [
  {
    code: 'AT',
    name: text('country-name', `Austria`),
    status: 'oppose',
    change: 'same',
    ...tally,
  },
  {
    code: 'BE',
    name: text('country-name', `Belgium`),
    status: 'oppose',
    change: 'same',
    ...tally,
    moved: {
      date: '2025-10-02',
      status: 'neutral',
      source: 'https://www.belganewsagency.eu/minister-president-privacy-guarantees-needed-before-approving-chat-control-legislation',
      // Translators: why Belgium moved to Undecided (the federal administration had not reached a consensus).
      detail: text('country-move', 'no agreed Belgian position'),
    },
    note: 'The tracker listed Belgium as undecided after netzpolitik.org published the minutes (23 September) and as supporting "in principle" from 24 September (Reddit reports of the tracker, not cited). Belga reports the statement to the Flemish Parliament "on Thursday", 2 October 2025.',
  },
  {
    code: 'BG',
    name: text('country-name', `Bulgaria`),
    status: 'support',
    change: 'same',
    ...tally,
  },
  {
    code: 'HR',
    name: text('country-name', `Croatia`),
    status: 'support',
    change: 'same',
    ...tally,
  },
  {
    code: 'CY',
    name: text('country-name', `Cyprus`),
    status: 'support',
    change: 'same',
    ...tally,
  },
  {
    code: 'CZ',
    name: text('country-name', `Czechia`),
    status: 'oppose',
    change: 'same',
    ...tally,
  },
  {
    code: 'DK',
    name: text('country-name', `Denmark`),
    status: 'support',
    change: 'same',
    ...tally,
    note: 'Holds the Council presidency and wrote the text.',
  },
  {
    code: 'EE',
    name: text('country-name', `Estonia`),
    status: 'neutral',
    change: 'unknown',
    ...tally,
    note: `A message to a digital-rights mailing list (${EDRI_MEMBERS}), the chat control working group's overview "based on leaked minutes from the most recent working party meeting (12 Sept) plus additional conversations / insights since then", lists Estonia among the governments opposing the Danish text ("but needs support to stay opposing"). The stored copy shows no date; it calls Slovenia "newly publicly opposing" (its ministry's statement of 1 October 2025) and the 8 October pre-vote still ahead, so it was written between 1 and 7 October 2025, possibly after the as-of date. The same list without Slovenia was relayed, undated, from the scientists' open letter, and The European Conservative wrote, undated, that Estonia "reportedly shifted its position towards opposing". None of these is a dated statement of the Estonian government, so no move is shown and the entry keeps the tally's Undecided (checked 2026-11-27).`,
  },
  {
    code: 'FI',
    name: text('country-name', `Finland`),
    status: 'oppose',
    change: 'same',
    ...tally,
    note: 'EDRi’s undated note has Finland "undecided / rumoured to be opposing"; no dated Finnish source of the period was found, so no move is shown.',
  },
  {
    code: 'FR',
    name: text('country-name', `France`),
    status: 'support',
    change: 'same',
    ...tally,
  },
  {
    code: 'DE',
    name: text('country-name', `Germany`),
    status: 'oppose',
    change: 'up',
    ...tally,
    moved: { date: '2025-09-16', status: 'neutral', source: 'https://euperspectives.eu/?p=6535' },
    note: 'The tracker set Germany back to undecided on 16 September (its post, quoted by EU Perspectives); EDRi: "officially at least they are still opposing". Germany ruled out suspicionless scanning on 8 October 2025, after the as-of date (app/content/updates.ts).',
  },
  {
    code: 'GR',
    name: text('country-name', `Greece`),
    status: 'neutral',
    change: 'unknown',
    ...tally,
  },
  {
    code: 'HU',
    name: text('country-name', `Hungary`),
    status: 'support',
    change: 'same',
    ...tally,
  },
  {
    code: 'IE',
    name: text('country-name', `Ireland`),
    status: 'support',
    change: 'same',
    ...tally,
  },
  {
    code: 'IT',
    name: text('country-name', `Italy`),
    status: 'support',
    change: 'same',
    ...tally,
    moved: { date: '2025-09-23', status: 'neutral', source: NETZPOLITIK_MINUTES },
    note: 'The minutes of 12 September, published by netzpolitik.org on 23 September, show Italy undecided; EDRi: "a chance for an abstention".',
  },
  {
    code: 'LV',
    name: text('country-name', `Latvia`),
    status: 'support',
    change: 'same',
    ...tally,
    moved: { date: '2025-09-23', status: 'neutral', source: NETZPOLITIK_MINUTES },
  },
  {
    code: 'LT',
    name: text('country-name', `Lithuania`),
    status: 'support',
    change: 'same',
    ...tally,
  },
  {
    code: 'LU',
    name: text('country-name', `Luxembourg`),
    status: 'oppose',
    change: 'up',
    ...tally,
  },
  {
    code: 'MT',
    name: text('country-name', `Malta`),
    status: 'support',
    change: 'same',
    ...tally,
  },
  {
    code: 'NL',
    name: text('country-name', `Netherlands`),
    status: 'oppose',
    change: 'same',
    ...tally,
    moved: {
      date: '2025-09-29',
      status: 'oppose',
      source: 'https://www.security.nl/posting/906631/Minister%3A+Nederland+zal+huidig+voorstel+voor+invoering+chatcontrole+niet+steunen',
      // Translators: what the Dutch government announced on 29 September 2025 (EDRi: an abstention).
      detail: text('country-move', 'the government will not support the text'),
    },
    note: 'EDRi: "confirmed abstention". An abstention weighs like a vote against for a blocking minority.',
  },
  {
    code: 'PL',
    name: text('country-name', `Poland`),
    status: 'oppose',
    change: 'same',
    ...tally,
  },
  {
    code: 'PT',
    name: text('country-name', `Portugal`),
    status: 'support',
    change: 'same',
    ...tally,
  },
  {
    code: 'RO',
    name: text('country-name', `Romania`),
    status: 'neutral',
    change: 'unknown',
    ...tally,
    note: 'netzpolitik.org’s report of the minutes (23 September) counts Romania among the supporters; the tracker’s tally had it undecided.',
  },
  {
    code: 'SK',
    name: text('country-name', `Slovakia`),
    status: 'oppose',
    change: 'up',
    ...tally,
  },
  {
    code: 'SI',
    name: text('country-name', `Slovenia`),
    status: 'oppose',
    change: 'up',
    source: 'https://www.monitor.si/novica/slovenija-ne-podpira-uredbe-csar-o-pregledovanju-sporocil/243969/',
    sourceDate: '2025-10-03',
    checked: '2026-11-27',
    note: 'The tally had Slovenia undecided; the list shows the interior ministry’s statement that it cannot support the text as it stands, as Monitor reported it on 3 October 2025 (the mailing-list overview: "newly publicly opposing"). 24ur dates the statement 1 October 2025, 15:53; its address as cited before (24ur.com/novice/slovenija/mnz.html) is not a working article address, so it is no longer the source.',
  },
  {
    code: 'ES',
    name: text('country-name', `Spain`),
    status: 'support',
    change: 'same',
    ...tally,
  },
  {
    code: 'SE',
    name: text('country-name', `Sweden`),
    status: 'support',
    change: 'same',
    ...tally,
  },
]

export type PositionCounts = Record<CountryStatus, number>

export function countPositions(list: readonly CountryPosition[] = COUNTRY_POSITIONS): PositionCounts {
  const counts: PositionCounts = { support: 0, oppose: 0, neutral: 0 }
  for (const c of list) counts[c.status] += 1
  return counts
}

/**
 * The tally with every listed move applied: each government at its moved position, the
 * others at the tally's. What the moves make of the tally by the as-of date, which the
 * tracker's caption states beside the tally's own counts (the specification's 14 / 10 / 3).
 */
export function countPositionsAfterMoves(list: readonly CountryPosition[] = COUNTRY_POSITIONS): PositionCounts {
  return countPositions(list.map((c) => (c.moved ? { ...c, status: c.moved.status } : c)))
}

/** The position text for each status (docs/product.md#country-positions). */
export const POSITION_TEXT: Readonly<Record<CountryStatus, MessageDescriptor>> = {
  // Translators: The government supports the text. One word if you can (glossary: locales/GLOSSARY.md).
  support: text('country-position', 'Support'),
  // Translators: The government opposes the text. One word if you can.
  oppose: text('country-position', 'Against'),
  // Translators: The government has not decided (not a tie: glossary, de "Unentschlossen"). One word if you can.
  neutral: text('country-position', 'Undecided'),
}

/** Tracker order: opposing first, then undecided, then supporting. */
export const STATUS_ORDER: readonly CountryStatus[] = ['oppose', 'neutral', 'support']
