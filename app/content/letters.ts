import type { I18n, MessageDescriptor } from '@lingui/core'

/**
 * The letters of the "Act now" pages (docs/product.md#act-now): one short letter per MEP
 * that follows the MEP's own record in the roll call of 9 July 2026 (the motion to reject
 * the Council's position on the interim regulation: app/content/roll-calls.ts), and one
 * to the government's permanent representation. Each names the stage the file is at —
 * Regulation (EU) 2026/1881 applies until 3 April 2028, the permanent regulation is in
 * trilogue — asks for one concrete thing, and leaves a line for the writer's own words:
 * personal messages are read, form letters are not. They travel as `mailto:` links
 * (RFC 6068): the visitor's own mail program sends them, our server never sees them.
 */

/** How an MEP's record of 9 July 2026 shapes the letter. */
export type LetterKind = 'thanks' | 'request-against' | 'request-abstained' | 'question' | 'new-member'

const SUBJECT = /*i18n*/ {
  id: 'Nnasj9',
  message: `Chat Control: protect private messages and encryption`,
  comment:
    'Act now pages: the subject line of every letter to an MEP or to the permanent representation (sent from the visitor\'s own e-mail program). Short, polite, no exclamation mark. "Chat Control" as the glossary writes it.',
}

const GREETING = /*i18n*/ {
  id: 'GkfvhL',
  message: `Dear {name},`,
  comment:
    "Act now pages, letter to an MEP: the first line. name: the MEP's full name as the Parliament writes it. Use the usual polite form of address of a letter to a member of parliament.",
}

const OPENINGS: Record<LetterKind, MessageDescriptor> = {
  thanks: /*i18n*/ {
    id: 'nCULYO',
    message: `Thank you for voting on 9 July 2026 for the motion to reject the Council's position on the temporary regulation on scanning private messages.`,
    comment:
      "Act now pages, letter to an MEP who voted FOR the motion to reject the Council's position (second reading, 9 July 2026): the opening sentence, thanking them. The letter is from a citizen; keep it sincere and short.",
  },
  'request-against': /*i18n*/ {
    id: 'A2s0kJ',
    message: `On 9 July 2026 you voted against the motion to reject the Council's position on the temporary regulation on scanning private messages.`,
    comment:
      "Act now pages, letter to an MEP who voted AGAINST the motion to reject the Council's position (9 July 2026): the opening sentence, stating the record without blame.",
  },
  'request-abstained': /*i18n*/ {
    id: '3HXW6+',
    message: `On 9 July 2026 you abstained on the motion to reject the Council's position on the temporary regulation on scanning private messages.`,
    comment:
      "Act now pages, letter to an MEP who ABSTAINED on the motion to reject the Council's position (9 July 2026): the opening sentence, stating the record without blame.",
  },
  question: /*i18n*/ {
    id: '8VMLtJ',
    message: `The roll call of 9 July 2026 on the motion to reject the Council's position on the temporary regulation on scanning private messages records no vote of yours. Where do you stand?`,
    comment:
      'Act now pages, letter to an MEP with no recorded vote on the motion of 9 July 2026 (did not vote, or not recorded present): the opening, asking politely where they stand. Do not accuse them of being absent.',
  },
  'new-member': /*i18n*/ {
    id: '477Bf8',
    message: `You took your seat after the Parliament's vote of 9 July 2026 on the temporary regulation on scanning private messages, so I am writing to ask where you stand.`,
    comment: 'Act now pages, letter to an MEP who was not yet a member on 9 July 2026: the opening sentence.',
  },
}

const STAGE = /*i18n*/ {
  id: 'sjfE9+',
  message: `Since 31 July 2026, Regulation (EU) 2026/1881 allows providers to scan private messages voluntarily until 3 April 2028, with end-to-end encrypted communications excluded. The permanent regulation proposed by the Commission in 2022 is now being negotiated between the Council and the Parliament.`,
  comment:
    'Act now pages, every letter: the stage the file is at. Keep the regulation number, the dates and the meaning exact. "Permanent regulation": the CSA Regulation the Commission proposed in 2022 (Chat Control), as opposed to the temporary one.',
}

