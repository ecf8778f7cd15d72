import { useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { CircleAlert, CircleCheck } from 'lucide-react'
import { OUTCOME_MESSAGES, outcomeDescription } from './newsletter-messages'
import { isNewsletterOutcome, OUTCOME_PARAM } from './newsletter-outcome'
import { Message } from '~/i18n/fallback'

/**
 * The result of a subscription sent without JavaScript: the server redirected back
 * to this page with `?newsletter=<outcome>`. Same words as the toasts, in the
 * page's language.
 */
export function NewsletterStatus({ hidden }: { hidden: boolean }) {
  const { i18n } = useLingui()
  const outcome = useRouterState({
    select: (state): string | null => {
      const value = (state.location.search as Record<string, unknown>)[OUTCOME_PARAM]
      return typeof value === 'string' ? value : null
    },
  })
  if (hidden || !isNewsletterOutcome(outcome)) return <div role="status" />
  const { title, tone } = OUTCOME_MESSAGES[outcome]
  const Icon = tone === 'success' ? CircleCheck : CircleAlert
  const colours =
    tone === 'success'
      ? 'border-success bg-success text-success-foreground'
      : 'border-destructive bg-destructive text-destructive-foreground'
  return (
    <div role="status" className={`mt-4 flex gap-3 rounded-md border p-3 text-sm ${colours}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="block font-semibold">
          <Message of={title} />
        </strong>
        {outcomeDescription(outcome, (m) => i18n._(m))}
      </p>
    </div>
  )
}
