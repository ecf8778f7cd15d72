/**
 * The translator's note of every text of app/content: one template per kind of entry. A
 * content module writes a text as `text('tool-feature', 'Passkey support')`
 * (app/content/text.ts); the extractor of the content (locales/content-texts.ts, in both
 * Lingui configurations) fills the kind's template and writes it as the entry's comment, the
 * `#.` lines of the .po files. Nothing here reaches the browser: app/content/text.ts imports
 * only the type of the kinds.
 *
 * A template may name
 * - `{{field}}`: the string of that property on the nearest object literal around the
 *   `text()` call that has it (the tool's `name`, the update's `id`); a property that is
 *   itself a `text()` gives its English text (a legal section's `title`);
 * - `{{field|day}}`: an ISO date (2026-03-11) written as English writes it (11 March 2026);
 * - `{{addition}}`: where the entry's own addition goes, the `// Translators: …` comment
 *   right before its `text()` call (at the end when the template does not say).
 * `npm run i18n:check` fails on an unknown kind and on a field the entry lacks, naming the
 * file and line (docs/translating.md#every-entry-explains-itself).
 */

const TOOLS = 'Home page, section "Privacy Tools That Protect You" (#tools)'
const TOOL_CARD = `${TOOLS}, the card of {{name}}`
const NEWS = 'Home page, "Latest News" section (#news)'
const TRACKER = `${NEWS}, country tracker`
const CHAT_CONTROL = 'Home page, section "What is Chat Control?" (#chat-control)'
const UPDATES = 'Updates page (/updates)'
const LEGAL = 'Legal text: keep the meaning exact and the glossary terms (locales/GLOSSARY.md).'
const PRIVACY = 'Privacy Policy page (/privacy-policy)'
const TERMS = 'Terms of Service page (/terms)'
const AFFILIATE = 'Affiliate Disclosure page (/affiliate-disclosure)'
const SECTION = 'section "{{title}}" (#{{id}})'
const BULLET = 'one item of the bulleted list under the paragraph that introduces it (keep the punctuation of the English items).'

/** The parts of a legal page (app/content/legal/), the same on each. */
const legal = (page: string) =>
  ({
    title: `${page}: the page title (also the browser tab and the footer link).`,
    intro: `${page}: the introduction under the title. ${LEGAL}`,
    updated: `${page}: the date under the title. Write the date as your language does (e.g. 27 September 2025).`,
    amended: `${page}: a line under the date under the title, saying what changed after it`,
    heading: `${page}: heading of the section #{{id}} (also in the table of contents).`,
    paragraph: `${page}, ${SECTION}: a paragraph.{{addition}} ${LEGAL}`,
    bullet: `${page}, ${SECTION}: ${BULLET}{{addition}} ${LEGAL}`,
    link: `${page}, ${SECTION}: text of a link.`,
  }) as const

const privacy = legal(PRIVACY)
const terms = legal(TERMS)
const affiliate = legal(AFFILIATE)