const ASKS: Record<LetterKind, MessageDescriptor> = {
  thanks: /*i18n*/ {
    id: 'g4eaXh',
    message: `Please keep defending this in the negotiations: no scanning of private communication, and end-to-end encryption protected without exception.`,
    comment: 'Act now pages, letter to an MEP who voted to reject: the one request. Keep it one sentence.',
  },
  'request-against': /*i18n*/ {
    id: 'knhY6T',
    message: `I ask you to stand in the negotiations for what matters to me: no scanning of private communication, and end-to-end encryption protected without exception.`,
    comment: 'Act now pages, letter to an MEP who voted against rejecting: the one request, clear and polite. Keep it one sentence.',
  },
  'request-abstained': /*i18n*/ {
    id: 'qqPqet',
    message: `I ask you to take a clear stand in the negotiations: no scanning of private communication, and end-to-end encryption protected without exception.`,
    comment: 'Act now pages, letter to an MEP who abstained: the one request, clear and polite. Keep it one sentence.',
  },
  question: /*i18n*/ {
    id: 'tpo8r3',
    message: `I ask you to stand in the negotiations for no scanning of private communication, and for end-to-end encryption protected without exception.`,
    comment: 'Act now pages, letter to an MEP with no recorded vote: the one request. Keep it one sentence.',
  },
  'new-member': /*i18n*/ {
    id: 'tpo8r3',
    message: `I ask you to stand in the negotiations for no scanning of private communication, and for end-to-end encryption protected without exception.`,
    comment: 'Act now pages, letter to an MEP who took their seat after 9 July 2026: the one request. Keep it one sentence.',
  },
}

const OWN_WORDS = /*i18n*/ {
  id: 'LeqzEW',
  message: `[Add a sentence of your own here: why this matters to you.]`,
  comment:
    'Act now pages, every letter: a line the writer replaces with their own words before sending (personal messages are read, form letters are not). Keep the square brackets.',
}

const CLOSING = /*i18n*/ {
  id: 'N9pbG0',
  message: `Kind regards,`,
  comment: "Act now pages, every letter: the closing formula, followed by the writer's name on the next line.",
}

const SIGNATURE = /*i18n*/ {
  id: '/vtTIY',
  message: `[Your name, your town]`,
  comment: 'Act now pages, every letter: the line the writer replaces with their name and town. Keep the square brackets.',
}

const REPRESENTATION_GREETING = /*i18n*/ {
  id: 'RS7lkY',
  message: `Dear Ambassador,`,
  comment:
    "Act now pages, letter to the country's permanent representation to the EU (its ambassador sits in the Council's committee of ambassadors, Coreper): the first line, the usual polite form of address.",
}

const REPRESENTATION_BODY = /*i18n*/ {
  id: 'yHIX0l',
  message: `Your representation speaks for {country} in the Council, which negotiates the permanent regulation with the Parliament. I ask that my government defends in these negotiations: no scanning of private communication, and end-to-end encryption protected without exception.`,
  comment:
    "Act now pages, letter to the country's permanent representation: the request. country: the country's name. Keep it factual and polite.",
}

/** A letter's subject and body, in the i18n's language. */
export interface Letter {
  subject: string
  body: string
}

/** Paragraphs joined as a mail body: CRLF line breaks (RFC 6068 §5 writes them %0D%0A). */
const body = (paragraphs: readonly string[]): string => paragraphs.join('\r\n\r\n')

/** The letter to one MEP, following their record of 9 July 2026. */
export function mepLetter(i18n: I18n, kind: LetterKind, name: string): Letter {
  return {
    subject: i18n._(SUBJECT),
    body: body([
      i18n._(GREETING.id, { name }),
      i18n._(OPENINGS[kind]),
      i18n._(STAGE),
      i18n._(ASKS[kind]),
      i18n._(OWN_WORDS),
      `${i18n._(CLOSING)}\r\n${i18n._(SIGNATURE)}`,
    ]),
  }
}

/** The letter to a member state's permanent representation. */
export function representationLetter(i18n: I18n, country: string): Letter {
  return {
    subject: i18n._(SUBJECT),
    body: body([
      i18n._(REPRESENTATION_GREETING),
      i18n._(STAGE),
      i18n._(REPRESENTATION_BODY.id, { country }),
      i18n._(OWN_WORDS),
      `${i18n._(CLOSING)}\r\n${i18n._(SIGNATURE)}`,
    ]),
  }
}

const ANY_MEP = /*i18n*/ {
  id: 'F1kS8s',
  message: `[name of your MEP]`,
  comment:
    'Act now index: the sample letter shown on the page (and in the offline copy) stands in this for the MEP\'s name, in the greeting "Dear {name},". Keep the square brackets.',
}

/**
 * The letter as the action index shows it (and so the offline copy): the form it takes for an
 * MEP whose vote is not known to the reader yet — each state's page writes every MEP's own.
 */
export function sampleLetter(i18n: I18n): Letter {
  return mepLetter(i18n, 'question', i18n._(ANY_MEP))
}

/** A `mailto:` URL to one recipient with a subject and a body (RFC 6068: percent-encoded, CRLF as %0D%0A). */
export function mailtoHref(address: string, letter: Letter): string {
  return `mailto:${address}?subject=${encodeURIComponent(letter.subject)}&body=${encodeURIComponent(letter.body)}`
}
