/**
 * The 27 member states of the "Act now" pages (docs/product.md#act-now): each state's
 * code, its seats in the European Parliament of the 2024–2029 term, the path segment of its
 * page in each language (`segments`), and who decides for it in the Council. A page reads
 * none of this directly: app/content/member-state.ts joins it with the state's name and
 * position (app/content/countries.ts), its stances (app/content/council-record.ts), its
 * letter languages and its MEPs (app/content/meps/) into one object per state. This table
 * stays apart because the slug table (app/i18n/slugs.ts), which the build's configuration
 * and every page's script import, reads the segments: it imports no catalog text.
 * `npm run content:check` checks the list (scripts/check-content.ts).
 */

import type { CouncilSide } from './schema'

/**
 * Seats per member state: European Council Decision (EU) 2023/2061 of 22 September 2023
 * establishing the composition of the European Parliament, Article 3 (720 seats in all).
 */
export const SEATS_SOURCE = { url: 'https://eur-lex.europa.eu/eli/dec/2023/2061/oj', date: '2023-09-27' } as const

/**
 * The day the stored copies of the pages below were read, for a page that shows no date of
 * its own (each use says so in a comment). The pages were read from stored copies, not live:
 * a copy can be older than this day, which the comment beside it says where the page shows it.
 */
const READ = '2026-11-27'

/**
 * The list of every member state's permanent representation, linked where no dated source
 * names the ministry leading on the file (app/components/act/council-side.tsx). No page of the
 * Council's own site listing the representations was found in the stored copies searched
 * (consilium.europa.eu pages on Coreper and its preparatory bodies describe the committee, not
 * its members' addresses); this is the EU's official directory of its institutions, kept by
 * the Publications Office, whose Council section lists the Permanent Representatives Committee.
 */
export const COUNCIL_PERMANENT_REPRESENTATIONS = {
  url: 'https://op.europa.eu/en/web/who-is-who',
  date: READ,
  publisher: 'Publications Office of the European Union (EU Whoiswho)',
} as const

/**
 * Who decides for each government in the Council: its permanent representation to the EU and,
 * where a dated source names it, the ministry leading on the CSA Regulation ("Chat Control").
 * One source per record: the representation's fields all come from its `source`; a field the
 * source does not give stays out (docs/product.md#act-now). `name` is the representation's or
 * the ministry's name in each page language (app/content/names.ts): `en` as the page gives it, or
 * — where the page gives it only in the country's language — its English form, said in the
 * comment; `nl`, `de`, `fr` its own form in that language where it has one (the comment beside it
 * names the page and the day it was read) or our translation, marked as one; `original` its name
 * in its own language, shown beside a translation (docs/editing.md#names-of-institutions-in-four-languages).
 * Hosts are on the allow-list
 * (app/content/publishers.ts); `npm run content:check` checks the rest (app/content/check.ts).
 */
