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
    before: msg`The French introduction spoke of the Chat Control "regulation" as if it had been adopted.`,
    after: msg`It speaks of a proposed regulation, as the other languages do: the Commission's proposal of May 2022.`,
    source: { url: 'https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX:52022PC0209', date: '2022-05-11' },
  },
  {
    id: 'countdown-names-its-vote',
    date: '2026-11-25',
    where: msg({
      message: 'Header countdown and the “3 days” card',
      comment: 'Corrections log: where on the site the correction was made.',
    }),
    before: msg`The countdown and the "3 days until the vote" card did not say which vote they counted to, nor from which day.`,
    after: msg`Both name the EU ambassadors' vote of 8 October 2025 and count from 4 October 2025; the timeline names the ministers' vote of 14 October 2025.`,
    source: {
      url: 'https://www.golem.de/news/keine-mehrheit-eu-verhandlungen-zu-chatkontrolle-vorerst-gescheitert-2510-200965.html',
      date: '2025-10-08',
    },
  },
  {
    id: 'tool-prices-example-figures',
    date: '2026-11-25',
    where: TOOL_CARDS,
    before: msg`The tools section called the prices "as listed on 4 October 2025", while the affiliate disclosure said they were not read from the providers' websites.`,
    after: msg`Both say the same: the prices are example figures set by this site, noted on 4 October 2025, not the providers' prices; the price at the provider's checkout counts.`,
    unsourcedBecause:
      'The prices are the fixed figures of the product specification, not a provider’s: there is no outside source to cite.',
  },
  {
    id: 'tool-claims-dropped',
    date: '2026-11-25',
    where: TOOL_CARDS,
    before: msg`PrivadoVPN: unlimited data on paid plans; AirVPN and Windscribe: payment with cryptocurrency; Revolut: instant notifications for every payment; Proton Wallet: sending Bitcoin to an email address.`,
    after: msg`These claims are removed: we found no source of the time that supports them.`,
    unsourcedBecause: 'A claim is removed because no source was found; the absence has no link.',
  },
  {
    id: 'tool-claims-reworded',
    date: '2026-11-25',
    where: TOOL_CARDS,
    before: msg`Tresorit "majority-owned by Swiss Post"; 1Password's Travel Mode "hides" vaults; AirVPN "run by activists", with "WireGuard and OpenVPN"; Proton Wallet "open-source"; Proton Mail "15 GB on Mail Plus"; Internxt "post-quantum encryption" as our own claim.`,
    after: msg`Tresorit was acquired by Swiss Post in 2021; Travel Mode removes vaults from devices; AirVPN started in 2010 as a hacker collective's project and offers port forwarding; Proton Wallet encrypts keys and wallet data end to end; Proton Mail's paid plans add your own domain; Internxt's post-quantum encryption is its own claim.`,
    source: {
      url: 'https://www.werbewoche.ch/en/medien/media/2021-10-26/post-chef-roberto-cirillo-verteidigt-uebernahmen/',
      date: '2021-10-26',
    },
  },
  {
    id: 'tracker-slovenia-source',
    date: '2026-11-25',
    where: TRACKER,
    before: msg`Slovenia was listed as against, citing the campaign tracker's live page.`,
    after: msg`Slovenia's position comes from its interior ministry's statement of 1 October 2025 that it could not support the text; the tally of 12 September still had it undecided.`,
    source: { url: 'https://www.24ur.com/novice/slovenija/mnz.html', date: '2025-10-01' },
  },
  {
    id: 'tracker-moves-after-tally',
    date: '2026-11-25',
    where: TRACKER,
    before: msg`Germany, Italy, Latvia and Belgium were shown without the changes reported between 12 September and 4 October 2025, and Germany as having "recently moved against".`,
    after: msg`The list keeps the tally of 12 September; below it, each move up to 4 October 2025 is shown with its source: Germany, Italy, Latvia and Belgium to undecided, and the Netherlands announcing it would not support the text.`,
    source: { url: 'https://euperspectives.eu/?p=6535', date: '2025-09-16' },
  },
  {
    id: 'tracker-belgium',
    date: '2026-11-25',
    where: TRACKER,
    before: msg`Belgium was listed as against, citing the campaign tracker's live page, which listed Belgium as supporting from 24 September 2025.`,
    after: msg`Belgium is against in the tally of 12 September, as that tally says; the moves list shows that Belgium had no agreed position in early October.`,
    source: {
      url: 'https://www.belganewsagency.eu/minister-president-privacy-guarantees-needed-before-approving-chat-control-legislation',
      date: '2025-10-02',
    },
  },
  {
    id: 'tracker-dated-sources',
    date: '2026-11-25',
    where: TRACKER,
    before: msg`Seventeen entries cited the campaign tracker's live page, which changed several times in September 2025; Estonia, Finland, Italy and the Netherlands cited an EDRi note that describes them differently.`,
    after: msg`Every entry cites a dated source that shows its position: the tracker's tally after the Council working party of 12 September 2025, and for Slovenia its ministry's statement.`,
    source: { url: 'https://www.cloudwards.net/news/proposed-eu-chat-control-regulation-loses-key-german-support', date: '2025-09-12' },
  },
]
