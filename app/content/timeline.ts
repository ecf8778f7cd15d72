import type { MessageDescriptor } from '@lingui/core'
import { MINISTERS_VOTE } from './as-of.ts'

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
    title: /*i18n*/ {
      id: 'qcybNQ',
      message: `Proposal`,
      comment: 'Home page, section "What is Chat Control?" (#chat-control), timeline: name of the phase "undefined". One or two words.',
    },
    description: /*i18n*/ {
      id: 'vwjHFg',
      message: `The Commission proposed the regulation in May 2022. The new Hungarian Council presidency takes the proposal up again after the Belgian compromise, which kept the scanning of private messages, failed to win a majority in June.`,
      comment: 'Home page, section "What is Chat Control?" (#chat-control), timeline: what happened in the phase "undefined".',
    },
    status: 'completed',
  },
  {
    date: '2024-09',
    title: /*i18n*/ {
      id: 'lkWlKY',
      message: `Backlash`,
      comment: 'Home page, section "What is Chat Control?" (#chat-control), timeline: name of the phase "undefined". One or two words.',
    },
    description: /*i18n*/ {
      id: 'GREbtv',
      message: `Security researchers, civil society and messaging services renew their warnings. A blocking minority of governments keeps the text from a majority.`,
      comment: 'Home page, section "What is Chat Control?" (#chat-control), timeline: what happened in the phase "undefined".',
    },
    status: 'current',
  },
  {
    date: '2025-10',
    title: /*i18n*/ {
      id: '8a9lI8',
      message: `Final vote`,
      comment: 'Home page, section "What is Chat Control?" (#chat-control), timeline: name of the phase "undefined". One or two words.',
    },
    description: /*i18n*/ {
      id: '1LWd9J',
      message: `Governments are to state their voting intentions to the ambassadors on 8 October. EU interior ministers are scheduled to decide on the Council's position on 14 October 2025.`,
      comment: 'Home page, section "What is Chat Control?" (#chat-control), timeline: what happened in the phase "undefined".',
    },
    status: 'upcoming',
    day: MINISTERS_VOTE,
    decidedBy: /*i18n*/ {
      id: 'akXdTX',
      message: 'EU interior ministers',
      comment: 'Timeline: who was to take the final vote (the Justice and Home Affairs Council).',
    },
  },
]
