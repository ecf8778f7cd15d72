import type { Now } from './schema'
import { text } from './text.ts'

/**
 * Where it stands now (docs/product.md#where-it-stands-now): one dated, sourced statement of
 * the law that applies today and of the negotiation in progress. The rest of the site
 * describes AS_OF (./as-of.ts) and the updates page what happened after it; this statement
 * is what the first screen of every home page, the top of the updates page, each member
 * state's "Act now" page and the newsletter's updates issue say about today
 * (app/components/now/where-it-stands.tsx, app/components/updates/updates-digest.ts).
 *
 * `date` is the day the statement describes, which is the day someone compared it with its
 * sources. `npm run content:check` (app/content/check.ts) warns when the record was reviewed
 * after that day, when the review date has passed, and when the law it names has run out;
 * docs/editing.md#update-where-it-stands says how to renew it.
 *
 * Its text is a message of the `messages` catalog, not of the home page's (lingui.config.ts):
 * every page loads that catalog anyway, and the statement shows on four kinds of page that
 * each have a catalog of their own (home, updates, act) and in the mail, so no page has to
 * load another page's catalog for one sentence.
 */
export const NOW: Now = {
  date: '2026-11-28',
  law: {
    name: 'Regulation (EU) 2026/1881',
    inForceFrom: '2026-07-31',
    until: '2028-04-03',
    url: 'https://eur-lex.europa.eu/eli/reg/2026/1881/oj',
  },
  // Translators: shown under "As of …" (the day of the statement) at the top of every home page, of the updates page, of each
  // member state's "Act now" page, and in the newsletter. Keep every name, number and date exactly: "Regulation (EU)
  // 2026/1881" as the Official Journal writes it in your language (nl "Verordening (EU) 2026/1881", de "Verordnung (EU)
  // 2026/1881", fr "règlement (UE) 2026/1881"). It states facts: no conditional. Glossary: fr "analyser" for scan.
  text: text(
    'now',
    `Regulation (EU) 2026/1881 has been in force since 31 July 2026 and applies until 3 April 2028. It allows providers of messaging and email services to scan private messages voluntarily for child sexual abuse material; end-to-end encrypted communications are excluded. The permanent regulation, proposed by the Commission in 2022, is being negotiated by the European Parliament (its position of November 2023) and the Council (its position of 26 November 2025).`,
  ),
  sources: [
    // The act as the Official Journal published it (28 July 2026).
    { url: 'https://eur-lex.europa.eu/eli/reg/2026/1881/oj', date: '2026-07-28', kind: 'primary', unread: true },
    // The Council's position on the permanent regulation, which also dates the Parliament's (November 2023).
    {
      url: 'https://www.consilium.europa.eu/en/press/press-releases/2025/11/26/child-sexual-abuse-council-reaches-position-on-law-protecting-children-from-online-abuse/',
      date: '2025-11-26',
      kind: 'primary',
    },
    // The act's number, its day and its last day (3 April 2028).
    { url: 'https://github.com/mjmirza/app-store-compliance/discussions/1324', date: '2026-07-24', kind: 'secondary' },
    // The Parliament's negotiating position, adopted on 22 November 2023.
    {
      url: 'https://digitalpolicyalert.org/event/15714-adopted-european-parliament-negotiation-mandate-on-the-proposed-regulation-laying-down-rules-to-prevent-and-combat-child-sexual-abuse',
      date: '2023-11-22',
      kind: 'secondary',
    },
  ],
  note: 'Checked on 28 November 2026 against the sources above and the updates of July 2026 (app/content/updates.ts). The EUR-Lex page of the act was not in the stored copies searched, so it is marked unread (shown as such beside its link): its number, the Official Journal of 28 July 2026, entry into force on the third day after publication (31 July 2026), application until 3 April 2028 and Article 1(3), which leaves out communications to which end-to-end encryption is, has been or will be applied, were read in several independent accounts that quote the act and give its ELI address, research notes without a public address to cite; the app-compliance FAQ cited gives 1 August 2026 as the day the act took effect, one day from the others. Re-open the EUR-Lex page at the next review. The Council press release of 2025 was read in a verbatim reproduction (PANA) and a summary (LexisNexis). The anchor #tl-council-final-adoption of exitchatcontrol.org is not in the stored copies of the site’s repository (Aurealibe/exitchatcontrol.org, newest commit 24 July 2026), so the page is not cited: a secondary source we could not read is not used. The Council’s acceptance of 23 July rests on research notes alone and has no entry in the record. On the negotiations: a page of September 2026 (a researcher’s explainer, no citable address) says talks continue under the Irish presidency; the record ends on 24 July 2026 (RECORD_SEARCH, app/content/updates.ts), and no agreement was found announced up to 28 November 2026.',
}
