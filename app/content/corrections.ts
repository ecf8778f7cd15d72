import type { Correction } from './schema'

/**
 * The corrections log (docs/editing.md#record-a-correction), shown on the updates page:
 * every factual change to the site's content, newest first — where, what it said, what
 * it says now, and the source that shows the corrected fact (or, for a wording of our
 * own, why there is none). Never delete an entry.
 */
const TRACKER = /*i18n*/ {
  id: 'dEx7Ce',
  message: 'Country tracker',
  comment: 'Corrections log: where on the site the correction was made.',
}
const TOOL_CARDS = /*i18n*/ { id: 'GPhLiT', message: 'Tool cards', comment: 'Corrections log: where on the site the correction was made.' }
const UPDATES_PAGE = /*i18n*/ {
  id: 'mXAo6j',
  message: 'Updates page',
  comment: 'Corrections log: where on the site the correction was made (this page, the record of what happened after the as-of date).',
}

export const CORRECTIONS: readonly Correction[] = [
  {
    id: 'second-reading-majority-360',
    date: '2026-11-28',
    where: UPDATES_PAGE,
    before: /*i18n*/ {
      id: 'Bxq+mB',
      message: `The entry of 9 July 2026 said the motion to reject fell "short of the 361 votes, a majority of all members, that rejection needs".`,
      comment:
        'Updates page (/updates), corrections log, correction "second-reading-majority-360": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    },
    after: /*i18n*/ {
      id: 'aiRniF',
      message: `It says rejection needed 360 votes, a majority of the 719 Members in office: the Parliament counts its component Members as those in office, not its 720 seats.`,
      comment:
        'Updates page (/updates), corrections log, correction "second-reading-majority-360": what the site says now (after "Corrected to:"). Keep 360, 719 and 720.',
    },
    source: {
      url: 'https://github.com/dgrcode/chat-control-eu/blob/1ebe33ca2da99bc7ae0dd1e76c65a2ba69d3e912/votes/2026-07-09--2025-0429-cod--motion-to-reject-council-position.md',
      date: '2026-07-16',
      kind: 'secondary',
    },
  },
  {
    id: 'act-slovenia-ministry-source',
    date: '2026-11-28',
    where: /*i18n*/ {
      id: 'r3IKNe',
      message: 'Act now, Slovenia’s page',
      comment: 'Corrections log: where on the site the correction was made (the “Act now” page of Slovenia).',
    },
    before: /*i18n*/ {
      id: 'NgmLJg',
      message: `The ministry leading on the file cited the 24ur.com address that the correction of the tracker had withdrawn.`,
      comment:
        'Updates page (/updates), corrections log, correction "act-slovenia-ministry-source": what the site said before (after "Before:"). "24ur.com" is a Slovenian news site: keep it.',
    },
    after: /*i18n*/ {
      id: 'IW6gsL',
      message: `It cites Monitor's report of 3 October 2025 that Slovenia's interior ministry cannot support the text as it stands.`,
      comment:
        'Updates page (/updates), corrections log, correction "act-slovenia-ministry-source": what the site says now (after "Corrected to:"). "Monitor" is the name of a Slovenian magazine: keep it.',
    },
    source: {
      url: 'https://www.monitor.si/novica/slovenija-ne-podpira-uredbe-csar-o-pregledovanju-sporocil/243969/',
      date: '2025-10-03',
      kind: 'secondary',
    },
    withdrawn: ['https://www.24ur.com/novice/slovenija/mnz.html'],
  },
  {
    id: 'record-continues-after-july',
    date: '2026-11-27',
    where: UPDATES_PAGE,
    before: /*i18n*/ {
      id: 'LmlveW',
      message: `The record ended with the Council's position of July 2026, saying the text "goes to the European Parliament for a second reading", as if nothing had followed.`,
      comment:
        'Updates page (/updates), corrections log, correction "record-continues-after-july": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    },
    after: /*i18n*/ {
      id: 'tygM0I',
      message: `The entry says the text went to the Parliament for a second reading, and the record goes on: the Parliament's urgent procedure of 7 July, its second-reading votes of 9 July and Regulation (EU) 2026/1881 of 24 July 2026, each with its sources; the talks of 16 March and the rounds of 11 May, 26 June and 29 June 2026 are added too.`,
      comment:
        'Updates page (/updates), corrections log, correction "record-continues-after-july": what the site says now (after "Corrected to:"). Keep the dates and "Regulation (EU) 2026/1881" as your language writes it.',
    },
    source: {
      url: 'https://github.com/dgrcode/chat-control-eu/blob/f34ae1eda9b28ce9d8c536dae5cc08001d7c59e7/sources/vote-ledger.md',
      date: '2026-07-14',
      kind: 'secondary',
    },
  },
  {
    id: 'council-mandate-other-votes',
    date: '2026-11-27',
    where: UPDATES_PAGE,
    before: /*i18n*/ {
      id: 'ztuoH8',
      message: `The entry of 26 November 2025 named the Netherlands' vote against and said nothing of the other governments' votes.`,
      comment:
        'Updates page (/updates), corrections log, correction "council-mandate-other-votes": what the site said before (after "Before:").',
    },
    after: /*i18n*/ {
      id: 'UPkr/F',
      message: `It adds that no source we found says which other governments voted against or abstained.`,
      comment:
        'Updates page (/updates), corrections log, correction "council-mandate-other-votes": what the site says now (after "Corrected to:").',
    },
    unsourcedBecause:
      'The correction states that a source is missing; the searches are recorded with their day (RECORD_SEARCH, app/content/updates.ts).',
  },
  {
    id: 'tracker-caption-after-moves',
    date: '2026-11-27',
    where: TRACKER,
    before: /*i18n*/ {
      id: '9FOozw',
      message: `The caption gave the tally of 12 September 2025 and said the moves up to 4 October 2025 "are listed below", without saying what they make of the count.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-caption-after-moves": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    },
    after: /*i18n*/ {
      id: 'Uqcjxu',
      message: `The boxes keep the tally's 14 supporting, 10 against and 3 undecided; the caption adds that the listed moves make it 12 supporting, 8 against and 7 undecided by 4 October 2025.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-caption-after-moves": what the site says now (after "Corrected to:"). Keep the numbers.',
    },
    unsourcedBecause:
      'The new numbers are counted from the moves the tracker lists, each with its own source; the count itself has no outside source.',
  },
  {
    id: 'tracker-slovenia-link',
    date: '2026-11-27',
    where: TRACKER,
    before: /*i18n*/ {
      id: 'kI8cdA',
      message: `Slovenia's position linked to an address of 24ur.com that is not a working article address.`,
      comment: 'Updates page (/updates), corrections log, correction "tracker-slovenia-link": what the site said before (after "Before:").',
    },
    after: /*i18n*/ {
      id: 'tNimiB',
      message: `It links to Monitor's report of 3 October 2025 that Slovenia's interior ministry cannot support the text as it stands; the caption gives that day.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-slovenia-link": what the site says now (after "Corrected to:"). "Monitor" is the name of a Slovenian magazine: keep it.',
    },
    source: {
      url: 'https://www.monitor.si/novica/slovenija-ne-podpira-uredbe-csar-o-pregledovanju-sporocil/243969/',
      date: '2025-10-03',
      kind: 'secondary',
    },
    withdrawn: ['https://www.24ur.com/novice/slovenija/mnz.html'],
  },
  {
    id: 'internxt-post-quantum-removed',
    date: '2026-11-27',
    where: TOOL_CARDS,
    before: /*i18n*/ {
      id: 'GVYKTo',
      message: `Internxt's card listed "Post-quantum encryption, says Internxt".`,
      comment:
        'Updates page (/updates), corrections log, correction "internxt-post-quantum-removed": what the site said before (after "Before:"). Quoted words are quotes of the old text: translate them as your catalog translated that feature line.',
    },
    after: /*i18n*/ {
      id: 'fa+aHm',
      message: `The line is removed: we found no page of Internxt's that says it, so the card keeps only what its cited pages support.`,
      comment:
        'Updates page (/updates), corrections log, correction "internxt-post-quantum-removed": what the site says now (after "Corrected to:").',
    },
    unsourcedBecause: 'A claim is removed because no source was found; the absence has no link.',
  },
  {
    id: 'mailfence-programme-unsourced',
    date: '2026-11-27',
    where: /*i18n*/ {
      id: 'n40I3Z',
      message: 'Affiliate disclosure',
      comment: 'Corrections log: where on the site the correction was made (the page of that name).',
    },
    before: /*i18n*/ {
      id: 'HzRODQ',
      message: `The affiliate disclosure counted Mailfence among the tools whose affiliate programmes "pay a commission".`,
      comment:
        'Updates page (/updates), corrections log, correction "mailfence-programme-unsourced": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    },
    after: /*i18n*/ {
      id: 'fBasmc',
      message: `It says we found no published page of a Mailfence affiliate programme and makes no claim about what it pays; Mailfence's button is still marked as an affiliate link.`,
      comment:
        'Updates page (/updates), corrections log, correction "mailfence-programme-unsourced": what the site says now (after "Corrected to:").',
    },
    unsourcedBecause: 'A claim is withdrawn because no source was found; the absence has no link.',
  },
  {
    id: 'french-hero-proposed-regulation',
    date: '2026-11-25',
    where: /*i18n*/ {
      id: 'ngybtx',
      message: 'Home page, French version',
      comment: 'Corrections log: where on the site the correction was made.',
    },
    before: /*i18n*/ {
      id: 'O+xGI7',
      message: `The French introduction spoke of the Chat Control "regulation" as if it had been adopted.`,
      comment:
        'Updates page (/updates), corrections log, correction "french-hero-proposed-regulation": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    },
    after: /*i18n*/ {
      id: 'ibJGN4',
      message: `It speaks of a proposed regulation, as the other languages do: the Commission's proposal of May 2022.`,
      comment:
        'Updates page (/updates), corrections log, correction "french-hero-proposed-regulation": what the site says now (after "Corrected to:").',
    },
    source: { url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:52022PC0209', date: '2022-05-11', kind: 'primary' },
  },
  {
    id: 'countdown-names-its-vote',
    date: '2026-11-25',
    where: /*i18n*/ {
      id: 'ENjyk1',
      message: 'Header countdown and the “3 days” card',
      comment: 'Corrections log: where on the site the correction was made.',
    },
    before: /*i18n*/ {
      id: 'rf4aIQ',
      message: `The countdown and the "3 days until the vote" card did not say which vote they counted to, nor from which day.`,
      comment:
        'Updates page (/updates), corrections log, correction "countdown-names-its-vote": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    },
    after: /*i18n*/ {
      id: 'rc2aL/',
      message: `The countdown names the EU ambassadors' vote of 8 October 2025 and says it counts from 4 October 2025 in its tooltip and in the name screen readers announce; the line under the "3 days" card says the same in text; the timeline names the ministers' vote of 14 October 2025.`,
      comment:
        'Updates page (/updates), corrections log, correction "countdown-names-its-vote": what the site says now (after "Corrected to:").',
    },
    source: {
      url: 'https://www.golem.de/news/keine-mehrheit-eu-verhandlungen-zu-chatkontrolle-vorerst-gescheitert-2510-200965.html',
      date: '2025-10-08',
      kind: 'secondary',
    },
  },
  {
    id: 'tool-prices-example-figures',
    date: '2026-11-25',
    where: TOOL_CARDS,
    before: /*i18n*/ {
      id: 'eTP2LK',
      message: `The tools section called the prices "as listed on 4 October 2025", while the affiliate disclosure said they were not read from the providers' websites.`,
      comment:
        'Updates page (/updates), corrections log, correction "tool-prices-example-figures": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    },
    after: /*i18n*/ {
      id: 'U4IKn6',
      message: `Both say the same: the prices are example figures set by this site, noted on 4 October 2025, not the providers' prices; the price at the provider's checkout counts.`,
      comment:
        'Updates page (/updates), corrections log, correction "tool-prices-example-figures": what the site says now (after "Corrected to:").',
    },
    unsourcedBecause:
      'The prices are the fixed figures of the product specification, not a provider’s: there is no outside source to cite.',
  },
  {
    id: 'tool-claims-dropped',
    date: '2026-11-25',
    where: TOOL_CARDS,
    before: /*i18n*/ {
      id: 'ejFEXg',
      message: `PrivadoVPN: unlimited data on paid plans; AirVPN and Windscribe: payment with cryptocurrency; Revolut: instant notifications for every payment; Proton Wallet: sending Bitcoin to an email address.`,
      comment:
        'Updates page (/updates), corrections log, correction "tool-claims-dropped": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    },
    after: /*i18n*/ {
      id: 'kLnttX',
      message: `These claims are removed: we found no source of the time that supports them.`,
      comment:
        'Updates page (/updates), corrections log, correction "tool-claims-dropped": what the site says now (after "Corrected to:").',
    },
    unsourcedBecause: 'A claim is removed because no source was found; the absence has no link.',
  },
  {
    id: 'tool-claims-reworded',
    date: '2026-11-25',
    where: TOOL_CARDS,
    before: /*i18n*/ {
      id: 'UPcb17',
      message: `Tresorit "majority-owned by Swiss Post"; 1Password's Travel Mode "hides" vaults; AirVPN "run by activists", with "WireGuard and OpenVPN"; Proton Wallet "open-source"; Proton Mail "15 GB on Mail Plus"; Internxt "post-quantum encryption" as our own claim.`,
      comment:
        'Updates page (/updates), corrections log, correction "tool-claims-reworded": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    },
    after: /*i18n*/ {
      id: 'gg9+CS',
      message: `Tresorit was acquired by Swiss Post in 2021; Travel Mode removes vaults from devices; AirVPN started in 2010 as a hacker collective's project and offers port forwarding; Proton Wallet encrypts keys and wallet data end to end; Proton Mail's paid plans add your own domain; Internxt's post-quantum encryption is its own claim.`,
      comment:
        'Updates page (/updates), corrections log, correction "tool-claims-reworded": what the site says now (after "Corrected to:").',
    },
    source: {
      url: 'https://www.werbewoche.ch/en/medien/media/2021-10-26/post-chef-roberto-cirillo-verteidigt-uebernahmen/',
      date: '2021-10-26',
      kind: 'secondary',
    },
  },
  {
    id: 'tracker-slovenia-source',
    date: '2026-11-25',
    where: TRACKER,
    before: /*i18n*/ {
      id: '+Of/Xs',
      message: `Slovenia was listed as against, citing the campaign tracker's live page.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-slovenia-source": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    },
    after: /*i18n*/ {
      id: 'KnwJPL',
      message: `Slovenia's position comes from its interior ministry's statement of 1 October 2025 that it could not support the text; the tally of 12 September still had it undecided.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-slovenia-source": what the site says now (after "Corrected to:").',
    },
    source: {
      url: 'https://www.monitor.si/novica/slovenija-ne-podpira-uredbe-csar-o-pregledovanju-sporocil/243969/',
      date: '2025-10-03',
      kind: 'secondary',
    },
  },
  {
    id: 'tracker-moves-after-tally',
    date: '2026-11-25',
    where: TRACKER,
    before: /*i18n*/ {
      id: 'rxLx33',
      message: `Germany, Italy, Latvia and Belgium were shown without the changes reported between 12 September and 4 October 2025, and Germany as having "recently moved against".`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-moves-after-tally": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    },
    after: /*i18n*/ {
      id: '0Lo/Nz',
      message: `The list keeps the tally of 12 September; below it, each move up to 4 October 2025 is shown with its source: Germany, Italy, Latvia and Belgium to undecided, and the Netherlands announcing it would not support the text.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-moves-after-tally": what the site says now (after "Corrected to:").',
    },
    source: { url: 'https://euperspectives.eu/?p=6535', date: '2025-09-16', kind: 'secondary' },
  },
  {
    id: 'tracker-belgium',
    date: '2026-11-25',
    where: TRACKER,
    before: /*i18n*/ {
      id: '28svJZ',
      message: `Belgium was listed as against, citing the campaign tracker's live page, which listed Belgium as supporting from 24 September 2025.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-belgium": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    },
    after: /*i18n*/ {
      id: 'bi/4y5',
      message: `Belgium is against in the tally of 12 September, as that tally says; the moves list shows that Belgium had no agreed position in early October.`,
      comment: 'Updates page (/updates), corrections log, correction "tracker-belgium": what the site says now (after "Corrected to:").',
    },
    source: {
      url: 'https://www.belganewsagency.eu/minister-president-privacy-guarantees-needed-before-approving-chat-control-legislation',
      date: '2025-10-02',
      kind: 'secondary',
    },
  },
  {
    id: 'tracker-dated-sources',
    date: '2026-11-25',
    where: TRACKER,
    before: /*i18n*/ {
      id: 'A77N4M',
      message: `Seventeen entries cited the campaign tracker's live page, which changed several times in September 2025; Estonia, Finland, Italy and the Netherlands cited an EDRi note that describes them differently.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-dated-sources": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    },
    after: /*i18n*/ {
      id: 'Yb/UVw',
      message: `Every entry cites a dated source that shows its position: the tracker's tally after the Council working party of 12 September 2025, and for Slovenia its ministry's statement.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-dated-sources": what the site says now (after "Corrected to:").',
    },
    source: {
      url: 'https://www.cloudwards.net/news/proposed-eu-chat-control-regulation-loses-key-german-support',
      date: '2025-09-12',
      kind: 'secondary',
    },
  },
]
