import type { MessageDescriptor } from '@lingui/core'
import type { RollCall } from './schema'
import { text } from './text.ts'

/**
 * The plenary roll calls whose record the "Act now" pages show (docs/product.md#act-now),
 * oldest first: what was voted, what a vote "for" and "against" meant (a motion to reject
 * is inverted: "for" the motion is against the text), the result as announced, what became of
 * the motion in plain words (`outcomeMeans`), the majority it needed and why (`majorityOf`), and the
 * sources — the vote on HowTheyVote.eu and the Parliament's roll-call record (minutes,
 * RCV annex). Every current MEP has one value per roll call in app/content/meps/<CC>.json;
 * app/content/meps/record.json lists the same ids. `npm run content:check` checks both
 * (app/content/meps/check.ts); docs/editing.md#add-a-roll-call says how to add one.
 */
export const ROLL_CALLS: readonly RollCall[] = [
  {
    id: '2026-03-11-narrower-extension',
    date: '2026-03-11',
    howTheyVote: 186972,
    procedure: '2025/0429(COD)',
    // Translators: Keep the date and the conditions exact; "temporary exemption": the derogation of Regulation (EU)
    // 2021/1232, as the updates page calls it.
    title: text(
      'roll-call-title',
      `The Parliament's position on extending the temporary exemption for voluntary scanning to 3 August 2027, limited to users suspected by a judicial authority and excluding end-to-end encrypted communications`,
    ),
    forMeans: text('roll-call-for', `For adopting this narrower extension as the Parliament's position.`),
    againstMeans: text('roll-call-against', `Against adopting it.`),
    forShort: text('vote-for-short', `for the narrower extension`),
    againstShort: text('vote-against-short', `against the narrower extension`),
    inverted: false,
    result: { for: 458, against: 103, abstention: 63 },
    majority: 'votes-cast',
    outcome: 'adopted',
    // Translators: what the result meant for the text voted on. One short sentence that cannot be misread.
    outcomeMeans: text(
      'roll-call',
      `Adopted: this narrower extension became the Parliament's position for the negotiations with the Council.`,
    ),
    sources: [
      { url: 'https://howtheyvote.eu/votes/186972', date: '2026-03-11' },
      { url: 'https://www.europarl.europa.eu/doceo/document/PV-10-2026-03-11-RCV_EN.html', date: '2026-03-11' },
      { url: 'https://www.europarl.europa.eu/doceo/document/TA-10-2026-0070_EN.html', date: '2026-03-11' },
    ],
    note: 'The HowTheyVote id and the RCV address as the record of dgrcode/chat-control-eu (sources/vote-ledger.md, commit 1ebe33c) cites them; the result as app/content/updates.ts has it from the adopted text. The MEP-level values add up to the result (app/content/meps/record.json).',
  },
  {
    id: '2026-03-26-extension',
    date: '2026-03-26',
    howTheyVote: 189270,
    procedure: '2025/0429(COD)',
    // Translators: "Temporary exemption": the derogation of Regulation (EU) 2021/1232, as the updates page calls it.
    title: text('roll-call-title', `The Commission's proposal to extend the temporary exemption for voluntary scanning (final vote)`),
    forMeans: text('roll-call-for', `For the proposal: extending the exemption.`),
    againstMeans: text('roll-call-against', `Against the proposal: no extension.`),
    forShort: text('vote-for-short', `to extend the exemption`),
    againstShort: text('vote-against-short', `no extension`),
    inverted: false,
    result: { for: 228, against: 311, abstention: 92 },
    majority: 'votes-cast',
    outcome: 'rejected',
    // Translators: what the result meant for the proposal voted on. One short sentence that cannot be misread.
    outcomeMeans: text('roll-call', `Rejected: the proposal to extend the temporary exemption failed.`),
    sources: [
      { url: 'https://howtheyvote.eu/votes/189270', date: '2026-03-26' },
      { url: 'https://www.europarl.europa.eu/doceo/document/PV-10-2026-03-26-RCV_EN.html', date: '2026-03-26' },
    ],
    note: 'The HowTheyVote id and the RCV address as the record of dgrcode/chat-control-eu (sources/vote-ledger.md, commit 1ebe33c) cites them; 311 to 228 as app/content/updates.ts reports it.',
  },
  {
    id: '2026-07-09-reject-council-position',
    date: '2026-07-09',
    howTheyVote: 195775,
    procedure: '2025/0429(COD)',
    // Translators: "Council's position": the Council's first-reading text the Parliament could reject at second
    // reading.
    title: text(
      'roll-call-title',
      `Second reading of the new temporary regulation on voluntary scanning: the motion to reject the Council's position`,
    ),
    // Translators: what a vote "for" the motion to reject meant. The motion is inverted: voting FOR it meant voting
    // AGAINST the Council's text. Keep that clear.
    forMeans: text('roll-call', `For rejecting the Council's text: a vote against the temporary regulation on scanning.`),
    // Translators: what a vote "against" the motion to reject meant. One short sentence.
    againstMeans: text('roll-call', `Against the motion: not rejecting the Council's text.`),
    // Translators: "for" the motion to reject on 9 July 2026: what it meant, in a few words, after "For:" (the motion
    // is inverted: for = against the Council's text). Lower case.
    forShort: text('vote-short', `to reject the Council's text`),
    // Translators: "against" the motion to reject on 9 July 2026: what it meant, in a few words, after "Against:".
    // Lower case.
    againstShort: text('vote-short', `not to reject the Council's text`),
    inverted: true,
    result: { for: 314, against: 276, abstention: 17 },
    majority: 'component-members',
    membersInOffice: 719,
    majorityNeeded: 360,
    outcome: 'rejected',
    // Translators: what became of the motion to reject. The MOTION failed; the Council's text was NOT rejected. Keep
    // that unmistakable.
    outcomeMeans: text(
      'roll-call',
      `The motion to reject failed: the Council's text was not rejected, and the Parliament went on to amend it.`,
    ),
    sources: [
      { url: 'https://howtheyvote.eu/votes/195775', date: '2026-07-09' },
      { url: 'https://www.europarl.europa.eu/doceo/document/PV-10-2026-07-09-RCV_EN.html', date: '2026-07-09' },
      { url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:12016E294', date: '2016-06-07' },
      {
        url: 'https://github.com/dgrcode/chat-control-eu/blob/1ebe33ca2da99bc7ae0dd1e76c65a2ba69d3e912/votes/2026-07-09--2025-0429-cod--motion-to-reject-council-position.md',
        date: '2026-07-16',
      },
    ],
    note: 'Rejecting the Council’s position needs a majority of the Parliament’s component Members (Article 294(7)(b) TFEU). The Parliament counts them as the Members in office, not the 720 seats: its press release of 18 July 2024, “Parliament is currently composed of 719 MEPs, so the necessary majority was 360 votes” (read as quoted by eurotrib.com and eoc.org.cy; the Parliament’s page itself not opened). 719 were in office on 9 July 2026: the record of this vote (dgrcode/chat-control-eu, votes/2026-07-09--…, commit 1ebe33c, from HowTheyVote 195775 and the RCV annex) lists 314 for, 276 against, 17 abstentions and 112 who did not vote, 719 in all; the Spanish seat was vacant (app/content/meps/ES.json). So 360, and 314 fell short. Sources that give 361 (exitchatcontrol.org: “361 of 720”) count the seats. The minutes stating the figure for this vote were not opened. HowTheyVote id and RCV address as the same record cites them.',
  },
]

/** The roll call the letters follow (app/content/letters.ts): the second reading of 9 July 2026. */
export const LETTER_ROLL_CALL = '2026-07-09-reject-council-position'

/**
 * Why a roll call needed the majority it needed, for a vote that needed a majority of the
 * Parliament's component Members. Placeholders: `needed`, `members` (`majorityOf` gives both).
 */
const MAJORITY_REASON = text(
  'majority-reason',
  `It needed a majority of all the Parliament's Members, not only of the votes cast: {needed} of the {members} Members in office that day.`,
)

/** The majority a roll call needed, with its reason; undefined for a majority of the votes cast. */
export function majorityOf(call: RollCall): { needed: number; membersInOffice: number; reason: MessageDescriptor } | undefined {
  if (call.majority !== 'component-members' || call.majorityNeeded === undefined || call.membersInOffice === undefined) return undefined
  return { needed: call.majorityNeeded, membersInOffice: call.membersInOffice, reason: MAJORITY_REASON }
}
