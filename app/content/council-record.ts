import type { MessageDescriptor } from '@lingui/core'
import type { RecordSource } from './schema'
import { text } from './text.ts'

/**
 * How the governments stood after the snapshot, one dated line per vote or statement, as a
 * dated source states it: the country pages of "Act now" (app/components/act/) show them
 * under the tracker's position of the snapshot (./countries.ts). Each stance belongs to an
 * entry of the record (./updates.ts, `update`) and is dated on or after it. Only what a
 * source says: a government whose vote no source reports is not listed, and an empty list
 * for a country means exactly that. `npm run content:check` (app/content/check.ts) checks
 * the codes, the entries, the days and the sources (docs/editing.md#record-a-governments-stance).
 *
 * Searched on 27 November 2026 and not found in a dated source (RECORD_SEARCH, ./updates.ts):
 * which other governments voted against or abstained on the Council's position of
 * 26 November 2025, and how each government voted on the Council's position of July 2026
 * on the new temporary regulation.
 */
export interface CountryStance {
  /** ISO 3166-1 alpha-2, as ./countries.ts writes it ('GR' for Greece). */
  code: string
  /** YYYY-MM-DD: the day of the vote or the statement. */
  date: string
  /** The id of the entry of ./updates.ts the stance belongs to. */
  update: string
  stance: 'voted-for' | 'voted-against' | 'abstained' | 'statement'
  /** What was said, in a few words: for a statement only. */
  detail?: MessageDescriptor
  /** Each with its kind, primary sources first. */
  sources: readonly RecordSource[]
  /** For editors (not shown): where sources disagree, what could not be read. */
  note?: string
}

export const COUNTRY_STANCES: readonly CountryStance[] = [
  {
    code: 'DE',
    date: '2025-10-08',
    update: 'vote-called-off-2025',
    stance: 'statement',
    // Translators: what the German government said on 8 October 2025
    detail: text(
      'council-statement',
      `the justice minister: suspicionless scanning of chats must be taboo under the rule of law; Germany would not have agreed to the text`,
    ),
    sources: [
      {
        url: 'https://www.cash.ch/news/eu-verhandlungen-zu-chatkontrolle-vorerst-gescheitert-869084',
        date: '2025-10-08',
        kind: 'secondary',
      },
    ],
    note: 'dpa wire (the same text as Golem’s, cited by the update): «Anlasslose Chatkontrolle muss in einem Rechtsstaat tabu sein», Stefanie Hubig; «Deutschland hätte dem vorliegenden Vorschlag bei einer Abstimmung nicht zugestimmt».',
  },
  {
    code: 'DE',
    date: '2025-10-31',
    update: 'denmark-drops-detection-orders-2025',
    stance: 'statement',
    // Translators: what the German justice minister said on 31 October 2025
    detail: text('council-statement', `the justice minister welcomed the Danish compromise, which relies on voluntary scanning`),
    sources: [
      { url: 'https://www.deutschlandfunk.de/hubig-begruesst-stopp-fuer-chatkontrolle-100.html', date: '2025-10-31', kind: 'secondary' },
    ],
  },
  {
    code: 'NL',
    date: '2025-11-26',
    update: 'council-position-without-mandatory-scanning-2025',
    stance: 'voted-against',
    sources: [
      {
        url: 'https://www.security.nl/posting/915944/Minister+wil+informatie+rondom+stemming+chatcontrole+niet+openbaar+maken',
        date: '2025-12-05',
        kind: 'secondary',
      },
      {
        url: 'https://www.security.nl/posting/914572/Kabinet+zegt+dat+Nederland+toch+tegen+voorstel+voor+chatcontrole+stemt',
        date: '2025-11-25',
        kind: 'secondary',
      },
    ],
    note: 'The minister confirmed on 5 December that the Netherlands spoke against the proposal at “the Coreper meeting of 16 November” (sic: the Cabinet had announced on 25 November that it would vote against “tomorrow”, 26 November).',
  },
  {
    code: 'CZ',
    date: '2025-11-26',
    update: 'council-position-without-mandatory-scanning-2025',
    stance: 'voted-against',
    sources: [
      // Česká televize's summary of the day, 26 November 2025: "Česko hlasovalo proti, vadí mu prolamování šifrované komunikace".
      {
        url: 'https://ct24.ceskatelevize.cz/clanek/media/souhrn-zasadni-udalosti-stredy-26-listopadu-367609',
        date: '2025-11-26',
        kind: 'secondary',
      },
    ],
    note: 'The public broadcaster’s evening summary of 26 November 2025 reports that the member states agreed the text that day and that Czechia voted against, objecting to the breaking of encrypted communication. An undated news aggregator (particle.news) also names Poland against and Italy abstaining; without a dated source those two are not recorded.',
  },
]
