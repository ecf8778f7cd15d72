import type { RollCall } from './schema'

/**
 * The plenary roll calls whose record the "Act now" pages show (docs/product.md#act-now),
 * oldest first: what was voted, what a vote "for" and "against" meant (a motion to reject
 * is inverted: "for" the motion is against the text), the result as announced and the
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
    title: /*i18n*/ {
      id: 'ofq34c',
      message: `The Parliament's position on extending the temporary exemption for voluntary scanning to 3 August 2027, limited to users suspected by a judicial authority and excluding end-to-end encrypted communications`,
      comment:
        'Act now pages, list of roll calls: what the Parliament voted on 11 March 2026 (shown after the date). Keep the date and the conditions exact; "temporary exemption": the derogation of Regulation (EU) 2021/1232, as the updates page calls it.',
    },
    forMeans: /*i18n*/ {
      id: 'h+MXhW',
      message: `For adopting this narrower extension as the Parliament's position.`,
      comment: 'Act now pages, roll call of 11 March 2026: what a vote "for" meant. One short sentence.',
    },
    againstMeans: /*i18n*/ {
      id: '/Ce+b3',
      message: `Against adopting it.`,
      comment: 'Act now pages, roll call of 11 March 2026: what a vote "against" meant. One short sentence.',
    },
    inverted: false,
    result: { for: 458, against: 103, abstention: 63 },
    majority: 'votes-cast',
    outcome: 'adopted',
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
    title: /*i18n*/ {
      id: 'mN+MaG',
      message: `The Commission's proposal to extend the temporary exemption for voluntary scanning (final vote)`,
      comment:
        'Act now pages, list of roll calls: what the Parliament voted on 26 March 2026 (shown after the date). "Temporary exemption": the derogation of Regulation (EU) 2021/1232, as the updates page calls it.',
    },
    forMeans: /*i18n*/ {
      id: 'iWtBdC',
      message: `For the proposal: extending the exemption.`,
      comment: 'Act now pages, roll call of 26 March 2026: what a vote "for" meant. One short sentence.',
    },
    againstMeans: /*i18n*/ {
      id: 'YowdAI',
      message: `Against the proposal: no extension.`,
      comment: 'Act now pages, roll call of 26 March 2026: what a vote "against" meant. One short sentence.',
    },
    inverted: false,
    result: { for: 228, against: 311, abstention: 92 },
    majority: 'votes-cast',
    outcome: 'rejected',
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
    title: /*i18n*/ {
      id: 'J+i69N',
      message: `Second reading of the new temporary regulation on voluntary scanning: the motion to reject the Council's position`,
      comment:
        'Act now pages, list of roll calls: what the Parliament voted on 9 July 2026 (shown after the date). "Council\'s position": the Council\'s first-reading text the Parliament could reject at second reading.',
    },
    forMeans: /*i18n*/ {
      id: 'jd6CkN',
      message: `For rejecting the Council's text: a vote against the temporary regulation on scanning.`,
      comment:
        'Act now pages, roll call of 9 July 2026: what a vote "for" the motion to reject meant. The motion is inverted: voting FOR it meant voting AGAINST the Council\'s text. Keep that clear.',
    },
    againstMeans: /*i18n*/ {
      id: 'MuV6CD',
      message: `Against the motion: not rejecting the Council's text.`,
      comment: 'Act now pages, roll call of 9 July 2026: what a vote "against" the motion to reject meant. One short sentence.',
    },
    inverted: true,
    result: { for: 314, against: 276, abstention: 17 },
    majority: 'component-members',
    outcome: 'rejected',
    sources: [
      { url: 'https://howtheyvote.eu/votes/195775', date: '2026-07-09' },
      { url: 'https://www.europarl.europa.eu/doceo/document/PV-10-2026-07-09-RCV_EN.html', date: '2026-07-09' },
      { url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:12016E294', date: '2016-06-07' },
    ],
    note: 'Rejecting the Council’s position needs a majority of the Parliament’s component Members (Article 294(7)(b) TFEU); 314 votes fell short. The figure itself is left out: 361 would be the majority of 720 seats, but the Parliament counts the Members in office (its press release of 18 July 2024: “currently composed of 719 MEPs, so the necessary majority was 360”), and 719 were in office on 9 July 2026 (the Spanish seat vacant, app/content/meps/ES.json). The minutes that state the figure for this vote were not seen. HowTheyVote id and RCV address as dgrcode/chat-control-eu (votes/2026-07-09--2025-0429-cod--motion-to-reject-council-position.md) cites them.',
  },
]

/** The roll call the letters follow (app/content/letters.ts): the second reading of 9 July 2026. */
export const LETTER_ROLL_CALL = '2026-07-09-reject-council-position'
