/**
 * The one "as of" date of the whole site. The site presents itself as it stood a
 * few days before the Council's vote scheduled for 14 October 2025 (the timeline's
 * upcoming "Final vote", the hero's 3-day countdown): every dated item — news,
 * country positions, the timeline, the legal pages' "last updated" — is on or before
 * this date (contract test: tests/unit/as-of.test.ts). Moving the site to a later
 * moment means changing this date and reviewing all of that content with it.
 */
export const AS_OF = '2025-10-10'
