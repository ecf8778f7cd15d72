import type { I18n } from '@lingui/core'
import { CLOSING, joinParagraphs, letterDates, mepLetter, OWN_WORDS, SIGNATURE, STAGE, SUBJECT, type Letter } from './letters.ts'
import { text } from './text.ts'

/**
 * The letters the "Act now" pages write in the site's four languages only (docs/product.md#act-now):
 * the letter to a member state's permanent representation, and the action index's sample. The
 * letter to an MEP, which is also written in the other official languages, is app/content/letters.ts.
 */

const REPRESENTATION_GREETING = text('representation-greeting', `Dear Ambassador,`)

const REPRESENTATION_BODY = text(
  'representation-request',
  `Your representation speaks for {country} in the Council, which negotiates the permanent regulation with the Parliament's negotiating team. I ask that my government stands in these negotiations for no scanning of private communication, and for end-to-end encryption protected without exception.`,
)

/** The letter to a member state's permanent representation; `name`: the state's name in the letter's language. */
export function representationLetter(i18n: I18n, name: string): Letter {
  return {
    subject: i18n._(SUBJECT),
    body: joinParagraphs([
      i18n._(REPRESENTATION_GREETING),
      i18n._(STAGE.id, letterDates(i18n.locale)),
      i18n._(REPRESENTATION_BODY.id, { country: name }),
      i18n._(OWN_WORDS),
      `${i18n._(CLOSING)}\r\n${i18n._(SIGNATURE)}`,
    ]),
  }
}

const ANY_MEP = text('any-mep', `[name of your MEP]`)

/**
 * The letter as the action index shows it (and so the offline copy): the form it takes for an
 * MEP whose vote is not known to the reader yet — each state's page writes every MEP's own.
 */
export function sampleLetter(i18n: I18n): Letter {
  return mepLetter(i18n, 'question', i18n._(ANY_MEP))
}
