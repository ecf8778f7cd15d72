import type { MessageDescriptor } from '@lingui/core'
import { COUNTRY_POSITIONS } from './countries.ts'
import type { MemberStateCode } from './member-states'

/**
 * A member state's name, translated: the tracker's (./countries.ts, the `home` catalog), so
 * a country has one name across the site. Kept apart from ./member-states.ts, which the
 * build's configuration reads (through the slug table) and so must not import a catalog text.
 */
export function countryName(code: MemberStateCode): MessageDescriptor {
  const entry = COUNTRY_POSITIONS.find((c) => c.code === code)
  if (!entry) throw new Error(`${code} is not in the tracker (app/content/countries.ts)`)
  return entry.name
}
