import { useCallback, useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react'
import { toast } from '~/ui/lazy-toast'
import { useLang } from '~/i18n/use-lang'
import { subscribeToNewsletter } from './newsletter.functions'
import { OUTCOME_MESSAGES, outcomeDescription } from './newsletter-messages'
import type { NewsletterOutcome } from './newsletter-outcome'

interface SubscriptionInput {
  email: string
  /** The honeypot's value (empty for people). */
  website: string
}

/**
 * The form's submission — a server-function call, tried once (a subscription is not
 * idempotent from the visitor's view; docs/decisions/015) — its "submitting" state, and the
 * toast of each outcome in the page's language.
 */
export function useNewsletterSubscription({ onSubscribed }: { onSubscribed: () => void }) {
  const { i18n } = useLingui()
  const language = useLang()
  const [pending, setPending] = useState(false)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  const notify = useCallback(
    (outcome: NewsletterOutcome) => {
      const { title, tone } = OUTCOME_MESSAGES[outcome]
      const show = tone === 'success' ? toast.success : toast.error
      show(i18n._(title), { description: outcomeDescription(outcome, (m) => i18n._(m)) })
    },
    [i18n],
  )

  const subscribe = useCallback(
    (input: SubscriptionInput) => {
      setPending(true)
      subscribeToNewsletter({ data: { ...input, language } })
        .then(({ outcome }) => {
          notify(outcome)
          if (outcome === 'success' && mounted.current) onSubscribed()
        })
        // Network error, server down, rejected request: the email stays in the field.
        .catch(() => notify('error'))
        .finally(() => {
          if (mounted.current) setPending(false)
        })
    },
    [language, notify, onSubscribed],
  )

  return { subscribe, pending, notify }
}
