/**
 * The one "as of" date of the whole site: 4 October 2025. The site presents itself as it
 * stood on that day (docs/product.md#as-of-date):
 * - the Danish presidency's text was to be put to the governments' ambassadors (Coreper)
 *   on Wednesday 8 October 2025, where each government states how it will vote — the
 *   vote the hero's fixed "3 days" card and its 3 d 12 h 30 min countdown point at
 *   (Saturday evening 4 October to Wednesday morning 8 October);
 * - interior ministers were scheduled to decide on 14 October 2025, the timeline's
 *   upcoming "October 2025 — Final vote";
 * - Germany's refusal (7–8 October) and the presidency's withdrawal of the item from the
 *   ministers' agenda (after 8 October) had not happened yet.
 * Every dated item — news, country positions, the timeline, the legal pages' "last
 * updated" — is on or before this date (contract test: tests/unit/as-of.test.ts).
 * Moving the site to a later moment means changing this date and reviewing all of that
 * content with it.
 */
export const AS_OF = '2025-10-04'

/** The ambassadors' (Coreper) meeting where governments state their voting intentions. */
export const AMBASSADORS_VOTE = '2025-10-08'

/** The interior ministers' Council meeting that was to adopt the Council's position. */
export const MINISTERS_VOTE = '2025-10-14'

/**
 * The record of what happened after AS_OF (./updates.ts, the updates page and the feeds)
 * was last compared with its sources on this day: the page says "last reviewed on" it,
 * and no update may be dated after it (npm run content:check).
 */
export const LAST_REVIEWED = '2026-11-28'

/**
 * The day by which an editor looks for new events and re-checks the record
 * (docs/editing.md#move-the-review-date). After it, `npm run content:check` prints a
 * warning naming what to review; it does not fail, so an old checkout still builds.
 */
export const REVIEW_BY = '2027-01-31'

/** How long after AS_OF a visitor's clock must be before every page points at the updates (the late notice). */
export const LATE_NOTICE_AFTER_DAYS = 30
