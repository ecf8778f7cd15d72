import type { RecordSearch, Update } from './schema'
import { text } from './text.ts'

/**
 * What happened after the snapshot (AS_OF, ./as-of.ts): the updates page
 * (docs/product.md#updates), the Atom feeds and the newsletter's "updates since" issues
 * read this list. Newest first. Each entry is one dated event; its summary says only
 * what its sources say (the first source is the primary one where one exists), and
 * `checked` is the day someone compared the entry with them. Every source has its `kind`
 * (primary: the institution or record itself; secondary: reporting, campaigns, trackers,
 * aggregators), shown beside its link, primary sources first. The rules are checked by
 * `npm run content:check` (scripts/check-content.ts); docs/editing.md#add-an-update says
 * how to add one, docs/editing.md#search-for-events how to look for them.
 */
export const UPDATES: readonly Update[] = [
  {
    id: 'regulation-2026-1881-2026',
    date: '2026-07-24',
    title: text('update-title', `The new temporary rules become Regulation (EU) 2026/1881`),
    // Translators: But "Regulation (EU) 2026/1881", the act this entry is about, as the Official Journal writes it in your
    // language (nl "Verordening (EU) 2026/1881", de "Verordnung (EU) 2026/1881", fr "règlement (UE) 2026/1881"). Glossary:
    // fr "analyser" for scan.
    summary: text(
      'update-summary',
      `The temporary rules for voluntary scanning were adopted as Regulation (EU) 2026/1881 of 24 July 2026. Published in the Official Journal on 28 July 2026, it entered into force on 31 July 2026 and applies until 3 April 2028. It allows providers of messaging and email services to scan voluntarily for child sexual abuse material; end-to-end encrypted communications are outside its scope.`,
    ),
    sources: [
      { url: 'https://eur-lex.europa.eu/eli/reg/2026/1881/oj', date: '2026-07-28', kind: 'primary', unread: true },
      { url: 'https://github.com/mjmirza/app-store-compliance/discussions/1324', date: '2026-07-24', kind: 'secondary' },
    ],
    checked: '2026-11-28',
    note: 'The act on EUR-Lex was not in the stored copies searched on 28 November 2026, so it is cited for its address and marked unread; re-open it at the next review and drop the mark. Read: the app-compliance FAQ (the number, “of 24 July 2026”, lawful “only until 3 April 2028”; it gives 2026-08-01 as the day the act took effect, one day after the others). The Official Journal of 28 July, entry into force on 31 July (the third day after publication) and Article 1(3), which leaves out communications “to which end-to-end encryption is, has been or will be applied”, are given alike by several accounts that quote the act and give its ELI address, without a public address of their own to cite (research notes in repositories, an EU Law Live report of 28 July named in one of them and not stored). The Parliament’s amendments of 9 July excluding end-to-end encrypted communications (entry “second-reading-vote-2026”) and the Council’s acceptance of them, dated 23 July by those notes, are how the exclusion reached the act; no readable source of the Council’s acceptance was found, so it has no entry of its own (RECORD_SEARCH).',
  },
  {
    id: 'second-reading-vote-2026',
    date: '2026-07-09',
    title: text('update-title', `Parliament fails to reject the Council's text, then excludes encrypted communications`),
    summary: text(
      'update-summary',
      `At second reading, a motion to reject the Council's text won 314 votes, with 276 against and 17 abstentions, but it failed: rejection needed a majority of all the Parliament's Members, 360 of the 719 in office. The Parliament then adopted amendments that exclude end-to-end encrypted communications from the scanning, with 369 and 362 votes, and a last motion to reject the amended text failed by 276 votes to 286, with 30 abstentions. The amended text went back to the Council.`,
    ),
    sources: [
      {
        url: 'https://www.europarl.europa.eu/news/en/press-room/20260706IPR46318/combating-child-sexual-abuse-support-for-a-more-limited-eprivacy-derogation',
        date: '2026-07-09',
        kind: 'primary',
        unread: true,
      },
      {
        url: 'https://github.com/dgrcode/chat-control-eu/blob/f34ae1eda9b28ce9d8c536dae5cc08001d7c59e7/sources/vote-ledger.md',
        date: '2026-07-14',
        kind: 'secondary',
      },
      {
        url: 'https://github.com/dgrcode/chat-control-eu/blob/1ebe33ca2da99bc7ae0dd1e76c65a2ba69d3e912/votes/2026-07-09--2025-0429-cod--motion-to-reject-council-position.md',
        date: '2026-07-16',
        kind: 'secondary',
      },
      { url: 'https://exitchatcontrol.org/#tl-ep-e2ee-carveout', date: '2026-07-10', kind: 'secondary' },
    ],
    checked: '2026-11-28',
    note: 'The Parliament’s press release 20260706IPR46318 is cited for its address, marked unread: it was not in the stored copies searched on 28 November 2026; its address and title are as the vote ledger of dgrcode/chat-control-eu and other repositories cite it (“EP outcome”), its day is the vote’s (one repository dates it 10 July). The roll-call annex PV-10-2026-07-09-RCV and HowTheyVote votes 195775 (motion to reject) and 195807 (last motion) were not opened either (app/content/roll-calls.ts cites them for the Act now pages). 314/276/17 and 276/286/30: the vote ledger (commit f34ae1e, 14 July 2026). 360 of 719: the same repository’s record of the vote (commit 1ebe33c) lists 314 for, 276 against, 17 abstentions and 112 who did not vote, 719 Members in office; the Parliament counts its component Members as those in office (app/content/roll-calls.ts, which holds the figure as `majorityNeeded`, with its reason). The amendments’ 369 and 362 votes and the return to the Council: the timeline of exitchatcontrol.org (read in its repository Aurealibe/exitchatcontrol.org, src/i18n/content/en/events.json, commit 8ebc1da, 10 July 2026), which gives the bar as “361 of 720”, counting the seats, not the Members in office. app/content/meps/record.json (the Act now pages) holds the same three totals.',
  },
  {
    id: 'urgent-procedure-2026',
    date: '2026-07-07',
    title: text('update-title', `Parliament fast-tracks the Council's text`),
    summary: text(
      'update-summary',
      `The European Parliament approved the urgent procedure for the Council's text by 331 votes to 304, with 11 abstentions, so that the second-reading vote could take place that week, in the last session before the summer recess.`,
    ),
    sources: [
      { url: 'https://exitchatcontrol.org/#tl-ep-e2ee-carveout', date: '2026-07-10', kind: 'secondary' },
      { url: 'https://vpnlab.io/en/eu-chat-control-council-written-procedure-2026-1075', date: '2026-07-05', kind: 'secondary' },
    ],
    checked: '2026-11-27',
    note: 'The vote count is from the timeline of exitchatcontrol.org alone (see “second-reading-vote-2026”); VPNLab of 5 July reported the urgent procedure as planned for “this Tuesday” and the vote for the last session before the summer recess. No primary record of the urgency vote was in the stored copies.',
  },
  {
    id: 'council-position-new-interim-regulation-2026',
    date: '2026-07-02',
    title: text('update-title', `Council backs new temporary rules for voluntary scanning until April 2028`),
    summary: text(
      'update-summary',
      `By written procedure, the Council adopted its first-reading position on a new, stand-alone temporary regulation that takes over the expired exemption for voluntary scanning and would apply until 3 April 2028. The text went to the European Parliament for a second reading, where rejecting it takes a majority of all members.`,
    ),
    sources: [
      {
        url: 'https://www.consilium.europa.eu/en/press/press-releases/2026/07/02/council-moves-to-reinstate-interim-measure-to-combat-child-sexual-abuse-online/',
        date: '2026-07-02',
        kind: 'primary',
        unread: true,
      },
      { url: 'https://atlas.eumatrix.app/news/0c790d41-60f5-4bbf-9e9d-deb4e7d78a48', date: '2026-07-02', kind: 'secondary' },
      { url: 'https://atlas.eumatrix.app/news/3de0a1c4-d615-40d9-9b69-80c9942f30f0', date: '2026-07-02', kind: 'secondary' },
      { url: 'https://vpnlab.io/en/eu-chat-control-council-written-procedure-2026-1075', date: '2026-07-05', kind: 'secondary' },
    ],
    checked: '2026-11-28',
    note: 'Sources disagree by a day: one EU Matrix summary and VPNLab give 2 July 2026 for the written procedure, the other EU Matrix summary says the position was adopted on 1 July. The Council’s press release (“Council moves to reinstate interim measure to combat child sexual abuse online”) is cited for its address, marked unread: it was not in the stored copies searched on 28 November 2026; its address is as the timeline of exitchatcontrol.org (Aurealibe/exitchatcontrol.org, src/content/events.tsx, commit b38beb8) and other repositories cite it, one of which records that the page refused automated readers. What followed is in the entries of 7, 9 and 24 July 2026.',
  },
  {
    id: 'fifth-trilogue-no-deal-2026',
    date: '2026-06-29',
    title: text('update-title', `Fifth round of talks on the permanent regulation ends without a deal`),
    summary: text(
      'update-summary',
      `The fifth trilogue between the Parliament, the Council and the Commission on the permanent regulation, under the Cypriot presidency, ended without an agreement: the dispute over encryption and scanning remained open. The next political round was set for 29 September 2026.`,
    ),
    sources: [
      { url: 'https://vpnlab.io/en/eu-chat-control-fifth-trilogue-fails-2026-1061', date: '2026-07-04', kind: 'secondary' },
      {
        url: 'https://closednetwork.io/eu-chat-control-the-fight-to-scan-every-private-message-live-tracker/',
        date: '2026-06-30',
        kind: 'secondary',
      },
    ],
    checked: '2026-11-27',
    note: 'VPNLab (4 July) reports the failure, the open dispute and the next round of 29 September; Closed Network (last updated 30 June) confirms the fifth round on 29 June with its outcome still unknown. The round of 29 September is in app/content/scheduled-events.ts as announced; no report of whether it took place, or of any later round, was found on 28 November 2026 (RECORD_SEARCH).',
  },
  {
    id: 'coreper-revives-interim-regulation-2026',
    date: '2026-06-26',
    title: text('update-title', `EU ambassadors move to revive the temporary rules as a new regulation`),
    summary: text(
      'update-summary',
      `Less than three months after the Parliament voted down the extension, the member states' ambassadors decided to go ahead with the temporary rules for voluntary scanning, rewritten as a new, stand-alone regulation rather than an extension.`,
    ),
    sources: [
      { url: 'https://eurotoday.org/?p=32575', date: '2026-06-26', kind: 'secondary' },
      { url: 'https://vpnlab.io/en/eu-chat-control-council-written-procedure-2026-1075', date: '2026-07-05', kind: 'secondary' },
      {
        url: 'https://closednetwork.io/eu-chat-control-the-fight-to-scan-every-private-message-live-tracker/',
        date: '2026-06-30',
        kind: 'secondary',
      },
    ],
    checked: '2026-11-27',
    note: 'EuroToday (citing Euronews) dates the ambassadors’ decision 26 June 2026, a Friday; a campaign guide (feed.roma.co.ke, not cited) spoke of a deal “reportedly underway” on “Friday (June 27)”, a day later and not a Friday in 2026. VPNLab describes the rewriting as a new regulation. EuroToday’s publication day is not shown: its date here is the day it describes.',
  },
  {
    id: 'trilogue-may-2026',
    date: '2026-05-11',
    title: text('update-title', `Negotiators meet again on the permanent regulation`),
    summary: text(
      'update-summary',
      `Negotiators of the Parliament, the Cypriot presidency and the Commission met on the permanent regulation. According to a summary of a CDT Europe brief, the scope of detection, blocking orders and removal deadlines were on the table, and whether age verification belongs in the regulation remained open.`,
    ),
    sources: [
      {
        url: 'https://roboticlifestyle.com/article/eu-moves-on-csam-rule-amid-trilogue-talks-394919-632',
        date: '2026-05-11',
        kind: 'secondary',
      },
    ],
    checked: '2026-11-27',
    note: 'One aggregator source, summarising a CDT Europe policy brief that was not read; it calls this the “first trilogue meeting”, which neither the opening round of 9 December 2025 nor the “fifth” round of 29 June bears out, so the title says only that negotiators met. Rounds on 26 February and 16 April 2026 are named only in research notes without a public address; searched again on 28 November 2026 (RECORD_SEARCH), no citable source dates them. netzpolitik.org’s report on the appeal of Germany’s data protection authorities (their press release of 26 February 2026) says “Gestern fand die zweite Verhandlung auf politischer Ebene statt”, but the article shows no day, so the round has no entry. Its publication day is not shown: its date here is the day it describes.',
  },
  {
    id: 'interim-regulation-expires-2026',
    date: '2026-04-03',
    title: text('update-title', `Exemption for voluntary scanning expires`),
    summary: text(
      'update-summary',
      `The temporary exemption from EU privacy rules that allowed providers to scan messages voluntarily for child sexual abuse material (Regulation (EU) 2021/1232) expired on 3 April 2026. Google, Meta, Microsoft and Snap said they would continue scanning voluntarily.`,
    ),
    sources: [
      {
        url: 'https://blog.google/company-news/inside-google/around-the-globe/google-europe/reaffirming-commitment-to-child-safety/',
        date: '2026-04-03',
        kind: 'primary',
      },
      {
        url: 'https://www.theguardian.com/technology/2026/apr/09/google-meta-snap-microsoft-eu-child-sexual-abuse',
        date: '2026-04-09',
        kind: 'secondary',
      },
    ],
    checked: '2026-11-25',
    note: 'Some sources count 4 April as the first day without the exemption.',
  },
  {
    id: 'parliament-rejects-interim-extension-2026',
    date: '2026-03-26',
    title: text('update-title', `Parliament rejects the extension of the temporary exemption`),
    summary: text(
      'update-summary',
      `The European Parliament voted down the Commission's proposal to extend the temporary exemption, by 311 votes to 228. The exemption was therefore set to lapse on 3 April 2026.`,
    ),
    sources: [
      {
        url: 'https://www.thestar.com.my/tech/tech-news/2026/03/27/eu-rules-to-tackle-child-sex-abuse-online-to-lapse',
        date: '2026-03-27',
        kind: 'secondary',
      },
      {
        url: 'https://www.notebookcheck.net/Google-Meta-Microsoft-and-Snapchat-EU-rejects-extension-for-voluntary-scans.1266617.0.html',
        date: '2026-04-03',
        kind: 'secondary',
      },
    ],
    checked: '2026-11-25',
    note: 'Why the vote went that way is not stated here: the cited sources do not say. AFP (The Star) dates the vote Thursday 26 March 2026; a blog dates it 25 March (a procedural vote took place then). The HowTheyVote page of the vote was not seen, so it is not cited. Notebookcheck’s publication day is approximate.',
  },
  {
    id: 'interim-extension-talks-fail-2026',
    date: '2026-03-16',
    title: text('update-title', `Talks on extending the temporary exemption fail`),
    summary: text(
      'update-summary',
      `Negotiators of the European Parliament and the Council failed to agree on extending the temporary exemption for voluntary scanning, less than three weeks before it was due to expire on 3 April 2026.`,
    ),
    sources: [
      {
        url: 'https://www.thestar.com.my/tech/tech-news/2026/03/27/eu-rules-to-tackle-child-sex-abuse-online-to-lapse',
        date: '2026-03-27',
        kind: 'secondary',
      },
      { url: 'https://github.com/AntiSurv/oss-anti-surveillance/issues/30', date: '2026-03-25', kind: 'secondary' },
    ],
    checked: '2026-11-27',
    note: 'The Star (AFP, Friday 27 March) says the talks “failed last week”; the day, Monday 16 March, is from a tracker’s issue of 25 March that cites Reuters. The Reuters report of that day (reuters.com/legal/litigation/eu-fails-extend-rules-child-abuse-content-detection-by-online-platforms-2026-03-16/) was not in the stored copies, so it is not cited.',
  },
  {
    id: 'plenary-backs-narrower-interim-extension-2026',
    date: '2026-03-11',
    title: text('update-title', `Parliament backs a narrower extension to August 2027`),
    summary: text(
      'update-summary',
      `By 458 votes to 103, with 63 abstentions, the European Parliament adopted its position on extending the temporary exemption to 3 August 2027: scanning limited to users suspected by a judicial authority, and no scanning of end-to-end encrypted communications. Negotiations with the Council followed.`,
    ),
    sources: [
      { url: 'https://www.europarl.europa.eu/doceo/document/TA-10-2026-0070_EN.html', date: '2026-03-11', kind: 'primary' },
      {
        url: 'https://agenceurope.eu/en/bulletin/article/13826/6/european-parliament-approves-commissions-proposal-to-extend-eprivacy-directive-derogation-but-sets-limits',
        date: '2026-03-11',
        kind: 'secondary',
      },
      { url: 'https://www.helpnetsecurity.com/2026/03/13/eu-parliament-extends-csam-rules/', date: '2026-03-13', kind: 'secondary' },
      {
        url: 'https://netzpolitik.org/2026/nur-auf-verdacht-eu-parlament-stimmt-gegen-massenueberwachung-bei-freiwilliger-chatkontrolle/',
        date: '2026-03-11',
        kind: 'secondary',
      },
    ],
    checked: '2026-11-25',
    note: 'This was the Parliament’s position, not adopted law (netzpolitik.org wrote “extended”). No HowTheyVote page of this vote was found.',
  },
  {
    id: 'libe-rejects-interim-extension-2026',
    date: '2026-03-02',
    title: text('update-title', `Civil liberties committee votes down the extension`),
    summary: text(
      'update-summary',
      `The European Parliament's civil liberties committee (LIBE) unexpectedly rejected the extension of the temporary exemption for voluntary scanning. The proposal went on to the full Parliament.`,
    ),
    sources: [
      {
        url: 'https://netzpolitik.org/2026/ueberraschung-ausschuss-stimmt-gegen-freiwillige-chatkontrolle/',
        date: '2026-03-03',
        kind: 'secondary',
      },
    ],
    checked: '2026-11-25',
    note: 'netzpolitik.org of 3 March 2026 says “gestern” (yesterday). A committee vote count found only on a blog is not used.',
  },
  {
    id: 'edps-opinion-interim-extension-2026',
    date: '2026-02-16',
    // Translators: The European Data Protection Supervisor (EDPS) is the EU’s own data protection authority.
    title: text('update-title', `EU data protection supervisor warns against indiscriminate scanning in the extension`),
    // Translators: "would remain highly problematic" reports what he wrote of one course of action, not of the law.
    summary: text(
      'update-summary',
      `The European Data Protection Supervisor, Wojciech Wiewiórowski, gave his opinion on the Commission's proposal to extend the temporary exemption (Regulation (EU) 2021/1232). He proposed legal limits to prevent general and indiscriminate monitoring, and warned that extending the exemption without measures that make existing and new safeguards effective would remain highly problematic.`,
    ),
    sources: [
      {
        url: 'https://www.edps.europa.eu/system/files/2026-02/26-02-16_opinion-extending-application-regulation-2021-1232_en.pdf',
        date: '2026-02-16',
        kind: 'primary',
        unread: true,
      },
      {
        url: 'https://netzpolitik.org/2026/anlasslose-massenueberwachung-eu-datenschutzbeauftragter-gegen-wahlloses-scannen-bei-freiwilliger-chatkontrolle/',
        date: '2026-02-19',
        kind: 'secondary',
      },
      {
        url: 'https://github.com/Aurealibe/exitchatcontrol.org/blob/b38beb8acab4d5c2823c7ea521df34b38dbc1367/src/content/events.tsx',
        date: '2026-07-10',
        kind: 'secondary',
      },
    ],
    checked: '2026-11-28',
    note: 'netzpolitik.org (19 February 2026): Wiewiórowski “schlägt nun in einer Stellungnahme rechtliche Einschränkungen an der Ausnahmeregelung vor. Sie sollen eine allgemeine und wahllose Überwachung unterbinden”; “Eine bloße Verlängerung der Ausnahmeregelung ohne Maßnahmen zur Sicherstellung der Wirksamkeit bestehender und neuer Schutzvorkehrungen bliebe „hochproblematisch“”. The day, 16 February: the timeline of exitchatcontrol.org labels its link to the opinion “EDPS · Opinion 16 fév. 2026”, and the PDF’s file name starts 26-02-16. The PDF itself is cited for its address, marked unread: it was not in the stored copies searched on 28 November 2026. Security.NL (posting 925107, “EDPS waarschuwt voor willekeurig scannen van verkeer door chatdiensten”) and the EDPS’s own post relayed on Nostr say the same, without a day shown, and are not cited.',
  },
  {
    id: 'cyprus-presidency-age-checks-2026',
    date: '2026-01-30',
    datePrecision: 'month',
    title: text('update-title', `Age checks become part of the negotiations`),
    summary: text(
      'update-summary',
      `Cyprus, which held the Council presidency from January to June 2026, named the fight against child sexual abuse among its priorities. netzpolitik.org reported that the negotiators of the Commission, Parliament and Council were also discussing age checks, which critics warned could mean showing an ID for large parts of the internet.`,
    ),
    sources: [
      {
        url: 'https://netzpolitik.org/2026/trilog-zu-alterskontrollen-warnung-vor-ausweispflicht-fuer-weite-teile-des-internets/',
        date: '2026-01-30',
        kind: 'secondary',
      },
      {
        url: 'https://www.brusselstimes.com/1945544/cyprus-outlines-eu-presidency-focus-child-protection-migration-water-security',
        date: '2026-01-30',
        kind: 'secondary',
      },
    ],
    checked: '2026-11-25',
    note: 'Late January 2026 reporting; the Brussels Times day is inferred (“on Friday”). Of the negotiation rounds between December 2025 and June 2026, only those of 11 May and 29 June 2026 were found dated (their own entries).',
  },
  {
    id: 'commission-proposes-interim-extension-2025',
    date: '2025-12-19',
    title: text('update-title', `Commission proposes to extend the temporary exemption`),
    summary: text(
      'update-summary',
      `The European Commission proposed to extend the temporary exemption (Regulation (EU) 2021/1232), due to expire on 3 April 2026, so that providers could keep detecting and reporting child sexual abuse voluntarily while the permanent regulation is negotiated.`,
    ),
    sources: [
      { url: 'https://ec.europa.eu/transparency/documents-register/detail?ref=COM(2025)797&lang=en', date: '2025-12-19', kind: 'primary' },
      {
        url: 'https://europalov.no/rettsakt/kommunikasjonsverndirektivet-forlengelse-av-perioden-for-frivillig-rapportering-av-seksuelt-misbruk/id-34422',
        date: '2025-12-19',
        kind: 'secondary',
      },
    ],
    checked: '2026-11-25',
    note: 'COM(2025) 797, procedure 2025/0429(COD). The length of the proposed extension is not stated here: no source seen gives it for certain.',
  },
  {
    id: 'trilogue-opens-2025',
    date: '2025-12-09',
    title: text('update-title', `Parliament and Council open negotiations`),
    summary: text(
      'update-summary',
      `The European Parliament's rapporteur, Javier Zarzalejos, and Denmark's justice minister, Peter Hummelgaard, for the Council, opened the negotiations on the permanent regulation. Days earlier, Home Affairs Commissioner Magnus Brunner had told MEPs that he preferred the Parliament's negotiating position to the Council's text.`,
    ),
    sources: [
      {
        url: 'https://javierzarzalejos.eu/en/2025/12/09/first-interinstitutional-meeting-to-negotiate-the-regulation-on-preventing-child-sexual-abuse',
        date: '2025-12-09',
        kind: 'primary',
      },
      {
        url: 'https://www.patrick-breyer.de/en/eu-chat-control-twist-commissioner-sides-with-parliament-over-governments-boost-for-european-parlaments-strong-mandate/',
        date: '2025-12-04',
        kind: 'secondary',
      },
    ],
    checked: '2026-11-25',
    note: 'The Breyer post’s day is inferred from a repost of 4 December 2025.',
  },
  {
    id: 'council-position-without-mandatory-scanning-2025',
    date: '2025-11-26',
    title: text('update-title', `Governments agree a Council position without mandatory scanning`),
    summary: text(
      'update-summary',
      `The member states' ambassadors agreed the Council's negotiating position. It drops mandatory detection orders, makes the exemption for voluntary scanning permanent, obliges providers to assess and reduce risks, and sets up an EU Centre on Child Sexual Abuse. The Netherlands and Czechia voted against; no dated source we found says which other governments voted against or abstained.`,
    ),
    sources: [
      {
        url: 'https://ccianet.org/news/2025/11/protecting-children-online-eu-member-states-adopt-negotiating-mandate-for-csam-rules',
        date: '2025-11-26',
        kind: 'secondary',
      },
      {
        url: 'https://digitalpolicyalert.org/event/35712-council-reached-agreement-on-proposal-for-a-regulation-laying-down-rules-to-prevent-and-combat-child-sexual-abuse',
        date: '2025-11-26',
        kind: 'secondary',
      },
      {
        url: 'https://www.euronews.com/2025/11/27/eu-countries-reach-long-awaited-deal-on-online-child-abuse-detection',
        date: '2025-11-27',
        kind: 'secondary',
      },
      {
        url: 'https://www.security.nl/posting/914572/Kabinet+zegt+dat+Nederland+toch+tegen+voorstel+voor+chatcontrole+stemt',
        date: '2025-11-25',
        kind: 'secondary',
      },
      {
        url: 'https://www.security.nl/posting/915944/Minister+wil+informatie+rondom+stemming+chatcontrole+niet+openbaar+maken',
        date: '2025-12-05',
        kind: 'secondary',
      },
      {
        url: 'https://ct24.ceskatelevize.cz/clanek/media/souhrn-zasadni-udalosti-stredy-26-listopadu-367609',
        date: '2025-11-26',
        kind: 'secondary',
      },
    ],
    checked: '2026-11-27',
    note: 'Czechia’s vote against: Česká televize (ČT24), summary of 26 November 2025. No Council press-release URL was found. Which other governments voted against or abstained was searched for again on 27 November 2026 in four languages (RECORD_SEARCH) and not found in a dated source: an undated campaign map relayed in a forum comment lists Czechia, Italy, the Netherlands and Poland as “against”, and a social-media post says Italy abstained — neither is a record of the vote, so neither is used. The Dutch minister’s answer of 5 December (Security.NL) speaks of “the Coreper meeting of 16 November”, evidently 26 November: the Cabinet announced on 25 November that it would vote against “tomorrow”. The vote had been planned for 19 November and was postponed by a week (netzpolitik.org). The stances are in app/content/council-record.ts.',
  },
  {
    id: 'denmark-drops-detection-orders-2025',
    date: '2025-10-30',
    title: text('update-title', `Danish presidency drops mandatory scanning`),
    summary: text(
      'update-summary',
      `The Danish presidency gave up its push for mandatory detection orders: a discussion paper sent to the member states proposed that scanning private chats should stay voluntary. Germany's justice minister, Stefanie Hubig, welcomed the change.`,
    ),
    sources: [
      {
        url: 'https://www.it-administrator.de/chatkontrolle-messenger-daenemark-kompromiss-freiwillig',
        date: '2025-10-31',
        kind: 'secondary',
      },
      { url: 'https://www.deutschlandfunk.de/hubig-begruesst-stopp-fuer-chatkontrolle-100.html', date: '2025-10-31', kind: 'secondary' },
    ],
    checked: '2026-11-25',
    note: 'Euractiv (seen through a mirror, not cited) dates the Danish minister’s statement Thursday 30 October 2025; some sites give 31 October.',
  },
  {
    id: 'vote-called-off-2025',
    date: '2025-10-08',
    title: text('update-title', `Germany says no; the vote on the Danish text is called off`),
    summary: text(
      'update-summary',
      `Germany's justice minister, Stefanie Hubig, spoke out against suspicionless scanning of chats. When the EU ambassadors met that evening, the Danish compromise did not have enough support, and the vote planned for the interior ministers' meeting of 14 October was dropped.`,
    ),
    sources: [
      {
        url: 'https://www.golem.de/news/keine-mehrheit-eu-verhandlungen-zu-chatkontrolle-vorerst-gescheitert-2510-200965.html',
        date: '2025-10-08',
        kind: 'secondary',
      },
      {
        url: 'https://stiftungdatenschutz.org/veroeffentlichungen/datenschutz-im-fokus/datenschutz-im-fokus-detailansicht/chatkontrolle-eine-gefahr-fuer-demokratie-freiheit-und-it-sicherheit-641',
        date: '2025-10-09',
        kind: 'secondary',
      },
      {
        url: 'https://www.security.nl/posting/908437/EU-voorzitter+Denemarken+schrapt+stemming+over+invoering+chatcontrole',
        date: '2025-10-09',
        kind: 'secondary',
      },
    ],
    checked: '2026-11-25',
    note: 'Golem (dpa) names 15 October for the ministers’ meeting; Security.nl and Večernji list place the planned vote on 14 October (Justice and Home Affairs Council of 13–14 October). Jens Spahn’s statement of 7 October is known only from a blog transcript and is not used.',
  },
]

