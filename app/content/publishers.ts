import type { Lang } from '../i18n/languages.ts'
import { localName, localNameText, type InstitutionNames, type ShownName } from './names.ts'

/**
 * The outbound allow-list of sources (docs/editing.md#sources): every URL that the
 * content data cites as a source — updates, news, country positions, corrections — must
 * be https and on one of these hosts (or a subdomain of one). The name is what a reader
 * sees beside the link. `npm run content:check` enforces it (scripts/check-content.ts).
 * Adding a publisher is one line here; choose primary sources first (the Council, the
 * Parliament, the Official Journal, HowTheyVote), then reputable reporting.
 *
 * A name is a string where it is the same on every page — a brand, a newspaper, a site, a
 * person — and a name per page language (app/content/names.ts) where the publisher is an
 * institution that names itself in its own language: the sources of the Council side of the
 * Act now pages (app/content/member-states.ts), shown in the page's language
 * (docs/editing.md#names-of-institutions-in-four-languages).
 */
const PUBLISHERS: Readonly<Record<string, string | InstitutionNames>> = {
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
  'bmeia.gv.at': {
    en: 'Austrian Foreign Ministry',
    nl: { translation: 'Oostenrijks federaal ministerie voor Europese en Internationale Zaken' }, // translation: no own form found
    // de, its own form: as the Austrian encyclopaedia page on the representation names its supervising ministry (austria-forum.org, read 2026-11-28); the ministry's site abbreviates it BMEIA
    de: { own: 'Bundesministerium für europäische und internationale Angelegenheiten' },
    fr: { translation: 'Ministère fédéral autrichien des Affaires européennes et internationales' }, // translation: no own form found
    original: { name: 'Bundesministerium für europäische und internationale Angelegenheiten', lang: 'de' }, // its own German form (de, above)
  },
  'bmi.gv.at': 'Austrian Ministry of the Interior',
  'parlament.gv.at': {
    en: 'Austrian Parliament',
    nl: { translation: 'Oostenrijks parlement' }, // translation: no own form found
    // de, its own form: the name its site parlament.gv.at carries; not checked against a stored copy
    de: { own: 'Parlament Österreich' },
    fr: { translation: 'Parlement autrichien' }, // translation: no own form found
    original: { name: 'Parlament Österreich', lang: 'de' }, // its own German form (de, above)
  },
  'diplomatie.belgium.be': {
    en: 'Belgian Foreign Affairs',
    // nl, its own form: the representation's Dutch "Over ons" page names it "FOD Buitenlandse Zaken, Buitenlandse Handel en Ontwikkelingssamenwerking" (read 2026-11-28)
    nl: { own: 'FOD Buitenlandse Zaken' },
    // de, its own form: its short name in German, a language of its site; not checked against a stored copy
    de: { own: 'FÖD Auswärtige Angelegenheiten' },
    // fr, its own form: its short name on its French pages (diplomatie.belgium.be/fr), "Service public fédéral Affaires étrangères, Commerce extérieur et Coopération au Développement" in full; read 2026-11-28 through pages that quote it (acted.org)
    fr: { own: 'SPF Affaires étrangères' },
  },
  'mfa.bg': {
    en: 'Bulgarian Foreign Ministry',
    nl: { translation: 'Bulgaars ministerie van Buitenlandse Zaken' }, // translation: no own form found
    de: { translation: 'Bulgarisches Außenministerium' }, // translation: no own form found
    fr: { translation: 'Ministère bulgare des Affaires étrangères' }, // translation: no own form found
    original: { name: 'Министерство на външните работи', lang: 'bg' }, // its own name; not checked against a page of its own
  },
  'mvep.gov.hr': 'Croatian Foreign Ministry',
  'mfa.gov.cy': 'Cypriot Foreign Ministry',
  'cyprusnewsgazette.com': 'Cyprus News Gazette (CNA)',
  'mzv.gov.cz': {
    en: 'Czech Foreign Ministry',
    nl: { translation: 'Tsjechisch ministerie van Buitenlandse Zaken' }, // translation: no own form found
    de: { translation: 'Tschechisches Außenministerium' }, // translation: no own form found
    fr: { translation: 'Ministère tchèque des Affaires étrangères' }, // translation: no own form found
    original: { name: 'Ministerstvo zahraničních věcí', lang: 'cs' }, // its own name; not checked against a page of its own
  },
  'mvcr.cz': 'Czech Ministry of the Interior',
  'idnes.cz': 'iDNES.cz (ČTK)',
  'um.dk': {
    en: 'Danish Foreign Ministry',
    nl: { translation: 'Deens ministerie van Buitenlandse Zaken' }, // translation: no own form found
    de: { translation: 'Dänisches Außenministerium' }, // translation: no own form found
    fr: { translation: 'Ministère danois des Affaires étrangères' }, // translation: no own form found
    original: { name: 'Udenrigsministeriet', lang: 'da' }, // its own name; not checked against a page of its own
  },
  'justitsministeriet.dk': 'Danish Ministry of Justice',
  'eu.dk': {
    en: 'Folketinget (eu.dk)',
    nl: { translation: 'Deens parlement (eu.dk)' }, // translation: no own form found
    de: { translation: 'Dänisches Parlament (eu.dk)' }, // translation: no own form found
    fr: { translation: 'Parlement danois (eu.dk)' }, // translation: no own form found
    original: { name: 'Folketinget', lang: 'da' }, // its own name, as the English above gives it
  },
  'mfa.ee': 'Estonian Foreign Ministry',
  'finlandabroad.fi': 'Finnish Foreign Ministry',
  'intermin.fi': 'Finnish Ministry of the Interior',
  'eduskunta.fi': {
    en: 'Parliament of Finland',
    nl: { translation: 'Fins parlement' }, // translation: no own form found
    de: { translation: 'Finnisches Parlament' }, // translation: no own form found
    fr: { translation: 'Parlement finlandais' }, // translation: no own form found
    original: { name: 'Eduskunta', lang: 'fi' }, // its own name, the host of its site
  },
  'delegfrance.org': 'French Foreign Ministry',
  'diplo.de': {
    en: 'German Federal Foreign Office',
    nl: { translation: 'Duits federaal ministerie van Buitenlandse Zaken' }, // translation: no own form found
    // de, its own form: the representation's German page (bruessel-eu.diplo.de, read 2026-11-28) opens "Willkommen auf den Seiten des Auswärtigen Amts"
    de: { own: 'Auswärtiges Amt' },
    fr: { translation: 'Ministère fédéral allemand des Affaires étrangères' }, // translation: no own form found
    original: { name: 'Auswärtiges Amt', lang: 'de' }, // its own German form (de, above)
  },
  'bmi.bund.de': 'German Federal Ministry of the Interior',
  'mfa.gr': {
    en: 'Greek Foreign Ministry',
    nl: { translation: 'Grieks ministerie van Buitenlandse Zaken' }, // translation: no own form found
    de: { translation: 'Griechisches Außenministerium' }, // translation: no own form found
    fr: { translation: 'Ministère grec des Affaires étrangères' }, // translation: no own form found
    original: { name: 'Υπουργείο Εξωτερικών', lang: 'el' }, // its own name; not checked against a page of its own
  },
  'kormany.hu': {
    en: 'Hungarian Government',
    nl: { translation: 'Hongaarse regering' }, // translation: no own form found
    de: { translation: 'Ungarische Regierung' }, // translation: no own form found
    fr: { translation: 'Gouvernement hongrois' }, // translation: no own form found
    original: { name: 'Magyarország Kormánya', lang: 'hu' }, // its own name; not checked against a page of its own
  },
  'ireland.ie': {
    en: 'Irish Department of Foreign Affairs',
    nl: { translation: 'Iers ministerie van Buitenlandse Zaken' }, // translation: no own form found
    de: { translation: 'Irisches Außenministerium' }, // translation: no own form found
    fr: { translation: 'Ministère irlandais des Affaires étrangères' }, // translation: no own form found
    original: { name: 'Department of Foreign Affairs', lang: 'en' }, // its own English name
  },
  'gov.ie': 'Government of Ireland',
  'kildarestreet.com': 'KildareStreet.com',
  'esteri.it': {
    en: 'Italian Foreign Ministry',
    nl: { translation: 'Italiaans ministerie van Buitenlandse Zaken' }, // translation: no own form found
    de: { translation: 'Italienisches Außenministerium' }, // translation: no own form found
    fr: { translation: 'Ministère italien des Affaires étrangères' }, // translation: no own form found
    original: { name: 'Ministero degli Affari Esteri e della Cooperazione Internazionale', lang: 'it' }, // its own name; not checked against a page of its own
  },
  'mfa.gov.lv': {
    en: 'Latvian Foreign Ministry',
    nl: { translation: 'Lets ministerie van Buitenlandse Zaken' }, // translation: no own form found
    de: { translation: 'Lettisches Außenministerium' }, // translation: no own form found
    fr: { translation: 'Ministère letton des Affaires étrangères' }, // translation: no own form found
    original: { name: 'Ārlietu ministrija', lang: 'lv' }, // its own name; not checked against a page of its own
  },
  'mfa.lt': {
    en: 'Lithuanian Foreign Ministry',
    nl: { translation: 'Litouws ministerie van Buitenlandse Zaken' }, // translation: no own form found
    de: { translation: 'Litauisches Außenministerium' }, // translation: no own form found
    fr: { translation: 'Ministère lituanien des Affaires étrangères' }, // translation: no own form found
    original: { name: 'Užsienio reikalų ministerija', lang: 'lt' }, // its own name; not checked against a page of its own
  },
  'mae.lu': {
    en: 'Luxembourg Foreign Ministry',
    nl: { translation: 'Luxemburgs ministerie van Buitenlandse en Europese Zaken' }, // translation: no own form found
    de: { translation: 'Luxemburgisches Ministerium für auswärtige und europäische Angelegenheiten' }, // translation: no own form found
    // fr, its own form: its name on its French pages (maee.gouvernement.lu, stored copies of 2015 and 2019 read 2026-11-28: "ministre des Affaires étrangères et européennes")
    fr: { own: 'Ministère des Affaires étrangères et européennes' },
    original: { name: 'Ministère des Affaires étrangères et européennes', lang: 'fr' }, // its own French form (fr, above)
  },
  'maltaineu.gov.mt': {
    en: 'Permanent Representation of Malta to the EU',
    nl: { translation: 'Permanente Vertegenwoordiging van Malta bij de EU' }, // translation: no own form found
    de: { translation: 'Ständige Vertretung Maltas bei der EU' }, // translation: no own form found
    fr: { translation: 'Représentation permanente de Malte auprès de l’UE' }, // translation: no own form found
    original: { name: 'Permanent Representation of Malta to the EU', lang: 'en' }, // its own English name
  },
  'permanentrepresentations.nl': {
    en: 'Dutch Permanent Representations',
    // nl, its own form: the name of its Dutch site, permanentevertegenwoordigingen.nl (read 2026-11-28)
    nl: { own: 'Permanente Vertegenwoordigingen' },
    de: { translation: 'Ständige Vertretungen der Niederlande' }, // translation: no own form found
    fr: { translation: 'Représentations permanentes des Pays-Bas' }, // translation: no own form found
    original: { name: 'Permanente Vertegenwoordigingen', lang: 'nl' }, // its own Dutch form (nl, above)
  },
  'government.nl': 'Government of the Netherlands',
  'tweedekamer.nl': {
    en: 'Tweede Kamer',
    // nl, its own form: the name of its site tweedekamer.nl
    nl: { own: 'Tweede Kamer' },
    de: { translation: 'Zweite Kammer der Generalstaaten' }, // translation: no own form found
    fr: { translation: 'Seconde Chambre des États généraux' }, // translation: no own form found
    original: { name: 'Tweede Kamer', lang: 'nl' }, // its own Dutch form (nl, above)
  },
  'gov.pl': {
    en: 'Government of Poland',
    nl: { translation: 'Poolse regering' }, // translation: no own form found
    de: { translation: 'Polnische Regierung' }, // translation: no own form found
    fr: { translation: 'Gouvernement polonais' }, // translation: no own form found
    original: { name: 'Serwis Rzeczypospolitej Polskiej', lang: 'pl' }, // the name its portal gov.pl gives itself; not checked against a stored copy
  },
  'mne.gov.pt': {
    en: 'Portuguese Foreign Ministry',
    nl: { translation: 'Portugees ministerie van Buitenlandse Zaken' }, // translation: no own form found
    de: { translation: 'Portugiesisches Außenministerium' }, // translation: no own form found
    fr: { translation: 'Ministère portugais des Affaires étrangères' }, // translation: no own form found
    original: { name: 'Ministério dos Negócios Estrangeiros', lang: 'pt' }, // its own name; not checked against a page of its own
  },
  'mae.ro': {
    en: 'Romanian Foreign Ministry',
    nl: { translation: 'Roemeens ministerie van Buitenlandse Zaken' }, // translation: no own form found
    de: { translation: 'Rumänisches Außenministerium' }, // translation: no own form found
    fr: { translation: 'Ministère roumain des Affaires étrangères' }, // translation: no own form found
    original: { name: 'Ministerul Afacerilor Externe', lang: 'ro' }, // its own name; not checked against a page of its own
  },
  'mzv.sk': {
    en: 'Slovak Foreign Ministry',
    nl: { translation: 'Slowaaks ministerie van Buitenlandse Zaken' }, // translation: no own form found
    de: { translation: 'Slowakisches Außenministerium' }, // translation: no own form found
    fr: { translation: 'Ministère slovaque des Affaires étrangères' }, // translation: no own form found
    original: { name: 'Ministerstvo zahraničných vecí a európskych záležitostí Slovenskej republiky', lang: 'sk' }, // its own name; not checked against a page of its own
  },
  'gov.si': {
    en: 'Government of Slovenia',
    nl: { translation: 'Sloveense regering' }, // translation: no own form found
    de: { translation: 'Slowenische Regierung' }, // translation: no own form found
    fr: { translation: 'Gouvernement slovène' }, // translation: no own form found
    original: { name: 'Vlada Republike Slovenije', lang: 'sl' }, // its own name; not checked against a page of its own
  },
  'es-ue.org': 'Permanent Representation of Spain to the EU',
  'government.se': {
    en: 'Government of Sweden',
    nl: { translation: 'Zweedse regering' }, // translation: no own form found
    de: { translation: 'Schwedische Regierung' }, // translation: no own form found
    fr: { translation: 'Gouvernement suédois' }, // translation: no own form found
    original: { name: 'Regeringskansliet', lang: 'sv' }, // the Government Offices' own name (regeringen.se); not checked against a stored copy
  },
  'riksdagen.se': {
    en: 'Sveriges riksdag',
    nl: { translation: 'Zweeds parlement' }, // translation: no own form found
    de: { translation: 'Schwedischer Reichstag' }, // translation: no own form found
    fr: { translation: 'Parlement suédois' }, // translation: no own form found
    original: { name: 'Sveriges riksdag', lang: 'sv' }, // its own name, as the English above gives it
  },
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

/**
 * The publisher's name for a URL on the allow-list, for a page in `lang`: its own name in that
 * language, or a translation followed by the original in brackets (the URL itself off the list).
 */
export function publisherName(url: string, lang: Lang): string {
  const host = publisherHost(url)
  if (!host) return url
  const name = PUBLISHERS[host]!
  return typeof name === 'string' ? name : localNameText(name, lang)
}

/** The same as a name and the original beside a translation, for a page that marks the original's language. */
export function publisherShownName(url: string, lang: Lang): ShownName {
  const host = publisherHost(url)
  if (!host) return { name: url }
  const name = PUBLISHERS[host]!
  return typeof name === 'string' ? { name } : localName(name, lang)
}

/** The publishers named per language, for `npm run content:check` (app/content/check.ts). */
export function publishersWithNames(): ReadonlyArray<readonly [host: string, names: InstitutionNames]> {
  return Object.entries(PUBLISHERS).flatMap(([host, name]) => (typeof name === 'string' ? [] : [[host, name] as const]))
}
