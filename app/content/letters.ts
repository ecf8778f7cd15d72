import type { I18n, MessageDescriptor } from '@lingui/core'
import { formatDay } from './format.ts'
import type { MepVote } from './meps.ts'
import { NOW } from './now.ts'
import { LETTER_ROLL_CALL, ROLL_CALLS } from './roll-calls.ts'
import { text } from './text.ts'

/**
 * The letter to an MEP on the "Act now" pages (docs/product.md#act-now): one short letter per
 * MEP that follows the MEP's own record in the roll call of 9 July 2026 (the motion to reject
 * the Council's position on the temporary regulation: app/content/roll-calls.ts). It names
 * the stage the file is at — Regulation (EU) 2026/1881 applies until 3 April 2028, the
 * permanent regulation is negotiated between the Council and the Parliament's negotiating
 * team, and every MEP votes on the final text — asks for one concrete thing, and leaves a
 * line for the writer's own words: personal messages are read, form letters are not.
 *
 * These messages are the only ones written in every letter language (app/content/letter-languages.ts):
 * the four site languages' catalogs (locales/<lang>/act.po) and the letter catalogs of the
 * other official languages (locales/letters/<lang>.po, lingui.letters.config.ts). The letters
 * that exist in the site's languages only — to the permanent representation, the action
 * index's sample — are in app/content/page-letters.ts.
 *
 * Dates are placeholders, formatted in the letter's language from the data they come from
 * (the roll call, app/content/now.ts), so no translation carries a date of its own.
 */

/** How an MEP's record of 9 July 2026 shapes the letter. */
export type LetterKind = 'thanks' | 'request-against' | 'request-abstained' | 'question' | 'new-member'

/**
 * The letter an MEP's vote in the roll call the letters follow (LETTER_ROLL_CALL,
 * ./roll-calls.ts) calls for: its opening and its request.
 */
export const LETTER_OF_VOTE: Readonly<Record<MepVote, LetterKind>> = {
  for: 'thanks',
  against: 'request-against',
  abstention: 'request-abstained',
  'did-not-vote': 'question',
  'not-recorded-present': 'question',
  'not-an-mep': 'new-member',
}

export const SUBJECT = text('letter-subject', `Chat Control: protect private messages and encryption`)

export const GREETING = text('letter-greeting', `Dear {name},`)

const OPENINGS: Record<LetterKind, MessageDescriptor> = {
  // Translators: who voted FOR the motion to reject the Council's position (second reading; voteDay: 9 July 2026 in
  // your language's date format). The opening sentence: thanks for the vote, without guessing why they voted so.
  // Sincere and short.
  thanks: text(
    'letter-to-mep',
    `Thank you for your vote on {voteDay} for the motion to reject the Council's position on the temporary regulation on scanning private messages.`,
  ),
  // Translators: who voted AGAINST the motion to reject the Council's position (voteDay: 9 July 2026): the opening
  // sentence, stating the record without blame.
  'request-against': text(
    'letter-to-mep',
    `On {voteDay} you voted against the motion to reject the Council's position on the temporary regulation on scanning private messages.`,
  ),
  // Translators: who ABSTAINED on the motion to reject the Council's position (voteDay: 9 July 2026): the opening
  // sentence, stating the record without blame.
  'request-abstained': text(
    'letter-to-mep',
    `On {voteDay} you abstained on the motion to reject the Council's position on the temporary regulation on scanning private messages.`,
  ),
  // Translators: with no recorded vote on the motion (voteDay: 9 July 2026; did not vote, or not recorded present): the
  // opening, asking politely where they stand. Do not accuse them of being absent.
  question: text(
    'letter-to-mep',
    `The roll call of {voteDay} on the motion to reject the Council's position on the temporary regulation on scanning private messages records no vote of yours. Where do you stand?`,
  ),
  // Translators: who was not yet a member on the day of the vote (voteDay: 9 July 2026): the opening sentence.
  'new-member': text(
    'letter-to-mep',
    `You took your seat after the Parliament's vote of {voteDay} on the temporary regulation on scanning private messages, so I am writing to ask where you stand.`,
  ),
}

