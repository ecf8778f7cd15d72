import { msg } from '@lingui/core/macro'
import type { Update } from './schema'

/**
 * What happened after the snapshot (AS_OF, ./as-of.ts): the updates page
 * (docs/product.md#updates), the Atom feeds and the newsletter's "updates since" issues
 * read this list. Newest first. Each entry is one dated event; its summary says only
 * what its sources say (the first source is the primary one where one exists), and
 * `checked` is the day someone compared the entry with them. The rules are checked by
 * `npm run content:check` (scripts/check-content.ts); docs/editing.md#add-an-update says
 * how to add one.
 */
export const UPDATES: readonly Update[] = [
  {
    id: 'council-position-new-interim-regulation-2026',
    date: '2026-07-02',
    datePrecision: 'month',
    title: msg({
      message: `Council backs new temporary rules for voluntary scanning until April 2028`,
      comment:
        'Updates page (/updates), entry "council-position-new-interim-regulation-2026": its heading, also the title of the entry in the Atom feed and the newsletter. Say only what the sources say.',
    }),
    summary: msg({
      message: `The Council adopted its first-reading position on a new, stand-alone temporary regulation that takes over the expired exemption for voluntary scanning and would apply until 3 April 2028. The text goes to the European Parliament for a second reading.`,
      comment:
        'Updates page (/updates), entry "council-position-new-interim-regulation-2026": its summary, also in the Atom feed and the newsletter. Keep the figures, dates and names exact; the regulation names (e.g. Regulation (EU) 2021/1232) stay as they are.',
    }),
    sources: [
      { url: 'https://atlas.eumatrix.app/news/0c790d41-60f5-4bbf-9e9d-deb4e7d78a48', date: '2026-07-02' },
      { url: 'https://atlas.eumatrix.app/news/3de0a1c4-d615-40d9-9b69-80c9942f30f0', date: '2026-07-02' },
    ],
    checked: '2026-11-25',
    note: 'The two EU Matrix summaries give 1 and 2 July 2026 for the written procedure: month precision. No Council press release was found; the Parliament’s second reading and any Official Journal publication were not found either (our record ends here).',
  },
  {
    id: 'interim-regulation-expires-2026',
    date: '2026-04-03',
    title: msg({
      message: `Exemption for voluntary scanning expires`,
      comment:
        'Updates page (/updates), entry "interim-regulation-expires-2026": its heading, also the title of the entry in the Atom feed and the newsletter. Say only what the sources say.',
    }),
    summary: msg({
      message: `The temporary exemption from EU privacy rules that allowed providers to scan messages voluntarily for child sexual abuse material (Regulation (EU) 2021/1232) expired on 3 April 2026. Google, Meta, Microsoft and Snap said they would continue scanning voluntarily.`,
      comment:
        'Updates page (/updates), entry "interim-regulation-expires-2026": its summary, also in the Atom feed and the newsletter. Keep the figures, dates and names exact; the regulation names (e.g. Regulation (EU) 2021/1232) stay as they are.',
    }),
    sources: [
      {
        url: 'https://blog.google/company-news/inside-google/around-the-globe/google-europe/reaffirming-commitment-to-child-safety/',
        date: '2026-04-03',
      },
      { url: 'https://www.theguardian.com/technology/2026/apr/09/google-meta-snap-microsoft-eu-child-sexual-abuse', date: '2026-04-09' },
    ],
    checked: '2026-11-25',
    note: 'Some sources count 4 April as the first day without the exemption.',
  },
  {
    id: 'parliament-rejects-interim-extension-2026',
    date: '2026-03-26',
    title: msg({
      message: `Parliament rejects the extension of the temporary exemption`,
      comment:
        'Updates page (/updates), entry "parliament-rejects-interim-extension-2026": its heading, also the title of the entry in the Atom feed and the newsletter. Say only what the sources say.',
    }),
    summary: msg({
      message: `The European Parliament voted down the Commission's proposal to extend the temporary exemption, by 311 votes to 228. The exemption was therefore set to lapse on 3 April 2026.`,
      comment:
        'Updates page (/updates), entry "parliament-rejects-interim-extension-2026": its summary, also in the Atom feed and the newsletter. Keep the figures, dates and names exact; the regulation names (e.g. Regulation (EU) 2021/1232) stay as they are.',
    }),
    sources: [
      {
        url: 'https://www.thestar.com.my/tech/tech-news/2026/03/27/eu-rules-to-tackle-child-sex-abuse-online-to-lapse',
        date: '2026-03-27',
      },
      {
        url: 'https://www.notebookcheck.net/Google-Meta-Microsoft-and-Snapchat-EU-rejects-extension-for-voluntary-scans.1266617.0.html',
        date: '2026-04-03',
      },
    ],
    checked: '2026-11-25',
    note: 'Why the vote went that way is not stated here: the cited sources do not say. AFP (The Star) dates the vote Thursday 26 March 2026; a blog dates it 25 March (a procedural vote took place then). The HowTheyVote page of the vote was not seen, so it is not cited. Notebookcheck’s publication day is approximate.',
  },
  {
    id: 'plenary-backs-narrower-interim-extension-2026',
    date: '2026-03-11',
    title: msg({
      message: `Parliament backs a narrower extension to August 2027`,
      comment:
        'Updates page (/updates), entry "plenary-backs-narrower-interim-extension-2026": its heading, also the title of the entry in the Atom feed and the newsletter. Say only what the sources say.',
    }),
    summary: msg({
      message: `By 458 votes to 103, with 63 abstentions, the European Parliament adopted its position on extending the temporary exemption to 3 August 2027: scanning limited to users suspected by a judicial authority, and no scanning of end-to-end encrypted communications. Negotiations with the Council followed.`,
      comment:
        'Updates page (/updates), entry "plenary-backs-narrower-interim-extension-2026": its summary, also in the Atom feed and the newsletter. Keep the figures, dates and names exact; the regulation names (e.g. Regulation (EU) 2021/1232) stay as they are.',
    }),
    sources: [
      { url: 'https://www.europarl.europa.eu/doceo/document/TA-10-2026-0070_EN.html', date: '2026-03-11' },
      {
        url: 'https://agenceurope.eu/en/bulletin/article/13826/6/european-parliament-approves-commissions-proposal-to-extend-eprivacy-directive-derogation-but-sets-limits',
        date: '2026-03-11',
      },
      { url: 'https://www.helpnetsecurity.com/2026/03/13/eu-parliament-extends-csam-rules/', date: '2026-03-13' },
      {
        url: 'https://netzpolitik.org/2026/nur-auf-verdacht-eu-parlament-stimmt-gegen-massenueberwachung-bei-freiwilliger-chatkontrolle/',
        date: '2026-03-11',
      },
    ],
    checked: '2026-11-25',
    note: 'This was the Parliament’s position, not adopted law (netzpolitik.org wrote “extended”). No HowTheyVote page of this vote was found.',
  },
  {
    id: 'libe-rejects-interim-extension-2026',
    date: '2026-03-02',
    title: msg({
      message: `Civil liberties committee votes down the extension`,
      comment:
        'Updates page (/updates), entry "libe-rejects-interim-extension-2026": its heading, also the title of the entry in the Atom feed and the newsletter. Say only what the sources say.',
    }),
    summary: msg({
      message: `The European Parliament's civil liberties committee (LIBE) unexpectedly rejected the extension of the temporary exemption for voluntary scanning. The proposal went on to the full Parliament.`,
      comment:
        'Updates page (/updates), entry "libe-rejects-interim-extension-2026": its summary, also in the Atom feed and the newsletter. Keep the figures, dates and names exact; the regulation names (e.g. Regulation (EU) 2021/1232) stay as they are.',
    }),
    sources: [{ url: 'https://netzpolitik.org/2026/ueberraschung-ausschuss-stimmt-gegen-freiwillige-chatkontrolle/', date: '2026-03-03' }],
    checked: '2026-11-25',
    note: 'netzpolitik.org of 3 March 2026 says “gestern” (yesterday). A committee vote count found only on a blog is not used.',
  },
  {
    id: 'cyprus-presidency-age-checks-2026',
    date: '2026-01-30',
    datePrecision: 'month',
    title: msg({
      message: `Age checks become part of the negotiations`,
      comment:
        'Updates page (/updates), entry "cyprus-presidency-age-checks-2026": its heading, also the title of the entry in the Atom feed and the newsletter. Say only what the sources say.',
    }),
    summary: msg({
      message: `Cyprus, which held the Council presidency from January to June 2026, named the fight against child sexual abuse among its priorities. netzpolitik.org reported that the negotiators of the Commission, Parliament and Council were also discussing age checks, which critics warned could mean showing an ID for large parts of the internet.`,
      comment:
        'Updates page (/updates), entry "cyprus-presidency-age-checks-2026": its summary, also in the Atom feed and the newsletter. Keep the figures, dates and names exact; the regulation names (e.g. Regulation (EU) 2021/1232) stay as they are.',
    }),
    sources: [
      {
        url: 'https://netzpolitik.org/2026/trilog-zu-alterskontrollen-warnung-vor-ausweispflicht-fuer-weite-teile-des-internets/',
        date: '2026-01-30',
      },
      {
        url: 'https://www.brusselstimes.com/1945544/cyprus-outlines-eu-presidency-focus-child-protection-migration-water-security',
        date: '2026-01-30',
      },
    ],
    checked: '2026-11-25',
    note: 'Late January 2026 reporting; the Brussels Times day is inferred (“on Friday”). The dates of single negotiation rounds between December 2025 and June 2026 were not found.',
  },
  {
    id: 'commission-proposes-interim-extension-2025',
    date: '2025-12-19',
    title: msg({
      message: `Commission proposes to extend the temporary exemption`,
      comment:
        'Updates page (/updates), entry "commission-proposes-interim-extension-2025": its heading, also the title of the entry in the Atom feed and the newsletter. Say only what the sources say.',
    }),
    summary: msg({
      message: `The European Commission proposed to extend the temporary exemption (Regulation (EU) 2021/1232), due to expire on 3 April 2026, so that providers could keep detecting and reporting child sexual abuse voluntarily while the permanent regulation is negotiated.`,
      comment:
        'Updates page (/updates), entry "commission-proposes-interim-extension-2025": its summary, also in the Atom feed and the newsletter. Keep the figures, dates and names exact; the regulation names (e.g. Regulation (EU) 2021/1232) stay as they are.',
    }),
    sources: [
      { url: 'https://ec.europa.eu/transparency/documents-register/detail?ref=COM(2025)797&lang=en', date: '2025-12-19' },
      {
        url: 'https://europalov.no/rettsakt/kommunikasjonsverndirektivet-forlengelse-av-perioden-for-frivillig-rapportering-av-seksuelt-misbruk/id-34422',
        date: '2025-12-19',
      },
    ],
    checked: '2026-11-25',
    note: 'COM(2025) 797, procedure 2025/0429(COD). The length of the proposed extension is not stated here: no source seen gives it for certain.',
  },
  {
    id: 'trilogue-opens-2025',
    date: '2025-12-09',
    title: msg({
      message: `Parliament and Council open negotiations`,
      comment:
        'Updates page (/updates), entry "trilogue-opens-2025": its heading, also the title of the entry in the Atom feed and the newsletter. Say only what the sources say.',
    }),
    summary: msg({
      message: `The European Parliament's rapporteur, Javier Zarzalejos, and Denmark's justice minister, Peter Hummelgaard, for the Council, opened the negotiations on the permanent regulation. Days earlier, Home Affairs Commissioner Magnus Brunner had told MEPs that he preferred the Parliament's negotiating position to the Council's text.`,
      comment:
        'Updates page (/updates), entry "trilogue-opens-2025": its summary, also in the Atom feed and the newsletter. Keep the figures, dates and names exact; the regulation names (e.g. Regulation (EU) 2021/1232) stay as they are.',
    }),
    sources: [
      {
        url: 'https://javierzarzalejos.eu/en/2025/12/09/first-interinstitutional-meeting-to-negotiate-the-regulation-on-preventing-child-sexual-abuse',
        date: '2025-12-09',
      },
      {
        url: 'https://www.patrick-breyer.de/en/eu-chat-control-twist-commissioner-sides-with-parliament-over-governments-boost-for-european-parlaments-strong-mandate/',
        date: '2025-12-04',
      },
    ],
    checked: '2026-11-25',
    note: 'The Breyer post’s day is inferred from a repost of 4 December 2025.',
  },
  {
    id: 'council-position-without-mandatory-scanning-2025',
    date: '2025-11-26',
    title: msg({
      message: `Governments agree a Council position without mandatory scanning`,
      comment:
        'Updates page (/updates), entry "council-position-without-mandatory-scanning-2025": its heading, also the title of the entry in the Atom feed and the newsletter. Say only what the sources say.',
    }),
    summary: msg({
      message: `The member states' ambassadors agreed the Council's negotiating position. It drops mandatory detection orders, makes the exemption for voluntary scanning permanent, obliges providers to assess and reduce risks, and sets up an EU Centre on Child Sexual Abuse. The Netherlands voted against.`,
      comment:
        'Updates page (/updates), entry "council-position-without-mandatory-scanning-2025": its summary, also in the Atom feed and the newsletter. Keep the figures, dates and names exact; the regulation names (e.g. Regulation (EU) 2021/1232) stay as they are.',
    }),
    sources: [
      {
        url: 'https://ccianet.org/news/2025/11/protecting-children-online-eu-member-states-adopt-negotiating-mandate-for-csam-rules',
        date: '2025-11-26',
      },
      {
        url: 'https://digitalpolicyalert.org/event/35712-council-reached-agreement-on-proposal-for-a-regulation-laying-down-rules-to-prevent-and-combat-child-sexual-abuse',
        date: '2025-11-26',
      },
      {
        url: 'https://www.euronews.com/2025/11/27/eu-countries-reach-long-awaited-deal-on-online-child-abuse-detection',
        date: '2025-11-27',
      },
      {
        url: 'https://www.security.nl/posting/914572/Kabinet+zegt+dat+Nederland+toch+tegen+voorstel+voor+chatcontrole+stemt',
        date: '2025-11-25',
      },
      {
        url: 'https://www.security.nl/posting/915944/Minister+wil+informatie+rondom+stemming+chatcontrole+niet+openbaar+maken',
        date: '2025-12-05',
      },
    ],
    checked: '2026-11-25',
    note: 'No Council press-release URL was found. Which other governments voted against or abstained was not found. The vote had been planned for 19 November and was postponed by a week (netzpolitik.org).',
  },
  {
    id: 'denmark-drops-detection-orders-2025',
    date: '2025-10-30',
    title: msg({
      message: `Danish presidency drops mandatory scanning`,
      comment:
        'Updates page (/updates), entry "denmark-drops-detection-orders-2025": its heading, also the title of the entry in the Atom feed and the newsletter. Say only what the sources say.',
    }),
    summary: msg({
      message: `The Danish presidency gave up its push for mandatory detection orders: a discussion paper sent to the member states proposed that scanning private chats should stay voluntary. Germany's justice minister, Stefanie Hubig, welcomed the change.`,
      comment:
        'Updates page (/updates), entry "denmark-drops-detection-orders-2025": its summary, also in the Atom feed and the newsletter. Keep the figures, dates and names exact; the regulation names (e.g. Regulation (EU) 2021/1232) stay as they are.',
    }),
    sources: [
      { url: 'https://www.it-administrator.de/chatkontrolle-messenger-daenemark-kompromiss-freiwillig', date: '2025-10-31' },
      { url: 'https://www.deutschlandfunk.de/hubig-begruesst-stopp-fuer-chatkontrolle-100.html', date: '2025-10-31' },
    ],
    checked: '2026-11-25',
    note: 'Euractiv (seen through a mirror, not cited) dates the Danish minister’s statement Thursday 30 October 2025; some sites give 31 October.',
  },
  {
    id: 'vote-called-off-2025',
    date: '2025-10-08',
    title: msg({
      message: `Germany says no; the vote on the Danish text is called off`,
      comment:
        'Updates page (/updates), entry "vote-called-off-2025": its heading, also the title of the entry in the Atom feed and the newsletter. Say only what the sources say.',
    }),
    summary: msg({
      message: `Germany's justice minister, Stefanie Hubig, spoke out against suspicionless scanning of chats. When the EU ambassadors met that evening, the Danish compromise did not have enough support, and the vote planned for the interior ministers' meeting of 14 October was dropped.`,
      comment:
        'Updates page (/updates), entry "vote-called-off-2025": its summary, also in the Atom feed and the newsletter. Keep the figures, dates and names exact; the regulation names (e.g. Regulation (EU) 2021/1232) stay as they are.',
    }),
    sources: [
      {
        url: 'https://www.golem.de/news/keine-mehrheit-eu-verhandlungen-zu-chatkontrolle-vorerst-gescheitert-2510-200965.html',
        date: '2025-10-08',
      },
      {
        url: 'https://stiftungdatenschutz.org/veroeffentlichungen/datenschutz-im-fokus/datenschutz-im-fokus-detailansicht/chatkontrolle-eine-gefahr-fuer-demokratie-freiheit-und-it-sicherheit-641',
        date: '2025-10-09',
      },
      {
        url: 'https://www.security.nl/posting/908437/EU-voorzitter+Denemarken+schrapt+stemming+over+invoering+chatcontrole',
        date: '2025-10-09',
      },
    ],
    checked: '2026-11-25',
    note: 'Golem (dpa) names 15 October for the ministers’ meeting; Security.nl and Večernji list place the planned vote on 14 October (Justice and Home Affairs Council of 13–14 October). Jens Spahn’s statement of 7 October is known only from a blog transcript and is not used.',
  },
]
