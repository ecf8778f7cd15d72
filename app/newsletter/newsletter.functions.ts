import { createServerFn } from '@tanstack/react-start'
import { subscribeInputSchema } from './newsletter.schema'
import type { NewsletterOutcome } from './newsletter-outcome'

/** The footer form's submission (docs/product.md#newsletter). */
export const subscribeToNewsletter = createServerFn({ method: 'POST' })
  .validator(subscribeInputSchema)
  .handler(async ({ data }): Promise<{ outcome: NewsletterOutcome }> => {
    const { attemptSubscription, markRateLimited, requestClientAddress } = await import('./newsletter.server')
    const result = await attemptSubscription({
      email: data.email,
      language: data.language,
      honeypot: data.website,
      clientAddress: requestClientAddress(),
    })
    if (result === 'rate-limited') {
      markRateLimited()
      return { outcome: 'error' }
    }
    return { outcome: result }
  })