/** Where a search was run, as RECORD_SEARCH names it; a review uses the ones it needs. */
const WHERE = {
  pages: 'stored web pages (news, blogs, institutions)',
  issues: 'issues and pull requests of public repositories',
  code: 'public repositories (files)',
  docs: 'documentation and project pages',
  strings: 'public repositories (exact string)',
} as const

/**
 * The search that closed the last review: everything looked for after the newest update,
 * where, and what came back (docs/editing.md#record-a-search-that-found-nothing). It is
 * replaced whole at each review: the searches of that day, not a history of earlier ones.
 * `npm run content:check` prints `result` and requires `day` to be LAST_REVIEWED and `after`
 * the newest update's day. The sources that were used are cited in the entries above; the
 * rest of what each query returned was older than `after` or off the subject.
 */
export const RECORD_SEARCH: RecordSearch = {
  day: '2026-11-28',
  after: '2026-07-24',
  searches: [
    {
      where: WHERE.pages,
      query: 'Council approves Parliament’s amendments voluntary detection child sexual abuse July 2026 end-to-end encryption excluded',
      found: 'EU Matrix on the Council position of 2 July; nothing on the Council’s approval of 23 July',
    },
    {
      where: WHERE.pages,
      query: 'Council moves to reinstate interim measure to combat child sexual abuse online / consilium press release 2026/07/02',
      found: 'the Council’s press release is not stored (its address: entry of 2 July)',
    },
    {
      where: WHERE.pages,
      query: 'chat control 1.0 back in force 31 July 2026 Official Journal published voluntary scanning regulation',
      found: 'summaries of the Council position of July; nothing on the Official Journal or the entry into force',
    },
    { where: WHERE.pages, query: 'EU Law Live Regulation 2026/1881 published Official Journal', found: 'not stored' },
    {
      where: WHERE.pages,
      query: 'Rat nimmt Änderungen des Parlaments an freiwillige Chatkontrolle Juli 2026 Ende-zu-Ende-Verschlüsselung',
      found: 'nothing after July 2026',
    },
    {
      where: WHERE.pages,
      query: 'contrôle des conversations règlement 2026/1881 Journal officiel juillet 2026 chiffrement de bout en bout',
      found: 'nothing on the subject',
    },
    {
      where: WHERE.pages,
      query: 'chatcontrole 1.0 verordening 2026/1881 Publicatieblad end-to-end versleuteling uitgezonderd',
      found: 'Security.NL up to 2025; nothing later',
    },
    {
      where: WHERE.docs,
      query: 'Regulation 2026/1881 Article 1(3) end-to-end encryption excluded Official Journal 28 July 2026 entry into force',
      found: 'the app-compliance FAQ (entry of 24 July); no EUR-Lex page',
    },
    {
      where: WHERE.issues,
      query: '2026/1881 end-to-end encryption excluded temporary derogation published Official Journal',
      found: 'nothing after July 2026',
    },
    {
      where: WHERE.code,
      query: 'Regulation (EU) 2026/1881 temporary derogation Directive 2002/58/EC entry into force third day publication',
      found: 'nothing on the act',
    },
    {
      where: WHERE.strings,
      query: '“Regulation (EU) 2026/1881”, “eli/reg/2026/1881”, “end-to-end encryption is, has been or will be”',
      found:
        'research notes that quote the act (Official Journal of 28 July, in force 31 July, Article 1(3)) in repositories not named by the index, none citable',
    },
    {
      where: WHERE.strings,
      query: '“press-releases/2026/07/02”, “20260706IPR46318”',
      found: 'the addresses of the Council’s and the Parliament’s press releases, cited in the entries of 2 and 9 July as unread',
    },
    {
      where: WHERE.pages,
      query: 'JHA Counsellors CSA Regulation state of play and way forward September 2026',
      found: 'not stored',
    },
    {
      where: WHERE.strings,
      query: '“jha-counsellors”',
      found:
        'the address of a Council meeting page, JHA Counsellors of 14 September 2026, “CSA Regulation – state of play and way forward”, cited by third-party repositories; the page itself not stored, no readable report of it',
    },
    {
      where: WHERE.pages,
      query: 'sixth trilogue chat control 29 September 2026 Irish presidency outcome',
      found: 'Irish presidency generalities; nothing on the round',
    },
    {
      where: WHERE.pages,
      query: 'Chatkontrolle Trilog 29. September 2026 irische Ratspräsidentschaft Ergebnis',
      found: 'nothing after July 2026',
    },
    {
      where: WHERE.issues,
      query: 'chat control September 2026 trilogue resumed CSA regulation Ireland presidency state of play',
      found: 'nothing after July 2026',
    },
    {
      where: WHERE.pages,
      query: 'EDPS opinion extension Regulation (EU) 2021/1232 February 2026 / EDPS opinion proposal extend interim regulation',
      found: 'older EDPS opinions; the Council position of July 2026',
    },
    {
      where: WHERE.pages,
      query: 'Europäischer Datenschutzbeauftragter Stellungnahme Verlängerung Interimsverordnung Chatkontrolle 2026',
      found: 'netzpolitik.org of 19 February 2026 (entry of 16 February)',
    },
    {
      where: WHERE.pages,
      query: 'European Data Protection Supervisor voluntary scanning extension safeguards indiscriminate monitoring February 2026',
      found: 'Security.NL and the EDPS’s post relayed on Nostr, no day shown',
    },
    {
      where: WHERE.pages,
      query: 'Contrôleur européen de la protection des données avis prolongation règlement provisoire 2026',
      found: 'the EDPS opinion of 2024 only',
    },
    {
      where: WHERE.pages,
      query: 'EDPS waarschuwt voor willekeurig scannen van verkeer door chatdiensten',
      found: 'Security.NL, no day shown',
    },
    {
      where: WHERE.strings,
      query: '“26-02-16_opinion”',
      found: 'the timeline of exitchatcontrol.org, “EDPS · Opinion 16 fév. 2026” (entry of 16 February)',
    },
    {
      where: WHERE.pages,
      query: 'Chatkontrolle Trilog 26. Februar 2026 / Trilog April 2026 zypriotische Ratspräsidentschaft',
      found: 'netzpolitik.org: a second political round “yesterday”, the article undated; nothing on April',
    },
    {
      where: WHERE.pages,
      query: 'chat control trilogue April 2026 negotiators / second political trilogue 26 February 2026',
      found: 'trackers of the June round; “trilogue sessions in February and April” without days (factually.co)',
    },
    {
      where: WHERE.pages,
      query: 'contrôle des conversations trilogue 2026 / chatcontrole trialoog 2026',
      found: 'nothing on the subject',
    },
    {
      where: WHERE.issues,
      query: 'chat control trilogue 26 February 16 April 2026 CSA regulation negotiation rounds',
      found: 'nothing on the rounds',
    },
    { where: WHERE.strings, query: '“trilogue on 16 April”, “Trilog am 16. April”, “26 February 2026”', found: 'nothing on the subject' },
    {
      where: WHERE.pages,
      query: 'Council Legal Service opinion June 2026 voluntary scanning Article 7 Charter suspicionless',
      found: 'nothing on the subject',
    },
    {
      where: WHERE.pages,
      query:
        'Juristischer Dienst des Rates Gutachten freiwillige Chatkontrolle Juni 2026 / service juridique du Conseil avis juin 2026 / juridische dienst Raad advies juni 2026',
      found: 'the Legal Service’s leaked opinion of 2023; nothing of 2026',
    },
    {
      where: WHERE.code,
      query: 'Council Legal Service opinion 10 June 2026 voluntary detection interim regulation Article 7',
      found: 'research notes naming the opinion without its day or a citable source',
    },
    {
      where: WHERE.pages,
      query: 'Parliament currently composed of 719 MEPs so the necessary majority was 360',
      found: 'the Parliament’s press release of 18 July 2024 as mirrors quote it (app/content/roll-calls.ts)',
    },
    {
      where: WHERE.code,
      query:
        'the vote records dgrcode/chat-control-eu and Aurealibe/exitchatcontrol.org (read at their newest commits, 16 and 24 July 2026)',
      found: 'the votes of 7 and 9 July 2026 and 719 Members on the roll of 9 July; nothing later',
    },
    {
      where: WHERE.strings,
      query: 'Regulation (EU) 2026/1881 / eli/reg/2026/1881',
      found:
        'research notes and explainers (no repository named) giving the Official Journal of 28 July, entry into force on 31 July and the exclusion of end-to-end encrypted communications; none citable',
    },
    {
      where: WHERE.pages,
      query: 'Verordnung (EU) 2026/1881 Amtsblatt in Kraft Ende-zu-Ende-Verschlüsselung ausgenommen',
      found: 'nothing on the act',
    },
    {
      where: WHERE.pages,
      query: 'OJ L 2026/1881 28.7.2026 temporary derogation Directive 2002/58/EC / 2025/0429(COD) final act',
      found: 'EUR-Lex pages of the 2020 proposal and the Legislative Observatory summary of 2024/1307; not the act of 2026',
    },
    {
      where: WHERE.issues,
      query: '2026/1881 Official Journal 28 July 2026 temporary derogation ePrivacy published',
      found: 'issues up to March 2026 (the expiry); nothing on the act',
    },
    {
      where: WHERE.pages,
      query: 'chat control news August September October 2026 / first negotiations chat control February 26 2026',
      found:
        'a wiki line “On February 26, 2026, the first negotiations of Chat Control begun”, its footnote not shown (the negotiations opened on 9 December 2025, the rapporteur’s site says); nothing dated after July 2026',
    },
    {
      where: WHERE.pages,
      query: 'chat control trilogo 2026 negoziati (it) / kontrola czatów trilog 2026 (pl) / chatcontrole triloog februari april 2026 (nl)',
      found: 'items of 2025 and of the spring of 2026; no day of a round',
    },
    {
      where: WHERE.pages,
      query:
        'chat control trilogue October 2026 Irish presidency deal / Chatkontrolle Oktober 2026 Trilog / contrôle des conversations trilogue automne 2026',
      found: 'nothing dated after July 2026',
    },
    {
      where: WHERE.strings,
      query: '“Council’s own legal service”, “sixth trilogue”, “Council accepted 23 July”',
      found:
        'notes of July to September 2026 without a public address: the Legal Service’s finding without a day or a document (the stored pages report only its opinion leaked in 2023), the round of 29 September as scheduled (one marks it unverified), the acceptance of 23 July citing a tracker that is not stored',
    },
    {
      where: WHERE.strings,
      query: '“32026R1881”, “state of play and way forward”',
      found:
        'a legal-data repository’s records of the act (publication on 28 July 2026; Article 11, “It shall apply until 3 April 2028.”) and an app’s data naming the Council page of 14 September 2026 with its title; neither the act nor the page itself stored',
    },
    {
      where: WHERE.code,
      query:
        'the repositories Aurealibe/exitchatcontrol.org, dgrcode/chat-control-eu, DimitriGilbert/fuck-chat-control and quantum-pilot/hn-digest, read at their newest commits (16 July to 22 August 2026)',
      found: 'the votes of July 2026 and the Council’s step still pending on 16 July; nothing dated after 24 July on the regulation',
    },
  ],
  result:
    'Nothing dated after 24 July 2026 could be sourced from a page that was read: the Official Journal of 28 July and the entry into force of 31 July are stated in the entry of 24 July from EUR-Lex, not opened; the Council’s approval of 23 July was found only in notes without a citable address; a Council meeting page of 14 September 2026 (JHA Counsellors, “CSA Regulation – state of play and way forward”) is known only by its address; and no report of the round set for 29 September 2026, of a later round, vote or agreement was found.',
}
