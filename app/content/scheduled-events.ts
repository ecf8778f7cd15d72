import type { ScheduledEvent } from './schema'
import { text } from './text.ts'

/**
 * Meetings and votes that a source announced ahead of their day, with that source: the
 * calendars (app/spread/calendar.ts) and the open data (/data/events.json) carry them beside
 * the updates. Only events a source announces, never a date we expect; an event that did
 * not take place as announced keeps its day with `status: 'cancelled'` and names the update
 * that says so (`outcome`, an id of ./updates.ts). Checked by tests/unit/spread-calendar.test.ts.
 *
 * The events of October 2025 were announced after the Council working party of 12 September
 * 2025 and are the snapshot's own (./as-of.ts: AMBASSADORS_VOTE, MINISTERS_VOTE; the home page's
 * news card "council-vote-scheduled-2025" cites the same page). The round of 29 September 2026
 * was announced after the fifth round (./updates.ts, "fifth-trilogue-no-deal-2026"); no report
 * of whether it took place was found on 2026-11-28 (RECORD_SEARCH, ./updates.ts), so it has no
 * `outcome`. Oldest first.
 */
export const SCHEDULED_EVENTS: readonly ScheduledEvent[] = [
  {
    id: 'coreper-voting-intentions-2025-10-08',
    date: '2025-10-08',
    // Translators: the ambassadors’ meeting of 8 October 2025, announced in September 2025. "Coreper" is the
    // committee’s name, keep it.
    title: text('scheduled-event', 'EU ambassadors (Coreper): governments state how they will vote on the Danish text'),
    status: 'confirmed',
    announcedBy: [{ url: 'https://chatcontrol.eu/', date: '2025-09-12' }],
    outcome: 'vote-called-off-2025',
    checked: '2026-11-27',
  },
  {
    id: 'jha-council-vote-2025-10-14',
    date: '2025-10-14',
    // Translators: the interior ministers’ meeting of 14 October 2025 where the Council’s position was to be adopted
    // (the vote was later called off).
    title: text('scheduled-event', 'EU interior ministers to decide on the Council’s position'),
    status: 'cancelled',
    announcedBy: [{ url: 'https://chatcontrol.eu/', date: '2025-09-12' }],
    outcome: 'vote-called-off-2025',
    checked: '2026-11-27',
    note: 'Golem (dpa) names 15 October for the ministers’ meeting; Security.nl and the announcement give 14 October (Justice and Home Affairs Council of 13–14 October 2025). See ./updates.ts, "vote-called-off-2025".',
  },
  {
    id: 'csa-regulation-trilogue-2026-09-29',
    date: '2026-09-29',
    // Translators: the negotiating round (trilogue) set for 29 September 2026 on the permanent regulation; whether it
    // took place is not known, so say only what was set.
    title: text('scheduled-event', 'Sixth round of negotiations on the permanent regulation (Parliament, Council and Commission)'),
    status: 'confirmed',
    announcedBy: [{ url: 'https://vpnlab.io/en/eu-chat-control-fifth-trilogue-fails-2026-1061', date: '2026-07-04', kind: 'secondary' }],
    checked: '2026-11-28',
    note: 'VPNLab (4 July 2026): “the next political round will not happen until September 29”. “confirmed” says only that no source reports it called off; no report of the round itself was found (RECORD_SEARCH, app/content/updates.ts).',
  },
]
