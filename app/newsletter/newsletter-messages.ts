import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NewsletterOutcome } from './newsletter-outcome'

/**
 * What each outcome tells the visitor (docs/product.md#newsletter-toasts): the toast with JavaScript,
 * the status line under the form without. Errors use the destructive style. `next`, when
 * present, follows the description in both.
 */
export const OUTCOME_MESSAGES: Record<
  NewsletterOutcome,
  { title: MessageDescriptor; description: MessageDescriptor; next?: MessageDescriptor; tone: 'success' | 'destructive' }
> = {
  success: {
    title: msg({
      message: `Successfully Subscribed!`,
      comment:
        'Newsletter form: title of the notification after a subscription request was received (the address still has to be confirmed by email). Glossary: nl "aanmelding".',
    }),
    description: msg`You'll receive weekly updates about Chat Control developments.`,
    // Double opt-in (docs/decisions/009): nothing arrives until the visitor opens the link.
    next: msg`A confirmation link is on its way to your inbox: open it to complete your subscription.`,
    tone: 'success',
  },
  invalid: {
    title: msg({ message: `Invalid Email`, comment: 'Newsletter form: title of the notification when the email address is not valid.' }),
    description: msg`Please enter a valid email address.`,
    tone: 'destructive',
  },
  error: {
    title: msg({
      message: `Subscription Failed`,
      comment: 'Newsletter form: title of the notification when the subscription could not be saved (server error).',
    }),
    description: msg`Please try again later.`,
    tone: 'destructive',
  },
}

/** The description of an outcome as shown: the spec's sentence, then what happens next. */
export function outcomeDescription(outcome: NewsletterOutcome, translate: (message: MessageDescriptor) => string): string {
  const { description, next } = OUTCOME_MESSAGES[outcome]
  return next ? `${translate(description)} ${translate(next)}` : translate(description)
}
