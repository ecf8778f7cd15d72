import { msg } from '@lingui/core/macro'
import type { Correction } from './schema'

/**
 * The corrections log (docs/editing.md#record-a-correction), shown on the updates page:
 * every factual change to the site's content, newest first — where, what it said, what
 * it says now, and the source that shows the corrected fact. Never delete an entry.
 */
export const CORRECTIONS: readonly Correction[] = []
