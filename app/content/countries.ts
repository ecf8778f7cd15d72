import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { AS_OF } from './as-of'

/**
 * Country positions (docs/product.md#country-positions): the 27 EU governments' stance on
 * the Danish Council presidency's Chat Control text, as reported before the ambassadors'
 * pre-vote of 8 October 2025 (Law Enforcement Working Party of 12 September, public
 * statements since; tracked by fightchatcontrol.eu and EDRi). Every entry names its
 * source and the day it was checked; where sources of that time disagree, `disputed`
 * says how (docs/product.md#country-positions lists the conflicts with the product's
 * 14 / 10 / 3). Summary counts are derived from this list, never typed.
 *
 * status → colour: oppose = success, support = secondary, neutral = muted.
 * change: 'same' = no change since the previous round, 'up' = moved towards
 * opposing the text, 'unknown' = position not settled.
 */
export type CountryStatus = 'support' | 'oppose' | 'neutral'
export type CountryChange = 'same' | 'up' | 'unknown'

export interface CountryPosition {
  /** ISO 3166-1 alpha-2 code. */
  code: string
  name: MessageDescriptor
  status: CountryStatus
  change: CountryChange
  /** The page that reports this position (checked on `checked`). */
  source: string
  /** ISO date the source was checked (never after AS_OF). */
  checked: string
  /** How other sources of the time disagree (data only, not shown). */
  disputed?: string
  /** Context for the operator that is not a disagreement between sources (data only, not shown). */
  note?: string
}

/** The date the list reflects (rendered as month and year): the site's one "as of" date. */
export const POSITIONS_AS_OF = AS_OF

/** Trackers of the time (organisation pages; checked against the as-of date). */
const FIGHT_CHAT_CONTROL = 'https://fightchatcontrol.eu/'
/** EDRi's country overview for its members, from the minutes of 12 September 2025 (public list archive). */
const EDRI_MEMBERS = 'https://mail-archive.com/listan@lists.dfri.se/msg01893.html'

export const COUNTRY_POSITIONS: readonly CountryPosition[] = [
  { code: 'AT', name: msg`Austria`, status: 'oppose', change: 'same', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  {
    code: 'BE',
    name: msg`Belgium`,
    status: 'oppose',
    change: 'same',
    source: FIGHT_CHAT_CONTROL,
    checked: AS_OF,
    disputed: "Belgium's federal government had not agreed on a position; other trackers list it as undecided or abstaining.",
  },
  { code: 'BG', name: msg`Bulgaria`, status: 'support', change: 'same', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  { code: 'HR', name: msg`Croatia`, status: 'support', change: 'same', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  { code: 'CY', name: msg`Cyprus`, status: 'support', change: 'same', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  {
    code: 'CZ',
    name: msg`Czechia`,
    status: 'oppose',
    change: 'same',
    source: EDRI_MEMBERS,
    checked: AS_OF,
    disputed: 'EDRi: opposing, but the position was not considered firm.',
  },
  {
    code: 'DK',
    name: msg`Denmark`,
    status: 'support',
    change: 'same',
    source: FIGHT_CHAT_CONTROL,
    checked: AS_OF,
    note: 'Holds the Council presidency and wrote the text.',
  },
  {
    code: 'EE',
    name: msg`Estonia`,
    status: 'neutral',
    change: 'unknown',
    source: EDRI_MEMBERS,
    checked: AS_OF,
    disputed: 'EDRi lists Estonia as opposing (not firm); other trackers as undecided.',
  },
  {
    code: 'FI',
    name: msg`Finland`,
    status: 'oppose',
    change: 'same',
    source: EDRI_MEMBERS,
    checked: AS_OF,
    disputed: 'EDRi: undecided, rumoured to be opposing.',
  },
  { code: 'FR', name: msg`France`, status: 'support', change: 'same', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  {
    code: 'DE',
    name: msg`Germany`,
    status: 'oppose',
    change: 'up',
    source: EDRI_MEMBERS,
    checked: AS_OF,
    disputed:
      "Officially opposed to scanning of encrypted messages, but the government's vote was still open on this date; it ruled out suspicionless scanning on 7–8 October 2025 (netzpolitik.org).",
  },
  { code: 'GR', name: msg`Greece`, status: 'neutral', change: 'unknown', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  { code: 'HU', name: msg`Hungary`, status: 'support', change: 'same', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  { code: 'IE', name: msg`Ireland`, status: 'support', change: 'same', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  {
    code: 'IT',
    name: msg`Italy`,
    status: 'support',
    change: 'same',
    source: EDRI_MEMBERS,
    checked: AS_OF,
    disputed: 'EDRi: undecided, possible abstention.',
  },
  { code: 'LV', name: msg`Latvia`, status: 'support', change: 'same', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  { code: 'LT', name: msg`Lithuania`, status: 'support', change: 'same', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  { code: 'LU', name: msg`Luxembourg`, status: 'oppose', change: 'up', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  { code: 'MT', name: msg`Malta`, status: 'support', change: 'same', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  {
    code: 'NL',
    name: msg`Netherlands`,
    status: 'oppose',
    change: 'same',
    source: EDRI_MEMBERS,
    checked: AS_OF,
    disputed:
      "The Dutch government had announced an abstention (parliament had asked it to vote against); EDRi: confirmed abstention. An abstention counts like a vote against for the blocking minority, hence 'oppose' here.",
  },
  { code: 'PL', name: msg`Poland`, status: 'oppose', change: 'same', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  { code: 'PT', name: msg`Portugal`, status: 'support', change: 'same', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  { code: 'RO', name: msg`Romania`, status: 'neutral', change: 'unknown', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  {
    code: 'SK',
    name: msg`Slovakia`,
    status: 'oppose',
    change: 'up',
    source: FIGHT_CHAT_CONTROL,
    checked: AS_OF,
    disputed: 'Other trackers list Slovakia as undecided.',
  },
  { code: 'SI', name: msg`Slovenia`, status: 'oppose', change: 'up', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  { code: 'ES', name: msg`Spain`, status: 'support', change: 'same', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
  { code: 'SE', name: msg`Sweden`, status: 'support', change: 'same', source: FIGHT_CHAT_CONTROL, checked: AS_OF },
]

export type PositionCounts = Record<CountryStatus, number>

export function countPositions(list: readonly CountryPosition[] = COUNTRY_POSITIONS): PositionCounts {
  const counts: PositionCounts = { support: 0, oppose: 0, neutral: 0 }
  for (const c of list) counts[c.status] += 1
  return counts
}

/** The position text for each status (docs/product.md#country-positions). */
export const POSITION_TEXT: Readonly<Record<CountryStatus, MessageDescriptor>> = {
  support: msg`Support`,
  oppose: msg`Against`,
  neutral: msg`Undecided`,
}

/** Tracker order: opposing first, then undecided, then supporting. */
export const STATUS_ORDER: readonly CountryStatus[] = ['oppose', 'neutral', 'support']
