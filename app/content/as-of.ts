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
