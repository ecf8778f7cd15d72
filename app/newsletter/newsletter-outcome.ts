/**
 * The result of a subscription attempt, as the form shows it. Also the value of the
 * `?newsletter=` parameter the no-JavaScript handler redirects to.
 */
export const NEWSLETTER_OUTCOMES = ['success', 'invalid', 'error'] as const
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number]

export function isNewsletterOutcome(value: unknown): value is NewsletterOutcome {
  return typeof value === 'string' && (NEWSLETTER_OUTCOMES as readonly string[]).includes(value)
}

/** The search parameter of the no-JavaScript result. */
export const OUTCOME_PARAM = 'newsletter'
/** The id of the footer form: the no-JavaScript redirect scrolls back to it. */
export const NEWSLETTER_ANCHOR = 'newsletter'
