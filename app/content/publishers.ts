/**
 * The outbound allow-list of sources (docs/editing.md#sources): every URL that the
 * content data cites as a source — updates, news, country positions, corrections — must
 * be https and on one of these hosts (or a subdomain of one). The name is what a reader
 * sees beside the link. `npm run content:check` enforces it (scripts/check-content.ts).
 * Adding a publisher is one line here; choose primary sources first (the Council, the
 * Parliament, the Official Journal, HowTheyVote), then reputable reporting.
 */
const PUBLISHERS: Readonly<Record<string, string>> = {
  // Primary sources: EU institutions and their records
  'consilium.europa.eu': 'Council of the EU',
  'europarl.europa.eu': 'European Parliament',
  'eur-lex.europa.eu': 'EUR-Lex',
  'commission.europa.eu': 'European Commission',
  'ec.europa.eu': 'European Commission',
  'howtheyvote.eu': 'HowTheyVote.eu',
  'edps.europa.eu': 'European Data Protection Supervisor',
  // Civil society and campaigns
  'edri.org': 'EDRi',
  'eff.org': 'Electronic Frontier Foundation',
  'patrick-breyer.de': 'Patrick Breyer',
  'chatcontrol.eu': 'chatcontrol.eu',
  'fightchatcontrol.eu': 'fightchatcontrol.eu',
  'javierzarzalejos.eu': 'Javier Zarzalejos MEP',
  'blog.google': 'Google',
  'ccianet.org': 'CCIA Europe',
  'stiftungdatenschutz.org': 'Stiftung Datenschutz',
  // Reporting and EU news services
  'agenceurope.eu': 'Agence Europe',
  'eumatrix.app': 'EU Matrix',
  'digitalpolicyalert.org': 'Digital Policy Alert',
  'europalov.no': 'Europalov',
  'euronews.com': 'Euronews',
  'theguardian.com': 'The Guardian',
  'thestar.com.my': 'The Star (AFP)',
  'brusselstimes.com': 'The Brussels Times',
  'golem.de': 'Golem.de',
  'deutschlandfunk.de': 'Deutschlandfunk',
  'it-administrator.de': 'IT-Administrator',
  'security.nl': 'Security.NL',
  'cloudwards.net': 'Cloudwards',
  'euperspectives.eu': 'EU Perspectives',
  'belganewsagency.eu': 'Belga News Agency',
  '24ur.com': '24ur.com',
  'monitor.si': 'Monitor',
  'werbewoche.ch': 'Werbewoche',
  'helpnetsecurity.com': 'Help Net Security',
  'notebookcheck.net': 'Notebookcheck',
  'netzpolitik.org': 'netzpolitik.org',
  'heise.de': 'heise online',
  'politico.eu': 'Politico Europe',
  'euractiv.com': 'Euractiv',
  'reuters.com': 'Reuters',
  'cyberinsider.com': 'CyberInsider',
  'tagesschau.de': 'tagesschau.de',
  'ceskatelevize.cz': 'Česká televize (ČT24)',
  'cash.ch': 'cash.ch (dpa)',
  'eurotoday.org': 'EuroToday',
  'vpnlab.io': 'VPNLab',
  'closednetwork.io': 'Closed Network',
  'roboticlifestyle.com': 'Robotic Lifestyle',
  // Campaign trackers and vote records that compile the official records (secondary sources)
  'exitchatcontrol.org': 'Exit Chat Control',
  'catalannews.com': 'Catalan News',
  '20minutos.es': '20minutos',
  // Public data sets compiled by others, cited with their commit (app/content/meps/record.json)
  'github.com': 'GitHub',
  // The member states' governments, parliaments and representations to the EU, and reporting on them (Act now: app/content/member-states.ts)
  'bmeia.gv.at': 'Austrian Foreign Ministry',
  'bmi.gv.at': 'Austrian Ministry of the Interior',
  'parlament.gv.at': 'Austrian Parliament',
  'diplomatie.belgium.be': 'Belgian Foreign Affairs',
  'mfa.bg': 'Bulgarian Foreign Ministry',
  'mvep.gov.hr': 'Croatian Foreign Ministry',
  'mfa.gov.cy': 'Cypriot Foreign Ministry',
  'cyprusnewsgazette.com': 'Cyprus News Gazette (CNA)',
  'mzv.gov.cz': 'Czech Foreign Ministry',
  'mvcr.cz': 'Czech Ministry of the Interior',
  'idnes.cz': 'iDNES.cz (ČTK)',
  'um.dk': 'Danish Foreign Ministry',
  'justitsministeriet.dk': 'Danish Ministry of Justice',
  'eu.dk': 'Folketinget (eu.dk)',
  'mfa.ee': 'Estonian Foreign Ministry',
  'finlandabroad.fi': 'Finnish Foreign Ministry',
  'intermin.fi': 'Finnish Ministry of the Interior',
  'eduskunta.fi': 'Parliament of Finland',
  'delegfrance.org': 'French Foreign Ministry',
  'diplo.de': 'German Federal Foreign Office',
  'bmi.bund.de': 'German Federal Ministry of the Interior',
  'mfa.gr': 'Greek Foreign Ministry',
  'kormany.hu': 'Hungarian Government',
  'ireland.ie': 'Irish Department of Foreign Affairs',
  'gov.ie': 'Government of Ireland',
  'kildarestreet.com': 'KildareStreet.com',
  'esteri.it': 'Italian Foreign Ministry',
  'mfa.gov.lv': 'Latvian Foreign Ministry',
  'mfa.lt': 'Lithuanian Foreign Ministry',
  'mae.lu': 'Luxembourg Foreign Ministry',
  'maltaineu.gov.mt': 'Permanent Representation of Malta to the EU',
  'permanentrepresentations.nl': 'Dutch Permanent Representations',
  'government.nl': 'Government of the Netherlands',
  'tweedekamer.nl': 'Tweede Kamer',
  'gov.pl': 'Government of Poland',
  'mne.gov.pt': 'Portuguese Foreign Ministry',
  'mae.ro': 'Romanian Foreign Ministry',
  'mzv.sk': 'Slovak Foreign Ministry',
  'gov.si': 'Government of Slovenia',
  'es-ue.org': 'Permanent Representation of Spain to the EU',
  'government.se': 'Government of Sweden',
  'riksdagen.se': 'Sveriges riksdag',
  'aaronmcloughlin.com': 'Aaron McLoughlin',
  'wikipedia.org': 'Wikipedia',
  'op.europa.eu': 'EU Publications Office (EU Whoiswho)',
  // Archived copies of pages that have changed since (the archived page's own host is what the copy shows)
  'web.archive.org': 'Internet Archive',
  'mail-archive.com': 'The Mail Archive',
}

/**
 * The hosts whose pages are the institutions' own records: a source on one of them is a
 * primary source, and the record marks it so (`kind`, app/content/schema.ts; checked by
 * app/content/check.ts). Other hosts can be primary too — a government or a company about
 * its own acts — which the editor decides (docs/editing.md#primary-and-secondary-sources).
 */
export const INSTITUTION_HOSTS: readonly string[] = [
  'consilium.europa.eu',
  'europarl.europa.eu',
  'eur-lex.europa.eu',
  'commission.europa.eu',
  'ec.europa.eu',
  'howtheyvote.eu',
  'edps.europa.eu',
]

/** The allow-list entry a URL belongs to, or undefined. */
export function publisherHost(url: string): string | undefined {
  let host: string
  try {
    const parsed = new URL(url)
    if (parsed.protocol !== 'https:') return undefined
    host = parsed.hostname.toLowerCase()
  } catch {
    return undefined
  }
  return Object.keys(PUBLISHERS).find((known) => host === known || host.endsWith(`.${known}`))
}

/** The publisher's name for a URL on the allow-list (the host itself otherwise). */
export function publisherName(url: string): string {
  const host = publisherHost(url)
  return host ? PUBLISHERS[host]! : url
}