const COUNCIL_SIDE: Readonly<Record<string, CouncilSide>> = {
  AT: {
    permanentRepresentation: {
      name: {
        en: 'Permanent Representation of Austria to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Oostenrijk bij de Europese Unie' }, // translation: no own form found
        // de, its own form: its own page "Wer sind wir?" (bmeia.gv.at/oev-bruessel/die-vertretung/wer-sind-wir/, stored copy read
        // 2026-11-28, no date shown) and the foreign ministry's page on it name it so
        de: { own: 'Ständige Vertretung Österreichs bei der EU' },
        fr: { translation: 'Représentation permanente de l’Autriche auprès de l’Union européenne' }, // translation: no own form found
        original: { name: 'Ständige Vertretung Österreichs bei der EU', lang: 'de' }, // its own German form (de, above)
      },
      url: 'https://www.bmeia.gv.at/en/oev-bruessel/about-us/what-we-do/',
      // The foreign ministry's page on the representation; no date shown (the copy names Ambassador Grahammer, head until 2018).
      source: {
        url: 'https://www.bmeia.gv.at/en/european-foreign-policy/european-policy/austria-in-the-eu/austrias-permanent-representation-to-the-eu/',
        date: READ,
        kind: 'primary',
      },
    },
    ministry: {
      name: {
        en: 'Federal Ministry of the Interior',
        nl: { translation: 'Federaal Ministerie van Binnenlandse Zaken' }, // translation: no own form found
        // de, its own form: its name as the source below addresses its minister ("Bundesminister für Inneres") and as the Austrian
        // encyclopaedia pages in the stored copies give it with www.bmi.gv.at (austria-forum.org, read 2026-11-28); no page of the ministry
        // itself was among them
        de: { own: 'Bundesministerium für Inneres' },
        fr: { translation: 'Ministère fédéral de l’Intérieur' }, // translation: no own form found
        original: { name: 'Bundesministerium für Inneres', lang: 'de' }, // its own German form (de, above)
      },
      url: 'https://www.bmi.gv.at/',
      // Parliamentary question 13525/J of 13 January 2023 on the Council of 8–9 December 2022: the National Council's binding
      // statement of 3 November 2022 holds the government, "allen voran der Bundesminister für Inneres". Question 4175/J
      // of 11 December 2025 asks the same minister who instructed Austria's vote in Coreper on 26 November 2025.
      source: { url: 'https://www.parlament.gv.at/dokument/XXVII/J/13525/fnameorig_1504306.html', date: '2023-01-13', kind: 'primary' },
    },
  },
  BE: {
    permanentRepresentation: {
      name: {
        en: 'Permanent Representation of Belgium to the European Union',
        // nl, its own form: its Dutch "Over ons" page (europeanunion.diplomatie.belgium.be/nl/over-ons, stored copy read 2026-11-28, no
        // date shown): "De Permanente Vertegenwoordiging van België bij de Europese Unie"
        nl: { own: 'Permanente Vertegenwoordiging van België bij de Europese Unie' },
        // de, its own form: its name in German, a language of its site; not checked: no German page of the site was in the stored copies
        // searched on 2026-11-28
        de: { own: 'Ständige Vertretung Belgiens bei der Europäischen Union' },
        // fr, its own form: its name in French, a language of its site; not checked: no French page of the site was in the stored copies
        // searched on 2026-11-28
        fr: { own: 'Représentation permanente de la Belgique auprès de l’Union européenne' },
      },
      url: 'https://europeanunion.diplomatie.belgium.be/en/over-ons',
      // Its own "About us" page; no date shown. No Belgian source naming a lead ministry was found: Belga (2 October 2025)
      // quotes the Flemish minister-president that the foreign ministry's coordination (DGE) had not reached a consensus.
      source: { url: 'https://europeanunion.diplomatie.belgium.be/en/over-ons', date: READ, kind: 'primary' },
    },
  },
  BG: {
    permanentRepresentation: {
      name: {
        en: 'Permanent Representation of the Republic of Bulgaria to the EU',
        nl: { translation: 'Permanente Vertegenwoordiging van de Republiek Bulgarije bij de EU' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung der Republik Bulgarien bei der EU' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de la République de Bulgarie auprès de l’UE' }, // translation: no own form found
        // original — its Bulgarian name; not checked against a page of its own
        original: { name: 'Постоянно представителство на Република България към Европейския съюз', lang: 'bg' },
      },
      url: 'https://mfa.bg/en/embassies/belgiumpp/541',
      // The foreign ministry's page of the representation ("About us"); no date shown.
      source: { url: 'https://mfa.bg/en/embassies/belgiumpp/541', date: READ, kind: 'primary' },
    },
  },
  HR: {
    permanentRepresentation: {
      // English form of "Stalno predstavništvo Republike Hrvatske pri Europskoj uniji"; the page was not in the stored copies.
      name: {
        en: 'Permanent Representation of the Republic of Croatia to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van de Republiek Kroatië bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung der Republik Kroatien bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de la République de Croatie auprès de l’Union européenne' }, // translation: no own form found
        // original — its Croatian name, the one the English above translates; not checked against a page of its own
        original: { name: 'Stalno predstavništvo Republike Hrvatske pri Europskoj uniji', lang: 'hr' },
      },
      url: 'https://mvep.gov.hr/embassies-and-consulates/embassies-of-the-republic-of-croatia-in-the-world/244601?country=154#EU',
      // A list of the representations' official pages, compiled by Aaron McLoughlin; no date shown.
      source: {
        url: 'https://aaronmcloughlin.com/who-do-you-call-to-find-out-what-your-countrys-position-is-on-a-eu-proposal',
        date: READ,
        kind: 'secondary',
      },
    },
  },
  CY: {
    permanentRepresentation: {
      name: {
        en: 'Permanent Representation of the Republic of Cyprus to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van de Republiek Cyprus bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung der Republik Zypern bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de la République de Chypre auprès de l’Union européenne' }, // translation: no own form found
        // original — its Greek name; not checked against a page of its own
        original: { name: 'Μόνιμη Αντιπροσωπεία της Κυπριακής Δημοκρατίας στην Ευρωπαϊκή Ένωση', lang: 'el' },
      },
      // No page of the representation itself was found: this is the foreign ministry it belongs to (www.mfa.gov.cy,
      // the host of the Cypriot embassies' pages in the stored copies).
      url: 'https://www.mfa.gov.cy/',
      // Cyprus News Agency via Cyprus News Gazette: President Anastasiades visits the representation (end of 2017); no date shown.
      source: {
        url: 'https://cyprusnewsgazette.com/president-anastasiades-visits-cyprus-permanent-representation-to-the-eu/',
        date: READ,
        kind: 'secondary',
      },
    },
  },
  CZ: {
    permanentRepresentation: {
      name: {
        en: 'Permanent Representation of the Czech Republic to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van de Tsjechische Republiek bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung der Tschechischen Republik bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de la République tchèque auprès de l’Union européenne' }, // translation: no own form found
        original: { name: 'Stálé zastoupení České republiky při Evropské unii', lang: 'cs' }, // its Czech name; not checked against a page of its own
      },
      url: 'https://mzv.gov.cz/representation_brussels/en/about_the_representation/index.html',
      // Its own "About the Representation" page (Ambassador Edita Hrdá); no date shown. An undated community page
      // (beseda.be) gives an address, a phone, an e-mail and hours; without a date they stay out.
      source: { url: 'https://mzv.gov.cz/representation_brussels/en/about_the_representation/index.html', date: READ, kind: 'primary' },
    },
    ministry: {
      name: {
        en: 'Ministry of the Interior',
        nl: { translation: 'Ministerie van Binnenlandse Zaken' }, // translation: no own form found
        de: { translation: 'Innenministerium' }, // translation: no own form found
        fr: { translation: 'Ministère de l’Intérieur' }, // translation: no own form found
        original: { name: 'Ministerstvo vnitra', lang: 'cs' }, // its Czech name; not checked against a page of its own
      },
      url: 'https://www.mvcr.cz/mvcren/',
      // iDNES.cz (ČTK), 14 October 2025: Interior Minister Vít Rakušan repeats that Czechia rejects Chat Control, the
      // position the government's committee for European affairs voted.
      source: {
        url: 'https://www.idnes.cz/zpravy/domaci/evropska-komise-unie-chat-control-legislativa.A251014_152811_domaci_tty',
        date: '2025-10-14',
        kind: 'secondary',
      },
    },
  },
  DK: {
    permanentRepresentation: {
      // English form of "EU-Repræsentationen" / Danmarks Faste Repræsentation ved EU, as the page names it in Danish.
      name: {
        en: 'Permanent Representation of Denmark to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Denemarken bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung Dänemarks bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente du Danemark auprès de l’Union européenne' }, // translation: no own form found
        original: { name: 'Danmarks Faste Repræsentation ved EU', lang: 'da' }, // its Danish name, as its page (above) gives it
      },
      url: 'https://eu.um.dk/info-om-dk-i-eu/varetagelse-af-danske-interesser-i-eu',
      // Its own page on how it represents Danish interests; no date shown.
      source: { url: 'https://eu.um.dk/info-om-dk-i-eu/varetagelse-af-danske-interesser-i-eu', date: READ, kind: 'primary' },
    },
    ministry: {
      name: {
        en: 'Ministry of Justice',
        nl: { translation: 'Ministerie van Justitie' }, // translation: no own form found
        de: { translation: 'Justizministerium' }, // translation: no own form found
        fr: { translation: 'Ministère de la Justice' }, // translation: no own form found
        original: { name: 'Justitsministeriet', lang: 'da' }, // its Danish name, as the source below gives it ("Justitsministeriets område")
      },
      url: 'https://www.justitsministeriet.dk/',
      // Samlenotat of 5 October 2023 to the Folketing's European Affairs Committee: "sager på Justitsministeriets område"
      // for the Council of 19–20 October 2023, the CSA Regulation among them.
      source: { url: 'https://eu.dk/samling/20231/raadsmoede/582088/bilag/2/2760880/index.htm', date: '2023-10-05', kind: 'primary' },
    },
  },
  EE: {
    permanentRepresentation: {
      // English form; the page was not in the stored copies.
      name: {
        en: 'Permanent Representation of Estonia to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Estland bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung Estlands bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de l’Estonie auprès de l’Union européenne' }, // translation: no own form found
        original: { name: 'Eesti alaline esindus Euroopa Liidu juures', lang: 'et' }, // its Estonian name; not checked against a page of its own
      },
      url: 'https://eu.mfa.ee/personnel/',
      source: {
        url: 'https://aaronmcloughlin.com/who-do-you-call-to-find-out-what-your-countrys-position-is-on-a-eu-proposal',
        date: READ,
        kind: 'secondary',
      },
    },
  },
  FI: {
    permanentRepresentation: {
      // As its former site (www.finland.eu, 2018) names it.
      name: {
        en: 'Permanent Representation of Finland to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Finland bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung Finnlands bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de la Finlande auprès de l’Union européenne' }, // translation: no own form found
        original: { name: 'Suomen pysyvä edustusto Euroopan unionissa', lang: 'fi' }, // its Finnish name; not checked against a page of its own
      },
      url: 'https://finlandabroad.fi/web/eu',
      // Lists finlandabroad.fi/web/eu (its Coreper page) as the representation's site; no date shown.
      source: {
        url: 'https://aaronmcloughlin.com/who-do-you-call-to-find-out-what-your-countrys-position-is-on-a-eu-proposal',
        date: READ,
        kind: 'secondary',
      },
    },
    ministry: {
      name: {
        en: 'Ministry of the Interior',
        nl: { translation: 'Ministerie van Binnenlandse Zaken' }, // translation: no own form found
        de: { translation: 'Innenministerium' }, // translation: no own form found
        fr: { translation: 'Ministère de l’Intérieur' }, // translation: no own form found
        original: { name: 'Sisäministeriö', lang: 'fi' }, // its Finnish name, as the source below gives it ("sisäministeriön perusmuistio")
      },
      url: 'https://intermin.fi/en/ministry',
      // The Constitutional Law Committee's statement PeVL 47/2024 assesses the Ministry of the Interior's basic memorandum of
      // 25 September 2024 and its statement of 8 October 2024 on the compromise text (sisäministeriön perusmuistio,
      // lausunto); the stored copy shows no date of its own.
      source: { url: 'https://eduskunta.fi/FI/vaski/Lausunto/sivut/pevl_47+2024.aspx', date: READ, kind: 'primary' },
    },
  },
  FR: {
    permanentRepresentation: {
      // English form of "Représentation permanente de la France auprès de l'Union européenne".
      name: {
        en: 'Permanent Representation of France to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Frankrijk bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung Frankreichs bei der Europäischen Union' }, // translation: no own form found
        // fr, its own form: the French foreign ministry's page on it, "La Représentation Permanente de la France auprès de l'Union
        // européenne" (diplomatie.gouv.fr, article 4515, stored copy read 2026-11-28, no date shown)
        fr: { own: 'Représentation permanente de la France auprès de l’Union européenne' },
        original: { name: 'Représentation permanente de la France auprès de l’Union européenne', lang: 'fr' }, // its own French form (fr, above)
      },
      url: 'https://ue.delegfrance.org/',
      source: {
        url: 'https://aaronmcloughlin.com/who-do-you-call-to-find-out-what-your-countrys-position-is-on-a-eu-proposal',
        date: READ,
        kind: 'secondary',
      },
    },
  },
  DE: {
    permanentRepresentation: {
      // English form of "Ständige Vertretung der Bundesrepublik Deutschland bei der Europäischen Union".
      name: {
        en: 'Permanent Representation of the Federal Republic of Germany to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van de Bondsrepubliek Duitsland bij de Europese Unie' }, // translation: no own form found
        // de, its own form: its own page "Wer sind wir?" (bruessel-eu.diplo.de/eu-de/staendigevertretungeu/werwirsind/2122908, stored copy
        // read 2026-11-28, no date shown)
        de: { own: 'Ständige Vertretung der Bundesrepublik Deutschland bei der Europäischen Union' },
        fr: { translation: 'Représentation permanente de la République fédérale d’Allemagne auprès de l’Union européenne' }, // translation: no own form found
        original: { name: 'Ständige Vertretung der Bundesrepublik Deutschland bei der Europäischen Union', lang: 'de' }, // its own German form (de, above)
      },
      url: 'https://bruessel-eu.diplo.de/eu-en/permanentrepresentation/-/2307060',
      // Its own press page of 8 February 2018; it gives the press office's numbers, not the switchboard, so no phone.
      source: { url: 'https://bruessel-eu.diplo.de/eu-en/permanentrepresentation/press/1506098', date: '2018-02-08', kind: 'primary' },
    },
    ministry: {
      name: {
        en: 'Federal Ministry of the Interior',
        nl: { translation: 'Federaal Ministerie van Binnenlandse Zaken' }, // translation: no own form found
        // de, its own form: its name since May 2025, when the "Heimat" department left it (its page "Amtswechsel im BMI", bmi.bund.de, 7
        // May 2025, stored copy read 2026-11-28); before, "Bundesministerium des Innern und für Heimat"
        de: { own: 'Bundesministerium des Innern' },
        fr: { translation: 'Ministère fédéral de l’Intérieur' }, // translation: no own form found
        original: { name: 'Bundesministerium des Innern', lang: 'de' }, // its own German form (de, above)
      },
      url: 'https://www.bmi.bund.de/EN/home/home_node.html',
      // netzpolitik.org quotes "ein Sprecher des federführenden Bundesinnenministeriums (BMI)" two weeks before the Council
      // of 28 September 2023; the stored copy shows no date of its own.
      source: {
        url: 'https://netzpolitik.org/2023/chatkontrolle-deutschland-muss-gegen-die-eu-verordnung-stimmen/',
        date: READ,
        kind: 'secondary',
      },
    },
  },
  GR: {
    permanentRepresentation: {
      // The site's header reads "Permanent Representation to the E.U." (of Greece).
      name: {
        en: 'Permanent Representation of Greece to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Griekenland bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung Griechenlands bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de la Grèce auprès de l’Union européenne' }, // translation: no own form found
        original: { name: 'Μόνιμη Αντιπροσωπεία της Ελλάδος στην Ευρωπαϊκή Ένωση', lang: 'el' }, // its Greek name; not checked against a page of its own
      },
      url: 'https://mfa.gr/brussels/en/permanent-representation-eu/',
      // A page of its section of the foreign ministry's site, stored on the day it shows (19 March 2025).
      source: {
        url: 'https://mfa.gr/brussels/en/permanent-representation-eu/greece-in-the-eu/european-parliament-office-at-the-foreign-ministry.html',
        date: '2025-03-19',
        kind: 'primary',
      },
    },
  },
  HU: {
    permanentRepresentation: {
      name: {
        en: 'Permanent Representation of Hungary to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Hongarije bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung Ungarns bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de la Hongrie auprès de l’Union européenne' }, // translation: no own form found
        // original — its Hungarian name; not checked against a page of its own
        original: { name: 'Magyarország Állandó Képviselete az Európai Unió mellett', lang: 'hu' },
      },
      url: 'https://eu.kormany.hu/permanent-representation-of-hungary-to-the-eu',
      // Its own page on the government's site (the stored copy was read over http; it names Ambassador Györkös, in office
      // from 2010); no date shown.
      source: { url: 'https://eu.kormany.hu/permanent-representation-of-hungary-to-the-eu', date: READ, kind: 'primary' },
    },
  },
  IE: {
    permanentRepresentation: {
      name: {
        en: 'Permanent Representation of Ireland to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Ierland bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung Irlands bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de l’Irlande auprès de l’Union européenne' }, // translation: no own form found
        original: { name: 'Permanent Representation of Ireland to the European Union', lang: 'en' }, // its own English name, as its page (above) gives it
      },
      url: 'https://www.ireland.ie/en/eu/brussels/',
      address: 'Rue Froissart 50, 1040 Brussels',
      // Its own page on ireland.ie with its contact details (the stored copy shows the fax number, not the phone); no date shown.
      source: { url: 'https://www.ireland.ie/en/eu/brussels/', date: READ, kind: 'primary' },
    },
    ministry: {
      name: {
        en: 'Department of Justice, Home Affairs and Migration',
        nl: { translation: 'Ministerie van Justitie, Binnenlandse Zaken en Migratie' }, // translation: no own form found
        de: { translation: 'Ministerium für Justiz, Inneres und Migration' }, // translation: no own form found
        fr: { translation: 'Ministère de la Justice, des Affaires intérieures et des Migrations' }, // translation: no own form found
        original: { name: 'Department of Justice, Home Affairs and Migration', lang: 'en' }, // its own English name (above)
      },
      url: 'https://www.gov.ie/en/department-of-justice/',
      // Written answer of 30 September 2025 by the Minister for Justice (Oireachtas record via KildareStreet.com): "Since the
      // proposed regulation was published in 2022, my Department has engaged, and continues to engage, with other EU
      // Member States". KildareStreet labels the department with its former name; the name here is the one it has had since
      // 2025 (its committee record of 15 July 2025).
      source: { url: 'https://www.kildarestreet.com/wrans/?id=2025-09-30a.1917', date: '2025-09-30', kind: 'secondary' },
    },
  },
  IT: {
    permanentRepresentation: {
      // English form; its page calls itself "the Permanent Representation".
      name: {
        en: 'Permanent Representation of Italy to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Italië bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung Italiens bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de l’Italie auprès de l’Union européenne' }, // translation: no own form found
        // original — its Italian name; not checked against a page of its own
        original: { name: 'Rappresentanza Permanente d’Italia presso l’Unione Europea', lang: 'it' },
      },
      url: 'https://italiaue.esteri.it/en/',
      // Its own "Our Mission" page; no date shown.
      source: { url: 'https://italiaue.esteri.it/en/litalia-e-lue/cosa-facciamo/', date: READ, kind: 'primary' },
    },
  },
  LV: {
    permanentRepresentation: {
      // English form of the name the page gives in Latvian (Latvijas pārstāvniecība Eiropas Savienībā).
      name: {
        en: 'Permanent Representation of the Republic of Latvia to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van de Republiek Letland bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung der Republik Lettland bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de la République de Lettonie auprès de l’Union européenne' }, // translation: no own form found
        original: { name: 'Latvijas pārstāvniecība Eiropas Savienībā', lang: 'lv' }, // its Latvian name, as its page (above) gives it
      },
      url: 'https://www2.mfa.gov.lv/brussels/parstavnieciba/vesture',
      // Its own history page, dated 15 September 2021.
      source: { url: 'https://www2.mfa.gov.lv/brussels/parstavnieciba/vesture', date: '2021-09-15', kind: 'primary' },
    },
  },
  LT: {
    permanentRepresentation: {
      name: {
        en: 'Permanent Representation of Lithuania to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Litouwen bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung Litauens bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de la Lituanie auprès de l’Union européenne' }, // translation: no own form found
        // original — its Lithuanian name; not checked against a page of its own
        original: { name: 'Lietuvos Respublikos nuolatinė atstovybė Europos Sąjungoje', lang: 'lt' },
      },
      url: 'https://eu.mfa.lt/eurep/en/about-us/permanent-representation',
      // Its own page, updated 14 September 2015 (the stored copy was read over http). Its address and phone are not taken
      // from a copy that old.
      source: { url: 'https://eu.mfa.lt/eurep/en/about-us/permanent-representation', date: '2015-09-14', kind: 'primary' },
    },
  },
  LU: {
    permanentRepresentation: {
      name: {
        en: 'Permanent Representation of Luxembourg to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Luxemburg bij de Europese Unie' }, // translation: no own form found
        // de, its own form: its name in German, a language of Luxembourg's administration, as Tageblatt.lu writes it; not checked: the
        // stored copies searched on 2026-11-28 had its site (bruxelles-rpue.mae.lu) in English only
        de: { own: 'Ständige Vertretung Luxemburgs bei der Europäischen Union' },
        // fr, its own form: its name in French, the language of its site's address ("rpue"); not checked: the stored copies searched on
        // 2026-11-28 had its site in English only
        fr: { own: 'Représentation permanente du Luxembourg auprès de l’Union européenne' },
        original: { name: 'Représentation permanente du Luxembourg auprès de l’Union européenne', lang: 'fr' }, // its own French form (fr, above)
      },
      url: 'https://bruxelles-rpue.mae.lu/en/ambassades.html',
      // Its own welcome page; no date shown.
      source: { url: 'https://bruxelles-rpue.mae.lu/en/ambassades.html', date: READ, kind: 'primary' },
    },
  },
  MT: {
    permanentRepresentation: {
      name: {
        en: 'Permanent Representation of Malta to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Malta bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung Maltas bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de Malte auprès de l’Union européenne' }, // translation: no own form found
        original: { name: 'Permanent Representation of Malta to the European Union', lang: 'en' }, // its own English name, as its page (above) gives it
      },
      url: 'https://maltaineu.gov.mt/en/Pages/OurRole.aspx',
      // Its own "Our role" page; no date shown.
      source: { url: 'https://maltaineu.gov.mt/en/Pages/OurRole.aspx', date: READ, kind: 'primary' },
    },
  },
  NL: {
    permanentRepresentation: {
      name: {
        en: 'Permanent Representation of the Kingdom of the Netherlands to the European Union',
        // nl, its own form: its Dutch site permanentevertegenwoordigingen.nl (welcome page, stored copy read 2026-11-28, no date shown):
        // "De Permanente Vertegenwoordiging", signed by the "Permanent Vertegenwoordiger van het Koninkrijk der Nederlanden bij de Europese
        // Unie"
        nl: { own: 'Permanente Vertegenwoordiging van het Koninkrijk der Nederlanden bij de Europese Unie' },
        de: { translation: 'Ständige Vertretung des Königreichs der Niederlande bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente du Royaume des Pays-Bas auprès de l’Union européenne' }, // translation: no own form found
        // original — its own Dutch form (nl, above)
        original: { name: 'Permanente Vertegenwoordiging van het Koninkrijk der Nederlanden bij de Europese Unie', lang: 'nl' },
      },
      url: 'https://www.permanentrepresentations.nl/permanent-representations/pr-eu-brussels/the-mission',
      // Its own "What we do" page; no date shown. It moved into a new building in January 2025 (opened 23 January 2025).
      source: {
        url: 'https://www.permanentrepresentations.nl/permanent-representations/pr-eu-brussels/the-mission',
        date: READ,
        kind: 'primary',
      },
    },
    ministry: {
      name: {
        en: 'Ministry of Justice and Security',
        // nl, its own form: the source below: the answers of the "Minister van Justitie en Veiligheid" (tweedekamer.nl, 21 November 2025)
        nl: { own: 'Ministerie van Justitie en Veiligheid' },
        de: { translation: 'Ministerium für Justiz und Sicherheit' }, // translation: no own form found
        fr: { translation: 'Ministère de la Justice et de la Sécurité' }, // translation: no own form found
        original: { name: 'Ministerie van Justitie en Veiligheid', lang: 'nl' }, // its own Dutch form (nl, above)
      },
      url: 'https://www.government.nl/ministries/ministry-of-justice-and-security',
      // Answers of 21 November 2025 by the Minister of Justice and Security, also on behalf of the State Secretary of the
      // Interior, to questions on "Europese ontwikkelingen rondom chatcontrole": the Law Enforcement Working Party of
      // 12 November 2025 and the presidency's compromise text.
      source: {
        url: 'https://www.tweedekamer.nl/kamerstukken/kamervragen/detail?did=2025D47770&id=2025D47770',
        date: '2025-11-21',
        kind: 'primary',
      },
    },
  },
  PL: {
    permanentRepresentation: {
      // English form; the page (its working areas) was stored without its title.
      name: {
        en: 'Permanent Representation of the Republic of Poland to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van de Republiek Polen bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung der Republik Polen bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de la République de Pologne auprès de l’Union européenne' }, // translation: no own form found
        // original — its Polish name; not checked against a page of its own
        original: { name: 'Stałe Przedstawicielstwo Rzeczypospolitej Polskiej przy Unii Europejskiej', lang: 'pl' },
      },
      url: 'https://www.gov.pl/web/eu',
      // Its own "Working Areas" page; no date shown. It lists its section heads' own addresses, not a public office address.
      source: { url: 'https://gov.pl/web/eu/working-areas', date: READ, kind: 'primary' },
    },
  },
  PT: {
    permanentRepresentation: {
      name: {
        en: 'Permanent Representation of Portugal to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Portugal bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung Portugals bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente du Portugal auprès de l’Union européenne' }, // translation: no own form found
        // original — its Portuguese name; not checked against a page of its own
        original: { name: 'Representação Permanente de Portugal junto da União Europeia', lang: 'pt' },
      },
      url: 'https://ue.missaoportugal.mne.gov.pt/en/',
      // Its own home page (welcome message of Ambassador Pedro Lourtie); no date shown.
      source: { url: 'https://ue.missaoportugal.mne.gov.pt/en/', date: READ, kind: 'primary' },
    },
  },
  RO: {
    permanentRepresentation: {
      // English form of "Reprezentanţa Permanentă a României pe lângă Uniunea Europeană", as the page names it.
      name: {
        en: 'Permanent Representation of Romania to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Roemenië bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung Rumäniens bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de la Roumanie auprès de l’Union européenne' }, // translation: no own form found
        original: { name: 'Reprezentanţa Permanentă a României pe lângă Uniunea Europeană', lang: 'ro' }, // its Romanian name, as its page (above) gives it
      },
      url: 'https://ue.mae.ro/en/node/439',
      // Its own "Despre noi" page; no date shown.
      source: { url: 'https://ue.mae.ro/node/148', date: READ, kind: 'primary' },
    },
  },
  SK: {
    permanentRepresentation: {
      name: {
        en: 'Permanent Representation of the Slovak Republic to the EU',
        nl: { translation: 'Permanente Vertegenwoordiging van de Slowaakse Republiek bij de EU' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung der Slowakischen Republik bei der EU' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de la République slovaque auprès de l’UE' }, // translation: no own form found
        original: { name: 'Stále zastúpenie Slovenskej republiky pri Európskej únii', lang: 'sk' }, // its Slovak name; not checked against a page of its own
      },
      url: 'https://www.mzv.sk/web/szbrusel-en',
      address: 'Avenue de Cortenbergh 79, Brussels',
      phone: '+3227436811',
      // Its own home page, with its address and "Tel.: +32 27436811"; the stored copy's newest item is dated 10 September 2019.
      source: { url: 'https://www.mzv.sk/web/szbrusel-en', date: '2019-09-10', kind: 'primary' },
    },
  },
  SI: {
    permanentRepresentation: {
      // As the Slovenian presidency's site named it (2021).
      name: {
        en: 'Permanent Representation of the Republic of Slovenia to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van de Republiek Slovenië bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung der Republik Slowenien bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de la République de Slovénie auprès de l’Union européenne' }, // translation: no own form found
        // original — its Slovenian name; its page (above) is headed "Stalno predstavništvo pri Evropski uniji Bruselj"
        original: { name: 'Stalno predstavništvo Republike Slovenije pri Evropski uniji', lang: 'sl' },
      },
      url: 'https://www.gov.si/en/representations/permanent-representation-to-the-european-union-brussels/',
      // Its own page on gov.si (Slovenian); no date shown. It announces a move to a new address, so none is given here.
      source: {
        url: 'https://www.gov.si/predstavnistva/stalno-predstavnistvo-pri-evropski-uniji-bruselj/o-stalnem-predstavnistvu-pri-evropski-uniji-bruselj/',
        date: READ,
        kind: 'primary',
      },
    },
    ministry: {
      name: {
        en: 'Ministry of the Interior',
        nl: { translation: 'Ministerie van Binnenlandse Zaken' }, // translation: no own form found
        de: { translation: 'Innenministerium' }, // translation: no own form found
        fr: { translation: 'Ministère de l’Intérieur' }, // translation: no own form found
        original: { name: 'Ministrstvo za notranje zadeve', lang: 'sl' }, // its Slovenian name; not checked against a page of its own
      },
      url: 'https://www.gov.si/en/news?org%5B0%5D=29',
      // Monitor, 3 October 2025: "Slovensko notranje ministrstvo je sedaj sporočilo, da predloga uredbe v trenutni obliki ne
      // more podpreti" (the interior ministry cannot support the proposal as it stands). The statement's first report, 24ur's
      // of 1 October 2025, is no longer cited: the corrections log withdrew its address (correction "tracker-slovenia-link",
      // app/content/corrections.ts), as the tracker did (app/content/countries.ts).
      source: {
        url: 'https://www.monitor.si/novica/slovenija-ne-podpira-uredbe-csar-o-pregledovanju-sporocil/243969/',
        date: '2025-10-03',
        kind: 'secondary',
      },
    },
  },
  ES: {
    permanentRepresentation: {
      // English form of "Representación Permanente de España ante la Unión Europea".
      name: {
        en: 'Permanent Representation of Spain to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Spanje bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung Spaniens bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de l’Espagne auprès de l’Union européenne' }, // translation: no own form found
        // original — its Spanish name, the one the English above translates; not checked against a page of its own
        original: { name: 'Representación Permanente de España ante la Unión Europea', lang: 'es' },
      },
      // The site Wikipedia gives (www.es-ue.org); its own page was not in the stored copies.
      url: 'https://www.es-ue.org/',
      source: {
        url: 'https://es.wikipedia.org/wiki/Embajador_Representante_Permanente_de_Espa%C3%B1a_ante_las_Comunidades_Europeas',
        date: READ,
        kind: 'secondary',
      },
    },
  },
  SE: {
    permanentRepresentation: {
      name: {
        en: 'Permanent Representation of Sweden to the European Union',
        nl: { translation: 'Permanente Vertegenwoordiging van Zweden bij de Europese Unie' }, // translation: no own form found
        de: { translation: 'Ständige Vertretung Schwedens bei der Europäischen Union' }, // translation: no own form found
        fr: { translation: 'Représentation permanente de la Suède auprès de l’Union européenne' }, // translation: no own form found
        original: { name: 'Sveriges ständiga representation vid Europeiska unionen', lang: 'sv' }, // its Swedish name; not checked against a page of its own
      },
      url: 'https://www.government.se/sweden-in-the-eu/permanent-representation-of-sweden-to-the-eu/',
      // Its own "About the Representation" page (at the Square de Meeûs, no number given); no date shown.
      source: {
        url: 'https://www.government.se/sweden-in-the-eu/permanent-representation-of-sweden-to-the-eu/about/',
        date: READ,
        kind: 'primary',
      },
    },
    ministry: {
      name: {
        en: 'Ministry of Justice',
        nl: { translation: 'Ministerie van Justitie' }, // translation: no own form found
        de: { translation: 'Justizministerium' }, // translation: no own form found
        fr: { translation: 'Ministère de la Justice' }, // translation: no own form found
        original: { name: 'Justitiedepartementet', lang: 'sv' }, // its Swedish name, as the source below gives it ("medarbetare från Justitiedepartementet")
      },
      url: 'https://www.government.se/government-of-sweden/ministry-of-justice/',
      // The Riksdag's Committee on Justice, 20 November 2025: it consulted State Secretary Mikael Kullberg, "biträdd av
      // medarbetare från Justitiedepartementet", on the government's position on the CSAM Regulation (the government's
      // fact memorandum 2021/22:FPM99 of 9 June 2022 is the Justitiedepartementet's too).
      source: {
        url: 'https://www.riksdagen.se/sv/dokument-och-lagar/dokument/utskottens-protokoll/protokoll-utskottssammantrade-20252611_hda1juu11p',
        date: '2025-11-20',
        kind: 'primary',
      },
    },
  },
}