// Translators: inForce: 31 July 2026; until: 3 April 2028 (both in your language's date format). Cite the regulation
// exactly as EUR-Lex cites it in your language (e.g. de "Verordnung (EU) 2026/1881", fr "règlement (UE) 2026/1881", it
// "regolamento (UE) 2026/1881"; `npm run i18n:check` checks it). "Permanent regulation": the CSA Regulation the
// Commission proposed in 2022 ("Chat Control"), as opposed to the temporary one. Only the Parliament's negotiating team
// negotiates; every MEP votes on the final text.
export const STAGE = text(
  'letter-stage',
  `Since {inForce}, Regulation (EU) 2026/1881 allows providers to scan private messages voluntarily until {until}, with end-to-end encrypted communications excluded. The permanent regulation that the Commission proposed in 2022 is being negotiated between the Council and the Parliament's negotiating team, and every MEP will vote on the final text.`,
)

const ASKS: Record<LetterKind, MessageDescriptor> = {
  // Translators: who voted to reject: the one request, about their vote on the final text. One sentence.
  thanks: text(
    'letter-to-mep',
    `When the final text comes to the vote, please support it only if it rules out the scanning of private communication and protects end-to-end encryption without exception.`,
  ),
  // Translators: who voted against rejecting: the one request, clear and polite. One sentence.
  'request-against': text(
    'letter-to-mep',
    `I ask you to vote for the final text only if it rules out the scanning of private communication and protects end-to-end encryption without exception.`,
  ),
  // Translators: who abstained: the one request, clear and polite. One sentence.
  'request-abstained': text(
    'letter-to-mep',
    `I ask you to take a clear stand when the final text comes to the vote: no scanning of private communication, and end-to-end encryption protected without exception.`,
  ),
  // Translators: with no recorded vote, and to one who took their seat after the vote: the one request, as a question.
  // Two short sentences.
  question: text(
    'letter-to-mep',
    `Will you vote for the final text only if it rules out the scanning of private communication and protects end-to-end encryption without exception? I would be grateful for your answer.`,
  ),
  // Translators: with no recorded vote, and to one who took their seat after the vote: the one request, as a question.
  // Two short sentences.
  'new-member': text(
    'letter-to-mep',
    `Will you vote for the final text only if it rules out the scanning of private communication and protects end-to-end encryption without exception? I would be grateful for your answer.`,
  ),
}

// Translators: a line the writer replaces with their own words before sending (personal messages are read, form letters
// are not). Keep the square brackets.
export const OWN_WORDS = text('every-letter', `[Add a sentence of your own here: why this matters to you.]`)

// Translators: the closing formula, followed by the writer's name on the next line. The same register as the greeting
// ("Dear {name},"): what a citizen writes to a member of parliament.
export const CLOSING = text('every-letter', `Yours sincerely,`)

// Translators: the line the writer replaces with their name and town. Keep the square brackets.
export const SIGNATURE = text('every-letter', `[Your name, your town]`)

/** A letter's subject and body, in one language. */
export interface Letter {
  subject: string
  body: string
}

/** Paragraphs joined as a mail body: CRLF line breaks (RFC 6068 §5 writes them %0D%0A). */
export const joinParagraphs = (paragraphs: readonly string[]): string => paragraphs.join('\r\n\r\n')

/** The roll call the letters follow, and the law in force they name: read from the data, formatted in the letter's language. */
const VOTE_DAY = ROLL_CALLS.find((call) => call.id === LETTER_ROLL_CALL)!.date

/** The dates a letter names, in its language's format. */
export function letterDates(locale: string): { voteDay: string; inForce: string; until: string } {
  return {
    voteDay: formatDay(VOTE_DAY, locale),
    inForce: formatDay(NOW.law.inForceFrom, locale),
    until: formatDay(NOW.law.until, locale),
  }
}

/** The letter to one MEP, following their record of 9 July 2026, in the language of `i18n` (a site or a letter language). */
export function mepLetter(i18n: I18n, kind: LetterKind, name: string): Letter {
  const dates = letterDates(i18n.locale)
  return {
    subject: i18n._(SUBJECT),
    body: joinParagraphs([
      i18n._(GREETING.id, { name }),
      i18n._(OPENINGS[kind].id, dates),
      i18n._(STAGE.id, dates),
      i18n._(ASKS[kind]),
      i18n._(OWN_WORDS),
      `${i18n._(CLOSING)}\r\n${i18n._(SIGNATURE)}`,
    ]),
  }
}

/** Every message of the MEP letter, once each: what a letter catalog must translate (scripts/check-letters.ts). */
export const LETTER_MESSAGES: readonly MessageDescriptor[] = [
  SUBJECT,
  GREETING,
  ...Object.values(OPENINGS),
  STAGE,
  ...new Map(Object.values(ASKS).map((ask) => [ask.id, ask])).values(),
  OWN_WORDS,
  CLOSING,
  SIGNATURE,
]
