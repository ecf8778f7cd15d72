import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useHydrated, useRouterState } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { LoaderCircle, Mail } from 'lucide-react'
import { findByInternalPath, publicPath, refPath } from '~/i18n/slugs'
import { useLangParam, useLang } from '~/i18n/use-lang'
import { passesFormCheck } from './email'
import { NEWSLETTER_ANCHOR } from './newsletter-outcome'
import { NewsletterStatus } from './newsletter-status'
import { useNewsletterSubscription } from './use-newsletter-subscription'
import { preloadToasts } from '~/ui/lazy-toast'
import { Button } from '~/ui/button'

/**
 * The weekly newsletter sign-up in the footer of every page (docs/product.md#newsletter).
 * With JavaScript: a server-function call and toasts. Without it, or before the app
 * has booted: a plain POST to the current page, answered by the server entry with a
 * redirect back here and the outcome's message (see newsletter-post.server.ts). The
 * input is uncontrolled so hydration never wipes what the visitor has typed.
 */
export function NewsletterForm() {
  const { t } = useLingui()
  const langParam = useLangParam()
  const lang = useLang()
  // Until hydration the browser's own validation guards the no-JavaScript post;
  // after it, the submit handler does the check of docs/product.md#newsletter-validation so its toast shows.
  const enhanced = useHydrated()
  const [submitted, setSubmitted] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)

  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const page = findByInternalPath(pathname)
  // A not-found page has no path of its own to post to: use its language's home.
  const action = page ? refPath(page, page.lang) : publicPath('/{-$lang}', lang)

  // docs/product.md#newsletter: the field is cleared on success only.
  const { subscribe, pending, notify } = useNewsletterSubscription({
    onSubscribed: () => {
      if (inputRef.current) inputRef.current.value = ''
    },
  })

  // Disabling the focused input drops focus to <body>; give it back when done.
  useEffect(() => {
    if (!pending && submitted && document.activeElement === document.body) inputRef.current?.focus()
  }, [pending, submitted])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    // Read from the field itself: it is uncontrolled, so what the visitor typed before
    // the app hydrated is still there (a controlled value would reset it to '').
    const email = inputRef.current?.value ?? ''
    if (!passesFormCheck(email)) return notify('invalid')
    subscribe({ email, website: honeypotRef.current?.value ?? '' })
  }

  return (
    <section id={NEWSLETTER_ANCHOR} aria-labelledby="newsletter-heading" className="border-b border-border">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="newsletter-heading" className="flex items-center gap-2 text-xl font-semibold">
            <Mail aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {t({ message: `Stay informed about Chat Control`, comment: 'Newsletter form (footer of every page): its heading.' })}
          </h2>
          <p className="mt-2 text-sm text-muted-foreground">
            {t`Get a weekly email with the latest votes, deadlines and ways to act against mass scanning of private messages.`}
          </p>
        </div>
        <form method="post" action={action} noValidate={enhanced} onSubmit={onSubmit} className="relative">
          <div className="flex flex-col gap-3 sm:flex-row">
            <label htmlFor="newsletter-email" className="sr-only">
              {t({
                message: `Email address`,
                comment: 'Newsletter form (bottom of every page): label of the email field, read by screen readers.',
              })}
            </label>
            <input
              ref={inputRef}
              id="newsletter-email"
              name="email"
              type="email"
              required
              autoComplete="email"
              placeholder={t({
                message: `Enter your email`,
                comment:
                  'Newsletter form (bottom of every page): placeholder text inside the empty email field. Short: about 25 characters.',
              })}
              // Load the toasts while the visitor types, so the result shows at once.
              onFocus={() => void preloadToasts()}
              disabled={pending}
              className="min-h-11 w-full min-w-0 flex-1 rounded-md border border-border bg-background px-3 text-base text-foreground placeholder:text-muted-foreground disabled:opacity-60"
            />
            <Button type="submit" disabled={pending} className="disabled:cursor-wait">
              {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {pending
                ? t({
                    message: `Subscribing...`,
                    comment:
                      'Newsletter form: the button’s text while the address is being sent. Glossary: nl "aanmelden", de "anmelden". Short: about 20 characters.',
                  })
                : t({
                    message: `Subscribe`,
                    comment:
                      'Newsletter form (bottom of every page): the button that sends the address. Glossary: nl "Aanmelden". Short: about 15 characters.',
                  })}
            </Button>
          </div>
          {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
          <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
            <label htmlFor="newsletter-website">
              {t({
                message: `Leave this field empty`,
                comment:
                  'Newsletter form: label of a hidden anti-spam field that people never see (only bots fill it in). A plain instruction.',
              })}
            </label>
            <input ref={honeypotRef} id="newsletter-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <p className="mt-3 text-xs text-muted-foreground">
            <Trans comment="Newsletter form (bottom of every page): the small print under the field. <0>…</0> is the link to the Privacy Policy page (its name). The 7 days are fixed by the server. Glossary: nl “aanmelding”, de “abmelden”.">
              We will email you a link to confirm your subscription; unconfirmed addresses are deleted after 7 days. We store your email
              address, language and the dates of sign-up and confirmation only to send you the newsletter. Every issue has a one-click
              unsubscribe link.{' '}
              <Link to="/{-$lang}/privacy-policy" params={{ lang: langParam }} className="underline hover:text-foreground">
                Privacy Policy
              </Link>
            </Trans>
          </p>
          <NewsletterStatus hidden={submitted} />
        </form>
      </div>
    </section>
  )
}