/** Adds each state's Council side (COUNCIL_SIDE); a state without one stops the build here. */
function withCouncilSide<const S extends readonly { readonly code: string }[]>(states: S): ReadonlyArray<S[number] & CouncilSide> {
  return states.map((state) => {
    const council = COUNCIL_SIDE[state.code]
    if (!council) throw new Error(`${state.code}: no Council side (COUNCIL_SIDE, app/content/member-states.ts)`)
    return { ...state, ...council }
  })
}

// prettier-ignore
export const MEMBER_STATES = withCouncilSide([
  { code: 'AT', seats: 20, segments: { en: 'austria', nl: 'oostenrijk', de: 'oesterreich', fr: 'autriche' } },
  { code: 'BE', seats: 22, segments: { en: 'belgium', nl: 'belgie', de: 'belgien', fr: 'belgique' } },
  { code: 'BG', seats: 17, segments: { en: 'bulgaria', nl: 'bulgarije', de: 'bulgarien', fr: 'bulgarie' } },
  { code: 'HR', seats: 12, segments: { en: 'croatia', nl: 'kroatie', de: 'kroatien', fr: 'croatie' } },
  { code: 'CY', seats: 6, segments: { en: 'cyprus', nl: 'cyprus', de: 'zypern', fr: 'chypre' } },
  { code: 'CZ', seats: 21, segments: { en: 'czechia', nl: 'tsjechie', de: 'tschechien', fr: 'tchequie' } },
  { code: 'DK', seats: 15, segments: { en: 'denmark', nl: 'denemarken', de: 'daenemark', fr: 'danemark' } },
  { code: 'EE', seats: 7, segments: { en: 'estonia', nl: 'estland', de: 'estland', fr: 'estonie' } },
  { code: 'FI', seats: 15, segments: { en: 'finland', nl: 'finland', de: 'finnland', fr: 'finlande' } },
  { code: 'FR', seats: 81, segments: { en: 'france', nl: 'frankrijk', de: 'frankreich', fr: 'france' } },
  { code: 'DE', seats: 96, segments: { en: 'germany', nl: 'duitsland', de: 'deutschland', fr: 'allemagne' } },
  { code: 'GR', seats: 21, segments: { en: 'greece', nl: 'griekenland', de: 'griechenland', fr: 'grece' } },
  { code: 'HU', seats: 21, segments: { en: 'hungary', nl: 'hongarije', de: 'ungarn', fr: 'hongrie' } },
  { code: 'IE', seats: 14, segments: { en: 'ireland', nl: 'ierland', de: 'irland', fr: 'irlande' } },
  { code: 'IT', seats: 76, segments: { en: 'italy', nl: 'italie', de: 'italien', fr: 'italie' } },
  { code: 'LV', seats: 9, segments: { en: 'latvia', nl: 'letland', de: 'lettland', fr: 'lettonie' } },
  { code: 'LT', seats: 11, segments: { en: 'lithuania', nl: 'litouwen', de: 'litauen', fr: 'lituanie' } },
  { code: 'LU', seats: 6, segments: { en: 'luxembourg', nl: 'luxemburg', de: 'luxemburg', fr: 'luxembourg' } },
  { code: 'MT', seats: 6, segments: { en: 'malta', nl: 'malta', de: 'malta', fr: 'malte' } },
  { code: 'NL', seats: 31, segments: { en: 'netherlands', nl: 'nederland', de: 'niederlande', fr: 'pays-bas' } },
  { code: 'PL', seats: 53, segments: { en: 'poland', nl: 'polen', de: 'polen', fr: 'pologne' } },
  { code: 'PT', seats: 21, segments: { en: 'portugal', nl: 'portugal', de: 'portugal', fr: 'portugal' } },
  { code: 'RO', seats: 33, segments: { en: 'romania', nl: 'roemenie', de: 'rumaenien', fr: 'roumanie' } },
  { code: 'SK', seats: 15, segments: { en: 'slovakia', nl: 'slowakije', de: 'slowakei', fr: 'slovaquie' } },
  { code: 'SI', seats: 9, segments: { en: 'slovenia', nl: 'slovenie', de: 'slowenien', fr: 'slovenie' } },
  { code: 'ES', seats: 61, segments: { en: 'spain', nl: 'spanje', de: 'spanien', fr: 'espagne' } },
  { code: 'SE', seats: 21, segments: { en: 'sweden', nl: 'zweden', de: 'schweden', fr: 'suede' } },
] as const)

export type MemberStateCode = (typeof MEMBER_STATES)[number]['code']
