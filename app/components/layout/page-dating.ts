import { useMatch } from '@tanstack/react-router'

/**
 * Which kind of date a page carries (docs/product.md#as-of-date): a page is dated by what it shows.
 * - `snapshot`: the pages that show the site as it stood on AS_OF (app/content/as-of.ts) — the home
 *   pages with their countdown, timeline and tracker, the tools, legal and contact pages;
 * - `act`: the action index and the member states' pages, which show the record of today — where
 *   it stands (app/content/now.ts) and the MEPs' votes as compiled (app/content/meps/record.json);
 * - `updates`: the updates page, the record since the snapshot, as of its last review.
 * The search page lists both kinds and names each result's place: it is dated as a snapshot page
 * only by the footer's line, like every page.
 */
export type PageDating = 'snapshot' | 'act' | 'updates'

export function usePageDating(): PageDating {
  const updates = useMatch({ from: '/{-$lang}/updates', shouldThrow: false }) !== undefined
  const actIndex = useMatch({ from: '/{-$lang}/act/', shouldThrow: false }) !== undefined
  const actState = useMatch({ from: '/{-$lang}/act/$country', shouldThrow: false }) !== undefined
  return updates ? 'updates' : actIndex || actState ? 'act' : 'snapshot'
}
