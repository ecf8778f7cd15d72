import { useCallback } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useLingui } from '@lingui/react'
import { toast } from '~/components/ui/lazy-toast'
import { useLocale } from '~/i18n/use-lang-param'
import { subscribeToNewsletter } from './newsletter.functions'
import { OUTCOME_MESSAGES } from './newsletter-messages'
import type { NewsletterOutcome } from './newsletter-outcome'

interface SubscriptionInput {
  email: string
  /** The honeypot's value (empty for people). */
  website: string
}

/**
 * The form's submission as a TanStack Query mutation (its pending state is the
 * form's "submitting" state) and the toast of each outcome, in the page's language.
 */
export function useNewsletterSubscription({ onSubscribed }: { onSubscribed: () => void }) {
  const { i18n } = useLingui()
  const language = useLocale()

  const notify = useCallback(
    (outcome: NewsletterOutcome) => {
      const { title, description, tone } = OUTCOME_MESSAGES[outcome]
      const show = tone === 'success' ? toast.success : toast.error
      show(i18n._(title), { description: i18n._(description) })
    },
    [i18n],
  )

  const mutation = useMutation({
    mutationKey: ['newsletter-subscription'],
    // A subscription is not idempotent from the visitor's view: no automatic retry.
    retry: false,
    mutationFn: (input: SubscriptionInput) => subscribeToNewsletter({ data: { ...input, language } }),
    onSuccess: ({ outcome }) => {
      notify(outcome)
      if (outcome === 'success') onSubscribed()
    },
    // Network error, server down, rejected request: the email stays in the field.
    onError: () => notify('error'),
  })

  return { subscribe: mutation.mutate, pending: mutation.isPending, notify }
}
