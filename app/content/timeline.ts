import type { MessageDescriptor } from '@lingui/core'
import { MINISTERS_VOTE } from './as-of.ts'
import { text } from './text.ts'

/**
 * The timeline (docs/product.md#timeline): three events, their markers coloured by status.
 * Titles are the product's (proposal, backlash, final vote); the descriptions say what
 * happened in that month, as of ./as-of.ts (tests/unit/as-of.test.ts). The page dates each
 * status (docs/product.md#timeline): the current phase is "since" its month, the upcoming
 * vote names its day and who was to take it.
 */
export type TimelineStatus = 'completed' | 'current' | 'upcoming'

export interface TimelineEvent {
  /** Year and month (YYYY-MM), rendered as "July 2024" in the page's language. */
  date: string
  title: MessageDescriptor
  description: MessageDescriptor
  status: TimelineStatus
  /** The day of the event where one was set (the ministers' vote): shown beside the title. */
  day?: string
  /** Who was to decide on that day. */
  decidedBy?: MessageDescriptor
}

export const TIMELINE: readonly TimelineEvent[] = [
  {
    date: '2024-07',
    title: text('timeline-phase', `Proposal`),
    description: text(
      'timeline-text',
      `The Commission proposed the regulation in May 2022. The new Hungarian Council presidency takes the proposal up again after the Belgian compromise, which kept the scanning of private messages, failed to win a majority in June.`,
    ),
    status: 'completed',
  },
  {
    date: '2024-09',
    title: text('timeline-phase', `Backlash`),
    description: text(
      'timeline-text',
      `Security researchers, civil society and messaging services renew their warnings. A blocking minority of governments keeps the text from a majority.`,
    ),
    status: 'current',
  },
  {
    date: '2025-10',
    title: text('timeline-phase', `Final vote`),
    description: text(
      'timeline-text',
      `Governments are to state their voting intentions to the ambassadors on 8 October. EU interior ministers are scheduled to decide on the Council's position on 14 October 2025.`,
    ),
    status: 'upcoming',
    day: MINISTERS_VOTE,
    decidedBy: text('timeline-decided-by', 'EU interior ministers'),
  },
]
