import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { AS_OF } from './as-of'

/**
 * Country positions (docs/product.md#country-positions): the 27 EU governments' stance on
 * the Danish Council presidency's Chat Control text, as reported in early October
 * 2025 (Law Enforcement Working Party of 12 September, Germany's refusal on
 * 8 October, Slovenia's public opposition; tracked by fightchatcontrol.eu, EDRi and
 * netzpolitik.org). Summary counts are derived from this list, never typed.
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
}

/** The date the list reflects (rendered as month and year): the site's one "as of" date. */
export const POSITIONS_AS_OF = AS_OF

export const COUNTRY_POSITIONS: readonly CountryPosition[] = [
  { code: 'AT', name: msg`Austria`, status: 'oppose', change: 'same' },
  { code: 'BE', name: msg`Belgium`, status: 'oppose', change: 'same' },
  { code: 'BG', name: msg`Bulgaria`, status: 'support', change: 'same' },
  { code: 'HR', name: msg`Croatia`, status: 'support', change: 'same' },
  { code: 'CY', name: msg`Cyprus`, status: 'support', change: 'same' },
  { code: 'CZ', name: msg`Czechia`, status: 'oppose', change: 'same' },
  { code: 'DK', name: msg`Denmark`, status: 'support', change: 'same' },
  { code: 'EE', name: msg`Estonia`, status: 'neutral', change: 'unknown' },
  { code: 'FI', name: msg`Finland`, status: 'oppose', change: 'same' },
  { code: 'FR', name: msg`France`, status: 'support', change: 'same' },
  { code: 'DE', name: msg`Germany`, status: 'oppose', change: 'up' },
  { code: 'GR', name: msg`Greece`, status: 'neutral', change: 'unknown' },
  { code: 'HU', name: msg`Hungary`, status: 'support', change: 'same' },
  { code: 'IE', name: msg`Ireland`, status: 'support', change: 'same' },
  { code: 'IT', name: msg`Italy`, status: 'support', change: 'same' },
  { code: 'LV', name: msg`Latvia`, status: 'support', change: 'same' },
  { code: 'LT', name: msg`Lithuania`, status: 'support', change: 'same' },
  { code: 'LU', name: msg`Luxembourg`, status: 'oppose', change: 'up' },
  { code: 'MT', name: msg`Malta`, status: 'support', change: 'same' },
  { code: 'NL', name: msg`Netherlands`, status: 'oppose', change: 'same' },
  { code: 'PL', name: msg`Poland`, status: 'oppose', change: 'same' },
  { code: 'PT', name: msg`Portugal`, status: 'support', change: 'same' },
  { code: 'RO', name: msg`Romania`, status: 'neutral', change: 'unknown' },
  { code: 'SK', name: msg`Slovakia`, status: 'oppose', change: 'up' },
  { code: 'SI', name: msg`Slovenia`, status: 'oppose', change: 'up' },
  { code: 'ES', name: msg`Spain`, status: 'support', change: 'same' },
  { code: 'SE', name: msg`Sweden`, status: 'support', change: 'same' },
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
