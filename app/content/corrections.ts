import { msg } from '@lingui/core/macro'
import type { Correction } from './schema'

/**
 * The corrections log (docs/editing.md#record-a-correction), shown on the updates page:
 * every factual change to the site's content, newest first — where, what it said, what
 * it says now, and the source that shows the corrected fact (or, for a wording of our
 * own, why there is none). Never delete an entry.
 */
const TRACKER = msg({ message: 'Country tracker', comment: 'Corrections log: where on the site the correction was made.' })
const TOOL_CARDS = msg({ message: 'Tool cards', comment: 'Corrections log: where on the site the correction was made.' })

export const CORRECTIONS: readonly Correction[] = [
  {
    id: 'french-hero-proposed-regulation',
    date: '2026-11-25',
    where: msg({ message: 'Home page, French version', comment: 'Corrections log: where on the site the correction was made.' }),
    before: msg({
      message: `The French introduction spoke of the Chat Control "regulation" as if it had been adopted.`,
      comment:
        'Updates page (/updates), corrections log, correction "french-hero-proposed-regulation": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    }),
    after: msg({
      message: `It speaks of a proposed regulation, as the other languages do: the Commission's proposal of May 2022.`,
      comment:
        'Updates page (/updates), corrections log, correction "french-hero-proposed-regulation": what the site says now (after "Corrected to:").',
    }),
    source: { url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:52022PC0209', date: '2022-05-11' },
  },
  {
    id: 'countdown-names-its-vote',
    date: '2026-11-25',
    where: msg({
      message: 'Header countdown and the “3 days” card',
      comment: 'Corrections log: where on the site the correction was made.',
    }),
    before: msg({
      message: `The countdown and the "3 days until the vote" card did not say which vote they counted to, nor from which day.`,
      comment:
        'Updates page (/updates), corrections log, correction "countdown-names-its-vote": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    }),
    after: msg({
      message: `Both name the EU ambassadors' vote of 8 October 2025 and count from 4 October 2025; the timeline names the ministers' vote of 14 October 2025.`,
      comment:
        'Updates page (/updates), corrections log, correction "countdown-names-its-vote": what the site says now (after "Corrected to:").',
    }),
    source: {
      url: 'https://www.golem.de/news/keine-mehrheit-eu-verhandlungen-zu-chatkontrolle-vorerst-gescheitert-2510-200965.html',
      date: '2025-10-08',
    },
  },
  {
    id: 'tool-prices-example-figures',
    date: '2026-11-25',
    where: TOOL_CARDS,
    before: msg({
      message: `The tools section called the prices "as listed on 4 October 2025", while the affiliate disclosure said they were not read from the providers' websites.`,
      comment:
        'Updates page (/updates), corrections log, correction "tool-prices-example-figures": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    }),
    after: msg({
      message: `Both say the same: the prices are example figures set by this site, noted on 4 October 2025, not the providers' prices; the price at the provider's checkout counts.`,
      comment:
        'Updates page (/updates), corrections log, correction "tool-prices-example-figures": what the site says now (after "Corrected to:").',
    }),
    unsourcedBecause:
      'The prices are the fixed figures of the product specification, not a provider’s: there is no outside source to cite.',
  },
  {
    id: 'tool-claims-dropped',
    date: '2026-11-25',
    where: TOOL_CARDS,
    before: msg({
      message: `PrivadoVPN: unlimited data on paid plans; AirVPN and Windscribe: payment with cryptocurrency; Revolut: instant notifications for every payment; Proton Wallet: sending Bitcoin to an email address.`,
      comment:
        'Updates page (/updates), corrections log, correction "tool-claims-dropped": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    }),
    after: msg({
      message: `These claims are removed: we found no source of the time that supports them.`,
      comment:
        'Updates page (/updates), corrections log, correction "tool-claims-dropped": what the site says now (after "Corrected to:").',
    }),
    unsourcedBecause: 'A claim is removed because no source was found; the absence has no link.',
  },
  {
    id: 'tool-claims-reworded',
    date: '2026-11-25',
    where: TOOL_CARDS,
    before: msg({
      message: `Tresorit "majority-owned by Swiss Post"; 1Password's Travel Mode "hides" vaults; AirVPN "run by activists", with "WireGuard and OpenVPN"; Proton Wallet "open-source"; Proton Mail "15 GB on Mail Plus"; Internxt "post-quantum encryption" as our own claim.`,
      comment:
        'Updates page (/updates), corrections log, correction "tool-claims-reworded": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    }),
    after: msg({
      message: `Tresorit was acquired by Swiss Post in 2021; Travel Mode removes vaults from devices; AirVPN started in 2010 as a hacker collective's project and offers port forwarding; Proton Wallet encrypts keys and wallet data end to end; Proton Mail's paid plans add your own domain; Internxt's post-quantum encryption is its own claim.`,
      comment:
        'Updates page (/updates), corrections log, correction "tool-claims-reworded": what the site says now (after "Corrected to:").',
    }),
    source: {
      url: 'https://www.werbewoche.ch/en/medien/media/2021-10-26/post-chef-roberto-cirillo-verteidigt-uebernahmen/',
      date: '2021-10-26',
    },
  },
  {
    id: 'tracker-slovenia-source',
    date: '2026-11-25',
    where: TRACKER,
    before: msg({
      message: `Slovenia was listed as against, citing the campaign tracker's live page.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-slovenia-source": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    }),
    after: msg({
      message: `Slovenia's position comes from its interior ministry's statement of 1 October 2025 that it could not support the text; the tally of 12 September still had it undecided.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-slovenia-source": what the site says now (after "Corrected to:").',
    }),
    source: { url: 'https://www.24ur.com/novice/slovenija/mnz.html', date: '2025-10-01' },
  },
  {
    id: 'tracker-moves-after-tally',
    date: '2026-11-25',
    where: TRACKER,
    before: msg({
      message: `Germany, Italy, Latvia and Belgium were shown without the changes reported between 12 September and 4 October 2025, and Germany as having "recently moved against".`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-moves-after-tally": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    }),
    after: msg({
      message: `The list keeps the tally of 12 September; below it, each move up to 4 October 2025 is shown with its source: Germany, Italy, Latvia and Belgium to undecided, and the Netherlands announcing it would not support the text.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-moves-after-tally": what the site says now (after "Corrected to:").',
    }),
    source: { url: 'https://euperspectives.eu/?p=6535', date: '2025-09-16' },
  },
  {
    id: 'tracker-belgium',
    date: '2026-11-25',
    where: TRACKER,
    before: msg({
      message: `Belgium was listed as against, citing the campaign tracker's live page, which listed Belgium as supporting from 24 September 2025.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-belgium": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    }),
    after: msg({
      message: `Belgium is against in the tally of 12 September, as that tally says; the moves list shows that Belgium had no agreed position in early October.`,
      comment: 'Updates page (/updates), corrections log, correction "tracker-belgium": what the site says now (after "Corrected to:").',
    }),
    source: {
      url: 'https://www.belganewsagency.eu/minister-president-privacy-guarantees-needed-before-approving-chat-control-legislation',
      date: '2025-10-02',
    },
  },
  {
    id: 'tracker-dated-sources',
    date: '2026-11-25',
    where: TRACKER,
    before: msg({
      message: `Seventeen entries cited the campaign tracker's live page, which changed several times in September 2025; Estonia, Finland, Italy and the Netherlands cited an EDRi note that describes them differently.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-dated-sources": what the site said before (after "Before:"). Quoted words are quotes of the old text.',
    }),
    after: msg({
      message: `Every entry cites a dated source that shows its position: the tracker's tally after the Council working party of 12 September 2025, and for Slovenia its ministry's statement.`,
      comment:
        'Updates page (/updates), corrections log, correction "tracker-dated-sources": what the site says now (after "Corrected to:").',
    }),
    source: { url: 'https://www.cloudwards.net/news/proposed-eu-chat-control-regulation-loses-key-german-support', date: '2025-09-12' },
  },
]
