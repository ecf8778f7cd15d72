import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'
import { CircleAlert, CircleCheck, MailCheck, MailX } from 'lucide-react'
import { useLangParam } from '~/i18n/use-lang'
import { INTENT_FIELD, isTokenResult, type TokenResult } from '~/newsletter/token-links'
import { OUTCOME_PARAM } from '~/newsletter/newsletter-outcome'
import { Button, buttonVariants } from '~/ui/button'
import { SimplePage } from './simple-page'
import { Message } from '~/i18n/fallback'

type Kind = 'confirm' | 'unsubscribe'

interface ResultText {
  title: MessageDescriptor
  text: MessageDescriptor
  ok: boolean
}

const FAILED: ResultText = {
  title: msg`Something went wrong`,
  text: msg({
    message: `Please try again later.`,
    comment:
      'After an error: on the newsletter confirm/unsubscribe pages, and in the notification of the newsletter form when the server could not save the address.',
  }),
  ok: false,
}

const RESULTS: Record<Kind, Partial<Record<TokenResult, ResultText>>> = {
  confirm: {
    confirmed: {
      title: msg({
        message: `Subscription confirmed`,
        comment: 'Newsletter confirmation page (the link in the confirmation email): heading when the subscription is confirmed.',
      }),
      text: msg`Thank you! From now on you will receive our weekly update on Chat Control. Every newsletter contains a link to unsubscribe with one click.`,
      ok: true,
    },
    used: {
      title: msg({
        message: `Already confirmed`,
        comment: 'Newsletter confirmation page: heading when the link had already been used and the subscription is confirmed.',
      }),
      text: msg`This link has already been used: your subscription is confirmed. There is nothing more to do.`,
      ok: true,
    },
    expired: {
      title: msg({
        message: `This link has expired`,
        comment: 'Newsletter confirmation page: heading when the confirmation link is older than 7 days.',
      }),
      text: msg`Confirmation links work for 7 days. Subscribe again with the form at the bottom of this page and we will send you a new link.`,
      ok: false,
    },
    'invalid-link': {
      title: msg({
        message: `This link is not valid`,
        comment: 'Newsletter confirm and unsubscribe pages: heading when the link is incomplete, replaced by a newer one or unknown.',
      }),
      text: msg`Please open the complete link from the email. If you subscribed more than once, only the most recent link works. You can also subscribe again with the form at the bottom of this page.`,
      ok: false,
    },
    failed: FAILED,
  },
  unsubscribe: {
    unsubscribed: {
      title: msg({
        message: `You are unsubscribed`,
        comment:
          'Newsletter unsubscribe page (the link in every newsletter): heading when the address was removed. Glossary: nl "uitschrijven", de "abmelden".',
      }),
      text: msg`We will not send you the newsletter again. As our privacy policy explains, we keep only a record of your consent and of this unsubscription for 3 years, then delete it. You can ask us to erase it sooner.`,
      ok: true,
    },
    used: {
      title: msg({ message: `Already unsubscribed`, comment: 'Newsletter unsubscribe page: heading when the link had already been used.' }),
      text: msg`This link has already been used: you no longer receive the newsletter.`,
      ok: true,
    },
    'invalid-link': {
      title: msg`This link is not valid`,
      text: msg`Please open the complete link from the newsletter email. If it still does not work, write to us through the contact page and we will unsubscribe you.`,
      ok: false,
    },
    failed: FAILED,
  },
}

const INTRO: Record<Kind, { title: MessageDescriptor; text: MessageDescriptor; button: MessageDescriptor }> = {
  confirm: {
    title: msg({
      message: `Confirm your subscription`,
      comment: 'Newsletter confirmation page: its heading before the visitor presses the button.',
    }),
    text: msg`One last step: press the button to confirm that you want to receive the weekly Chat Control newsletter at the address you entered.`,
    button: msg({
      message: `Confirm subscription`,
      comment:
        'Newsletter confirmation page: the button that confirms the subscription; also the page’s name in the browser tab. Short: about 25 characters.',
    }),
  },
  unsubscribe: {
    title: msg`Unsubscribe from the newsletter`,
    text: msg`Press the button and we stop sending you the weekly Chat Control newsletter at once.`,
    button: msg({
      message: `Unsubscribe`,
      comment:
        'Newsletter unsubscribe page: the button that removes the address; also the page’s name in the browser tab. Glossary: nl "Uitschrijven", de "abmelden". Short: about 20 characters.',
    }),
  },
}

/**
 * The confirm and unsubscribe pages (docs/product.md#newsletter, docs/decisions/009). A GET never changes anything (mail
 * scanners follow links): the page shows a button whose form posts to this very URL,
 * `?token=…` included — so the prerendered page works for every token. The server
 * answers the POST (app/newsletter/token-post.server.ts) with a redirect to
 * `?newsletter=<result>`, which this page then explains in its language.
 */
function TokenPage({ kind }: { kind: Kind }) {
  const { i18n } = useLingui()
  const langParam = useLangParam()
  const param: unknown = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>)[OUTCOME_PARAM],
  })
  const result = isTokenResult(param) ? RESULTS[kind][param as TokenResult] : undefined
  const intro = INTRO[kind]

  if (result) {
    const Icon = result.ok ? CircleCheck : CircleAlert
    return (
      <SimplePage title={i18n._(result.title)}>
        <div role="status" className="mt-8 flex max-w-2xl gap-3 rounded-xl border border-border bg-card p-6 text-card-foreground">
          <Icon aria-hidden className={`mt-1 size-6 shrink-0 ${result.ok ? 'text-success' : 'text-destructive'}`} />
          <p className="leading-relaxed">
            <Message of={result.text} />
          </p>
        </div>
        <p className="mt-8">
          <Link to="/{-$lang}" params={{ lang: langParam }} className={buttonVariants({ variant: 'link', size: 'inline' })}>
            <Message of={msg`Back to Home`} />
          </Link>
        </p>
      </SimplePage>
    )
  }

  const Icon = kind === 'confirm' ? MailCheck : MailX
  return (
    <SimplePage title={i18n._(intro.title)} subtitle={i18n._(intro.text)}>
      {/* No action attribute: the form posts to the document's URL, token included. */}
      <form method="post" className="mt-8">
        <input type="hidden" name={INTENT_FIELD} value={kind} />
        <Button type="submit">
          <Icon aria-hidden className="size-5" />
          <Message of={intro.button} />
        </Button>
      </form>
    </SimplePage>
  )
}

export const ConfirmPage = () => <TokenPage kind="confirm" />
export const UnsubscribePage = () => <TokenPage kind="unsubscribe" />
