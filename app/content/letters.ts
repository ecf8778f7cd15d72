import type { I18n, MessageDescriptor } from '@lingui/core'
import { formatDay } from './format.ts'
import { NOW } from './now.ts'
import { LETTER_ROLL_CALL, ROLL_CALLS } from './roll-calls.ts'

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

export const SUBJECT = /*i18n*/ {
  id: 'Nnasj9',
  message: `Chat Control: protect private messages and encryption`,
  comment:
    'Act now pages: the subject line of every letter to an MEP or to the permanent representation (sent from the visitor\'s own e-mail program). Short, polite, no exclamation mark. "Chat Control" as the glossary writes it.',
}

export const GREETING = /*i18n*/ {
  id: 'GkfvhL',
  message: `Dear {name},`,
  comment:
    'Act now pages, letter to an MEP: the first line. name: the MEP\'s name as people write it ("Alexander Bernhuber", "Anna Stürgkh"). Write it as a citizen writes to a member of parliament, in the same register as the closing ("Yours sincerely,"). We do not know the MEP\'s gender: use a form that needs none, or give both forms (e.g. "Szanowna Pani Poseł / Szanowny Panie Pośle") — never guess one. The name may be left out where your language\'s usual address has no place for it.',
}

const OPENINGS: Record<LetterKind, MessageDescriptor> = {
  thanks: /*i18n*/ {
    id: '14xxM9',
    message: `Thank you for your vote on {voteDay} for the motion to reject the Council's position on the temporary regulation on scanning private messages.`,
    comment:
      "Act now pages, letter to an MEP who voted FOR the motion to reject the Council's position (second reading; voteDay: 9 July 2026 in your language's date format). The opening sentence: thanks for the vote, without guessing why they voted so. Sincere and short.",
  },
  'request-against': /*i18n*/ {
    id: '9AeSx9',
    message: `On {voteDay} you voted against the motion to reject the Council's position on the temporary regulation on scanning private messages.`,
    comment:
      "Act now pages, letter to an MEP who voted AGAINST the motion to reject the Council's position (voteDay: 9 July 2026): the opening sentence, stating the record without blame.",
  },
  'request-abstained': /*i18n*/ {
    id: 'qYi5nT',
    message: `On {voteDay} you abstained on the motion to reject the Council's position on the temporary regulation on scanning private messages.`,
    comment:
      "Act now pages, letter to an MEP who ABSTAINED on the motion to reject the Council's position (voteDay: 9 July 2026): the opening sentence, stating the record without blame.",
  },
  question: /*i18n*/ {
    id: 'nvzCCN',
    message: `The roll call of {voteDay} on the motion to reject the Council's position on the temporary regulation on scanning private messages records no vote of yours. Where do you stand?`,
    comment:
      'Act now pages, letter to an MEP with no recorded vote on the motion (voteDay: 9 July 2026; did not vote, or not recorded present): the opening, asking politely where they stand. Do not accuse them of being absent.',
  },
  'new-member': /*i18n*/ {
    id: 'GEtVaJ',
    message: `You took your seat after the Parliament's vote of {voteDay} on the temporary regulation on scanning private messages, so I am writing to ask where you stand.`,
    comment:
      'Act now pages, letter to an MEP who was not yet a member on the day of the vote (voteDay: 9 July 2026): the opening sentence.',
  },
}

export const STAGE = /*i18n*/ {
  id: 'MqGFUZ',
  message: `Since {inForce}, Regulation (EU) 2026/1881 allows providers to scan private messages voluntarily until {until}, with end-to-end encrypted communications excluded. The permanent regulation that the Commission proposed in 2022 is being negotiated between the Council and the Parliament's negotiating team, and every MEP will vote on the final text.`,
  comment:
    'Act now pages, every letter to an MEP: the stage the file is at. inForce: 31 July 2026; until: 3 April 2028 (both in your language\'s date format). Cite the regulation exactly as EUR-Lex cites it in your language (e.g. de "Verordnung (EU) 2026/1881", fr "règlement (UE) 2026/1881", it "regolamento (UE) 2026/1881"; `npm run i18n:check` checks it). "Permanent regulation": the CSA Regulation the Commission proposed in 2022 ("Chat Control"), as opposed to the temporary one. Only the Parliament\'s negotiating team negotiates; every MEP votes on the final text.',
}

const ASKS: Record<LetterKind, MessageDescriptor> = {
  thanks: /*i18n*/ {
    id: 'keWksE',
    message: `When the final text comes to the vote, please support it only if it rules out the scanning of private communication and protects end-to-end encryption without exception.`,
    comment: 'Act now pages, letter to an MEP who voted to reject: the one request, about their vote on the final text. One sentence.',
  },
  'request-against': /*i18n*/ {
    id: 'c3n7JV',
    message: `I ask you to vote for the final text only if it rules out the scanning of private communication and protects end-to-end encryption without exception.`,
    comment: 'Act now pages, letter to an MEP who voted against rejecting: the one request, clear and polite. One sentence.',
  },
  'request-abstained': /*i18n*/ {
    id: '2YvL6l',
    message: `I ask you to take a clear stand when the final text comes to the vote: no scanning of private communication, and end-to-end encryption protected without exception.`,
    comment: 'Act now pages, letter to an MEP who abstained: the one request, clear and polite. One sentence.',
  },
  question: /*i18n*/ {
    id: '45SMOd',
    message: `Will you vote for the final text only if it rules out the scanning of private communication and protects end-to-end encryption without exception? I would be grateful for your answer.`,
    comment:
      'Act now pages, letter to an MEP with no recorded vote, and to one who took their seat after the vote: the one request, as a question. Two short sentences.',
  },
  'new-member': /*i18n*/ {
    id: '45SMOd',
    message: `Will you vote for the final text only if it rules out the scanning of private communication and protects end-to-end encryption without exception? I would be grateful for your answer.`,
    comment:
      'Act now pages, letter to an MEP with no recorded vote, and to one who took their seat after the vote: the one request, as a question. Two short sentences.',
  },
}

export const OWN_WORDS = /*i18n*/ {
  id: 'LeqzEW',
  message: `[Add a sentence of your own here: why this matters to you.]`,
  comment:
    'Act now pages, every letter: a line the writer replaces with their own words before sending (personal messages are read, form letters are not). Keep the square brackets.',
}

export const CLOSING = /*i18n*/ {
  id: 'riDO13',
  message: `Yours sincerely,`,
  comment:
    'Act now pages, every letter: the closing formula, followed by the writer\'s name on the next line. The same register as the greeting ("Dear {name},"): what a citizen writes to a member of parliament.',
}

export const SIGNATURE = /*i18n*/ {
  id: '/vtTIY',
  message: `[Your name, your town]`,
  comment: 'Act now pages, every letter: the line the writer replaces with their name and town. Keep the square brackets.',
}

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
