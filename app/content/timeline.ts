import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The timeline (docs/product.md#timeline): three events, their markers coloured by status. */
export type TimelineStatus = 'completed' | 'current' | 'upcoming'

export interface TimelineEvent {
  /** Year and month (YYYY-MM), rendered as "July 2024" in the page's language. */
  date: string
  title: MessageDescriptor
  description: MessageDescriptor
  status: TimelineStatus
}

export const TIMELINE: readonly TimelineEvent[] = [
  {
    date: '2024-07',
    title: msg`Proposal`,
    description: msg`The Hungarian Council presidency makes the regulation a priority and brings back mandatory scanning of private messages after the Belgian text failed in June.`,
    status: 'completed',
  },
  {
    date: '2024-09',
    title: msg`Backlash`,
    description: msg`Security researchers, civil society and messaging services renew their warnings. A blocking minority of governments keeps the text from a majority.`,
    status: 'current',
  },
  {
    date: '2025-10',
    title: msg`Final vote`,
    description: msg`EU interior ministers are scheduled to decide on the Council's position at their meeting on 14 October 2025.`,
    status: 'upcoming',
  },
]
