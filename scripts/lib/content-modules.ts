// The content data as app/content/check.ts reads it, gathered from the modules (loaded by
// scripts/check-content.ts through Vite's module runner, for the Lingui macros).
import { AS_OF, LAST_REVIEWED, REVIEW_BY } from '../../app/content/as-of'
import type { ContentData } from '../../app/content/check'
import { CORRECTIONS } from '../../app/content/corrections'
import { COUNTRY_POSITIONS, TALLY } from '../../app/content/countries'
import { NEWS_ARTICLES } from '../../app/content/news'
import { TIMELINE } from '../../app/content/timeline'
import { TOOL_GROUPS } from '../../app/content/tools'
import { UPDATES } from '../../app/content/updates'

export { checkContent } from '../../app/content/check'

export function contentData(): ContentData {
  return {
    asOf: AS_OF,
    lastReviewed: LAST_REVIEWED,
    reviewBy: REVIEW_BY,
    tallyDate: TALLY.date,
    updates: UPDATES,
    corrections: CORRECTIONS,
    news: NEWS_ARTICLES,
    countries: COUNTRY_POSITIONS,
    timeline: TIMELINE,
    toolGroups: TOOL_GROUPS,
  }
}
