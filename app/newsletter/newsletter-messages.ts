import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NewsletterOutcome } from './newsletter-outcome'

/**
 * What each outcome tells the visitor (docs/product.md#newsletter-toasts): the toast with JavaScript,
 * the status line under the form without. Errors use the destructive style.
 */
export const OUTCOME_MESSAGES: Record<
  NewsletterOutcome,
  { title: MessageDescriptor; description: MessageDescriptor; tone: 'success' | 'destructive' }
> = {
  success: {
    title: msg`Successfully Subscribed!`,
    description: msg`You'll receive weekly updates about Chat Control developments.`,
    tone: 'success',
  },
  invalid: {
    title: msg`Invalid Email`,
    description: msg`Please enter a valid email address.`,
    tone: 'destructive',
  },
  error: {
    title: msg`Subscription Failed`,
    description: msg`Please try again later.`,
    tone: 'destructive',
  },
}
