import { COUNTRY_ROUTE_ID, findByPublicPath } from '../../app/i18n/slugs'
import type { MemberStateCode } from '../../app/content/member-states'

/**
 * The member states whose action pages the browser specs load (every page is checked at the
 * HTML level by tests/e2e/act.spec.ts): the smallest delegation, a middle-sized one and the
 * largest — the same components with 6, 31 and 96 MEPs.
 */
export const SAMPLE_COUNTRIES: readonly MemberStateCode[] = ['MT', 'NL', 'DE']

/** Every page but the member-state pages outside the sample. */
export function isSampledPage(path: string): boolean {
  const ref = findByPublicPath(path)
  return ref?.routeId !== COUNTRY_ROUTE_ID || SAMPLE_COUNTRIES.includes(ref.code)
}
