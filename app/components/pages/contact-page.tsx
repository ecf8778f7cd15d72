import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import { Building2, Clock, Inbox, KeyRound, Lightbulb, Mail, Megaphone } from 'lucide-react'
import type { ContactAddresses } from '~/contact/contact.schema'
import { buttonVariants } from '~/ui/button'
import { ControllerDetails } from './controller-details'
import { SimplePage } from './simple-page'
import { Message } from '~/i18n/fallback'

const route = getRouteApi('/{-$lang}/contact')

const MAILBOXES: { key: keyof ContactAddresses; icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    key: 'general',
    icon: Inbox,
    title: msg({
      message: `General enquiries`,
      comment: 'Contact page (/contact): heading of the mailbox card for questions about the campaign, the site or data protection.',
    }),
    text: msg`Questions about the campaign, this website, your privacy or your data.`,
  },
  {
    key: 'tools',
    icon: Lightbulb,
    title: msg({
      message: `Tool suggestions`,
      comment: 'Contact page (/contact): heading of the mailbox card for suggestions of privacy tools and corrections of tool cards.',
    }),
    text: msg`Know a privacy tool we should look at, or found outdated information on a tool card?`,
  },
  {
    key: 'press',
    icon: Megaphone,
    title: msg({ message: `Press and media`, comment: 'Contact page (/contact): heading of the mailbox card for journalists.' }),
    text: msg`Interviews, statements and background information for journalists.`,
  },
]

const card = 'rounded-xl border border-border bg-card p-6 text-card-foreground'
const iconBox = 'inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary'

/** The contact page (docs/product.md#contact): three mailboxes, secure communication, response time. Deliberately no form. */
export function ContactPage() {
  const { t } = useLingui()
  const { addresses, controller } = route.useLoaderData()
  return (
    <SimplePage
      title={t({ message: `Contact Us`, comment: 'Contact page (/contact): the page heading, also its browser tab title.' })}
      subtitle={t`Questions about Chat Control, a privacy tool to suggest or a press request? Write to the right mailbox and a member of our team will answer you personally.`}
    >
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {MAILBOXES.map(({ key, icon: Icon, title, text }) => (
          <li key={key} className={`${card} flex flex-col`}>
            <span className={iconBox}>
              <Icon aria-hidden className="size-6" />
            </span>
            <h2 className="mt-4 text-lg font-semibold">
              <Message of={title} />
            </h2>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
              <Message of={text} />
            </p>
            <a
              href={`mailto:${addresses[key]}`}
              className={buttonVariants({ variant: 'link', size: 'inline', className: 'mt-4 break-all' })}
            >
              <Mail aria-hidden className="size-4 shrink-0" />
              {addresses[key]}
            </a>
          </li>
        ))}
      </ul>

      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <section aria-labelledby="secure-title" className={card}>
          <div className="flex items-center gap-3">
            <span className={iconBox}>
              <KeyRound aria-hidden className="size-6" />
            </span>
            <h2 id="secure-title" className="text-lg font-semibold">
              {t({
                message: `Secure communication`,
                comment: 'Contact page (/contact): heading of the box that explains that ordinary email is not end-to-end encrypted.',
              })}
            </h2>
          </div>
          <p className="mt-4 leading-relaxed">
            <Trans>
              Want to send us something sensitive? Encrypt it. Our PGP key is available on request: send us a short email asking for it, and
              we will reply with our public key and its fingerprint.
            </Trans>
          </p>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">
            <Trans>Ordinary email is not end-to-end encrypted, so please keep sensitive details out of that first message.</Trans>
          </p>
        </section>

        <section aria-labelledby="response-title" className={card}>
          <div className="flex items-center gap-3">
            <span className={iconBox}>
              <Clock aria-hidden className="size-6" />
            </span>
            <h2 id="response-title" className="text-lg font-semibold">
              {t({ message: `Response time`, comment: 'Contact page (/contact): heading of the box that says how soon we answer.' })}
            </h2>
          </div>
          <p className="mt-4 text-3xl font-extrabold tracking-tight text-primary">
            {t({
              message: `24-48 hours`,
              comment:
                'Contact page (/contact), box "Response time": the time we take to answer, in large figures. Keep it short; write the range as your language does (e.g. 24–48 Stunden).',
            })}
          </p>
          <p className="mt-2 leading-relaxed">{t`We answer every message within 24-48 hours.`}</p>
          <p className="mt-3 rounded-lg bg-muted px-4 py-3 text-sm leading-relaxed">
            <Trans comment="Contact page (/contact), box “Response time”. <0>URGENT</0> is the keyword we look for in subject lines, the same in every language: keep it in English and in capitals (it is shown in bold).">
              Urgent? Put <strong className="font-bold tracking-wide">URGENT</strong> in the subject line and we will deal with your message
              first.
            </Trans>
          </p>
        </section>
      </div>

      <section aria-labelledby="operator-title" className={`${card} mt-6`}>
        <div className="flex items-center gap-3">
          <span className={iconBox}>
            <Building2 aria-hidden className="size-6" />
          </span>
          <h2 id="operator-title" className="text-lg font-semibold">{t`Who runs this site`}</h2>
        </div>
        <p className="mt-4 leading-relaxed">
          {t`Chat Control Info is operated by the organisation below, which is also the controller responsible for your personal data under the GDPR.`}
        </p>
        <div className="mt-4">
          <ControllerDetails controller={controller} />
        </div>
      </section>

      <p className="mt-8 max-w-3xl text-sm leading-relaxed text-muted-foreground">
        <Trans>
          Why is there no contact form? Because this way your message stays in your own mailbox instead of on our web server, and you decide
          how securely to send it.
        </Trans>
      </p>
    </SimplePage>
  )
}
