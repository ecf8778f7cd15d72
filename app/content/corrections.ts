import type { Correction } from './schema'
import { text } from './text.ts'

/**
 * The corrections log (docs/editing.md#record-a-correction), shown on the updates page:
 * every factual change to the site's content, newest first — where, what it said, what
 * it says now, and the source that shows the corrected fact (or, for a wording of our
 * own, why there is none). Never delete an entry.
 */
const TRACKER = text('correction-where', 'Country tracker')
const TOOL_CARDS = text('correction-where', 'Tool cards')
// Translators: (this page, the record of what happened after the as-of date)
const UPDATES_PAGE = text('correction-where', 'Updates page')

export const CORRECTIONS: readonly Correction[] = [
  {
    id: 'second-reading-majority-360',
    date: '2026-11-28',
    where: UPDATES_PAGE,
    before: text(
      'correction-before',
      `The entry of 9 July 2026 said the motion to reject fell "short of the 361 votes, a majority of all members, that rejection needs".`,
    ),
    // Translators: Keep 360, 719 and 720.
    after: text(
      'correction-after',
      `It says rejection needed 360 votes, a majority of the 719 Members in office: the Parliament counts its component Members as those in office, not its 720 seats.`,
    ),
    source: {
      url: 'https://github.com/dgrcode/chat-control-eu/blob/1ebe33ca2da99bc7ae0dd1e76c65a2ba69d3e912/votes/2026-07-09--2025-0429-cod--motion-to-reject-council-position.md',
      date: '2026-07-16',
      kind: 'secondary',
    },
  },
  {
    id: 'act-slovenia-ministry-source',
    date: '2026-11-28',
    // Translators: (the “Act now” page of Slovenia)
    where: text('correction-where', 'Act now, Slovenia’s page'),
    // Translators: "24ur.com" is a Slovenian news site: keep it.
    before: text(
      'correction-before',
      `The ministry leading on the file cited the 24ur.com address that the correction of the tracker had withdrawn.`,
    ),
    // Translators: "Monitor" is the name of a Slovenian magazine: keep it.
    after: text(
      'correction-after',
      `It cites Monitor's report of 3 October 2025 that Slovenia's interior ministry cannot support the text as it stands.`,
    ),
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
    before: text(
      'correction-before',
      `The record ended with the Council's position of July 2026, saying the text "goes to the European Parliament for a second reading", as if nothing had followed.`,
    ),
    // Translators: Keep the dates and "Regulation (EU) 2026/1881" as your language writes it.
    after: text(
      'correction-after',
      `The entry says the text went to the Parliament for a second reading, and the record goes on: the Parliament's urgent procedure of 7 July, its second-reading votes of 9 July and Regulation (EU) 2026/1881 of 24 July 2026, each with its sources; the talks of 16 March and the rounds of 11 May, 26 June and 29 June 2026 are added too.`,
    ),
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
    before: text(
      'correction-before',
      `The entry of 26 November 2025 named the Netherlands' vote against and said nothing of the other governments' votes.`,
    ),
    after: text('correction-after', `It adds that no source we found says which other governments voted against or abstained.`),
    unsourcedBecause:
      'The correction states that a source is missing; the searches are recorded with their day (RECORD_SEARCH, app/content/updates.ts).',
  },
  {
    id: 'tracker-caption-after-moves',
    date: '2026-11-27',
    where: TRACKER,
    before: text(
      'correction-before',
      `The caption gave the tally of 12 September 2025 and said the moves up to 4 October 2025 "are listed below", without saying what they make of the count.`,
    ),
    // Translators: Keep the numbers.
    after: text(
      'correction-after',
      `The boxes keep the tally's 14 supporting, 10 against and 3 undecided; the caption adds that the listed moves make it 12 supporting, 8 against and 7 undecided by 4 October 2025.`,
    ),
    unsourcedBecause:
      'The new numbers are counted from the moves the tracker lists, each with its own source; the count itself has no outside source.',
  },
  {
    id: 'tracker-slovenia-link',
    date: '2026-11-27',
    where: TRACKER,
    before: text('correction-before', `Slovenia's position linked to an address of 24ur.com that is not a working article address.`),
    // Translators: "Monitor" is the name of a Slovenian magazine: keep it.
    after: text(
      'correction-after',
      `It links to Monitor's report of 3 October 2025 that Slovenia's interior ministry cannot support the text as it stands; the caption gives that day.`,
    ),
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
    // Translators: Translate them as your catalog translated that feature line.
    before: text('correction-before', `Internxt's card listed "Post-quantum encryption, says Internxt".`),
    after: text(
      'correction-after',
      `The line is removed: we found no page of Internxt's that says it, so the card keeps only what its cited pages support.`,
    ),
    unsourcedBecause: 'A claim is removed because no source was found; the absence has no link.',
  },
  {
    id: 'mailfence-programme-unsourced',
    date: '2026-11-27',
    // Translators: (the page of that name)
    where: text('correction-where', 'Affiliate disclosure'),
    before: text(
      'correction-before',
      `The affiliate disclosure counted Mailfence among the tools whose affiliate programmes "pay a commission".`,
    ),
    after: text(
      'correction-after',
      `It says we found no published page of a Mailfence affiliate programme and makes no claim about what it pays; Mailfence's button is still marked as an affiliate link.`,
    ),
    unsourcedBecause: 'A claim is withdrawn because no source was found; the absence has no link.',
  },
  {
    id: 'french-hero-proposed-regulation',
    date: '2026-11-25',
    where: text('correction-where', 'Home page, French version'),
    before: text('correction-before', `The French introduction spoke of the Chat Control "regulation" as if it had been adopted.`),
    after: text(
      'correction-after',
      `It speaks of a proposed regulation, as the other languages do: the Commission's proposal of May 2022.`,
    ),
    source: { url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:52022PC0209', date: '2022-05-11', kind: 'primary' },
  },
  {
    id: 'countdown-names-its-vote',
    date: '2026-11-25',
    where: text('correction-where', 'Header countdown and the “3 days” card'),
    before: text(
      'correction-before',
      `The countdown and the "3 days until the vote" card did not say which vote they counted to, nor from which day.`,
    ),
    after: text(
      'correction-after',
      `The countdown names the EU ambassadors' vote of 8 October 2025 and says it counts from 4 October 2025 in its tooltip and in the name screen readers announce; the line under the "3 days" card says the same in text; the timeline names the ministers' vote of 14 October 2025.`,
    ),
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
    before: text(
      'correction-before',
      `The tools section called the prices "as listed on 4 October 2025", while the affiliate disclosure said they were not read from the providers' websites.`,
    ),
    after: text(
      'correction-after',
      `Both say the same: the prices are example figures set by this site, noted on 4 October 2025, not the providers' prices; the price at the provider's checkout counts.`,
    ),
    unsourcedBecause:
      'The prices are the fixed figures of the product specification, not a provider’s: there is no outside source to cite.',
  },
  {
    id: 'tool-claims-dropped',
    date: '2026-11-25',
    where: TOOL_CARDS,
    before: text(
      'correction-before',
      `PrivadoVPN: unlimited data on paid plans; AirVPN and Windscribe: payment with cryptocurrency; Revolut: instant notifications for every payment; Proton Wallet: sending Bitcoin to an email address.`,
    ),
    after: text('correction-after', `These claims are removed: we found no source of the time that supports them.`),
    unsourcedBecause: 'A claim is removed because no source was found; the absence has no link.',
  },
  {
    id: 'tool-claims-reworded',
    date: '2026-11-25',
    where: TOOL_CARDS,
    before: text(
      'correction-before',
      `Tresorit "majority-owned by Swiss Post"; 1Password's Travel Mode "hides" vaults; AirVPN "run by activists", with "WireGuard and OpenVPN"; Proton Wallet "open-source"; Proton Mail "15 GB on Mail Plus"; Internxt "post-quantum encryption" as our own claim.`,
    ),
    after: text(
      'correction-after',
      `Tresorit was acquired by Swiss Post in 2021; Travel Mode removes vaults from devices; AirVPN started in 2010 as a hacker collective's project and offers port forwarding; Proton Wallet encrypts keys and wallet data end to end; Proton Mail's paid plans add your own domain; Internxt's post-quantum encryption is its own claim.`,
    ),
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
    before: text('correction-before', `Slovenia was listed as against, citing the campaign tracker's live page.`),
    after: text(
      'correction-after',
      `Slovenia's position comes from its interior ministry's statement of 1 October 2025 that it could not support the text; the tally of 12 September still had it undecided.`,
    ),
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
    before: text(
      'correction-before',
      `Germany, Italy, Latvia and Belgium were shown without the changes reported between 12 September and 4 October 2025, and Germany as having "recently moved against".`,
    ),
    after: text(
      'correction-after',
      `The list keeps the tally of 12 September; below it, each move up to 4 October 2025 is shown with its source: Germany, Italy, Latvia and Belgium to undecided, and the Netherlands announcing it would not support the text.`,
    ),
    source: { url: 'https://euperspectives.eu/?p=6535', date: '2025-09-16', kind: 'secondary' },
  },
  {
    id: 'tracker-belgium',
    date: '2026-11-25',
    where: TRACKER,
    before: text(
      'correction-before',
      `Belgium was listed as against, citing the campaign tracker's live page, which listed Belgium as supporting from 24 September 2025.`,
    ),
    after: text(
      'correction-after',
      `Belgium is against in the tally of 12 September, as that tally says; the moves list shows that Belgium had no agreed position in early October.`,
    ),
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
    before: text(
      'correction-before',
      `Seventeen entries cited the campaign tracker's live page, which changed several times in September 2025; Estonia, Finland, Italy and the Netherlands cited an EDRi note that describes them differently.`,
    ),
    after: text(
      'correction-after',
      `Every entry cites a dated source that shows its position: the tracker's tally after the Council working party of 12 September 2025, and for Slovenia its ministry's statement.`,
    ),
    source: {
      url: 'https://www.cloudwards.net/news/proposed-eu-chat-control-regulation-loses-key-german-support',
      date: '2025-09-12',
      kind: 'secondary',
    },
  },
]