export const NOTES = {
  // The tool cards (app/content/tools.ts).
  'tools-section': `${TOOLS}:`,
  'tool-group-title': `${TOOLS}: heading of the group "{{title}}" of tool cards.`,
  'tool-group-text': `${TOOLS}: text under the heading of the group "{{title}}": what these tools protect against, and what they do not.`,
  'tool-group-badge': `${TOOLS}: badge beside the heading of the group "{{title}}".`,
  'tool-badge': `${TOOL_CARD}: badge at the top of the card.`,
  'tool-feature': `${TOOL_CARD}: one line of its feature list, a fact about the service. Brand and product names ({{name}}) stay as they are.`,
  'tool-button': `${TOOL_CARD}: button that opens the provider's site.`,

  // The country tracker (app/content/countries.ts).
  'country-name': `${TRACKER}: the usual short name, in your language, of the EU member state {{code}} (ISO 3166 code).`,
  'country-position': `${TRACKER}: the position of a government on the Council text, shown beside the country name.`,
  'country-move': 'Country tracker, moves list:',
  // A member state's record in the Council (app/content/council-record.ts).
  'council-statement': `Act now, the page of the member state {{code}} (ISO 3166 code), its record in the Council:{{addition}}, shown in brackets after "stated". Lower case, no full stop.`,

  // The home page (app/content/home-sections.ts, news.ts, threats.ts, timeline.ts).
  'home-label': `The home page: its label in the floating breadcrumb, the footer's links and the breadcrumb of other pages (also the top of the home page, #home). Short: about 20 characters.`,
  'site-name': `The site's name, never translated: keep Chat Control Info as it is. Also the label of the home page section #chat-control in the floating breadcrumb, and the name in the header and the footer.`,
  'section-label': `Label of the home page section #{{id}} in the floating breadcrumb and the footer's links.`,
  'news-title': `${NEWS}: title of the news card "{{id}}"; it links to the publisher's article (in English or another language).`,
  'news-summary': `${NEWS}: summary under the news card title "{{id}}"; it says only what the linked article says.`,
  'threat-title': `${CHAT_CONTROL}: heading of the threat card "{{id}}". A headline, title case in English: use your language's headline style.`,
  'threat-text': `${CHAT_CONTROL}: text of the threat card "{{id}}". It describes the Commission’s proposal of 2022, not a law in force: keep its name, the year and the conditional ("would", "could").`,
  'timeline-phase': `${CHAT_CONTROL}, timeline: name of the phase of {{date}}. One or two words.`,
  'timeline-text': `${CHAT_CONTROL}, timeline: what happened in the phase of {{date}}.`,
  'timeline-decided-by': 'Timeline: who was to take the final vote (the Justice and Home Affairs Council).',
  'scheduled-event': 'Calendar (.ics) and open data: title of',

  // Where it stands (app/content/now.ts).
  now: 'Where it stands now:',

  // The updates page (app/content/updates.ts, corrections.ts).
  'update-title': `${UPDATES}, entry "{{id}}": its heading, also the title of the entry in the Atom feed and the newsletter. Say only what the sources say.`,
  'update-summary': `${UPDATES}, entry "{{id}}": its summary, also in the Atom feed and the newsletter. Keep the figures, dates and names exact; the regulation names (e.g. Regulation (EU) 2021/1232) stay as they are.`,
  'correction-where': 'Corrections log: where on the site the correction was made{{addition}}.',
  'correction-before': `${UPDATES}, corrections log, correction "{{id}}": what the site said before (after "Before:"). Quoted words are quotes of the old text.`,
  'correction-after': `${UPDATES}, corrections log, correction "{{id}}": what the site says now (after "Corrected to:").`,

  // The "Act now" pages: roll calls (app/content/roll-calls.ts) and letters (letters.ts, page-letters.ts).
  'roll-call-title': 'Act now pages, list of roll calls: what the Parliament voted on {{date|day}} (shown after the date).',
  'roll-call': 'Act now pages, roll call of {{date|day}}:',
  'roll-call-for': 'Act now pages, roll call of {{date|day}}: what a vote "for" meant. One short sentence.',
  'roll-call-against': 'Act now pages, roll call of {{date|day}}: what a vote "against" meant. One short sentence.',
  'vote-for-short': 'Act now, an MEP’s card, beside a vote "for" on {{date|day}}: what it meant, in a few words, after "For:". Lower case.',
  'vote-against-short':
    'Act now, an MEP’s card, beside a vote "against" on {{date|day}}: what it meant, in a few words, after "Against:". Lower case.',
  'vote-short': 'Act now, an MEP’s card, beside a vote',
  'majority-reason': `Act now pages and letters, a roll call that needed a majority of the Parliament’s component Members (a second-reading motion to reject). needed: the votes needed (e.g. 360); members: the Members in office that day (e.g. 719). Keep both figures.`,
  'letter-to-mep': 'Act now pages, letter to an MEP',
  'letter-greeting': `Act now pages, letter to an MEP: the first line. name: the MEP's name as people write it ("Alexander Bernhuber", "Anna Stürgkh"). Write it as a citizen writes to a member of parliament, in the same register as the closing ("Yours sincerely,"). We do not know the MEP's gender: use a form that needs none, or give both forms (e.g. "Szanowna Pani Poseł / Szanowny Panie Pośle") — never guess one. The name may be left out where your language's usual address has no place for it.`,
  'every-letter': 'Act now pages, every letter:',
  'letter-subject': `Act now pages: the subject line of every letter to an MEP or to the permanent representation (sent from the visitor's own e-mail program). Short, polite, no exclamation mark. "Chat Control" as the glossary writes it.`,
  'letter-stage': 'Act now pages, every letter to an MEP: the stage the file is at.',
  'representation-greeting': `Act now pages, letter to the country's permanent representation to the EU (its ambassador sits in the Council's committee of ambassadors, Coreper): the first line, the usual polite form of address, in the same register as the closing.`,
  'representation-request': `Act now pages, letter to the country's permanent representation: the request. country: the country's name. Keep it factual and polite.`,
  'any-mep': `Act now index: the sample letter shown on the page (and in the offline copy) stands in this for the MEP's name, in the greeting "Dear {name},". Keep the square brackets.`,

  // The legal pages (app/content/legal/).
  'privacy-title': privacy.title,
  'privacy-intro': privacy.intro,
  'privacy-updated': privacy.updated,
  'privacy-amended': `${privacy.amended}. Section names in quotes: the headings of this page, as your catalog translates them. Legal text: keep the meaning exact.`,
  'privacy-heading': privacy.heading,
  'privacy-paragraph': privacy.paragraph,
  'privacy-bullet': privacy.bullet,
  'privacy-link': privacy.link,
  'privacy-table-caption': `${PRIVACY}, ${SECTION}: caption of the table.`,
  'privacy-table-head': `${PRIVACY}, ${SECTION}: a column heading of the table. One or two words.`,
  'privacy-table-cell': `${PRIVACY}, ${SECTION}: a cell of the table.{{addition}} ${LEGAL}`,
  'terms-title': terms.title,
  'terms-intro': terms.intro,
  'terms-updated': terms.updated,
  'terms-heading': terms.heading,
  'terms-paragraph': terms.paragraph,
  'terms-bullet': terms.bullet,
  'terms-link': terms.link,
  'affiliate-title': affiliate.title,
  'affiliate-intro': affiliate.intro,
  'affiliate-updated': affiliate.updated,
  'affiliate-amended': affiliate.amended,
  'affiliate-heading': affiliate.heading,
  'affiliate-paragraph': affiliate.paragraph,
  'affiliate-bullet': affiliate.bullet,
  'affiliate-link': affiliate.link,
} as const satisfies Record<string, string>

/** A kind of entry: the first argument of `text()` (app/content/text.ts). */
export type NoteKind = keyof typeof NOTES
