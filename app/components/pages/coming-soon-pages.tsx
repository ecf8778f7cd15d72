import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import {
  ArrowLeft,
  ArrowRight,
  ArrowRightLeft,
  BookOpen,
  Coins,
  EyeOff,
  Fingerprint,
  Gauge,
  Hourglass,
  KeyRound,
  Landmark,
  Lightbulb,
  LockKeyhole,
  MonitorSmartphone,
  Newspaper,
  RefreshCw,
  ShieldCheck,
  Users,
} from 'lucide-react'
import { useLangParam } from '~/i18n/use-lang'
import { buttonVariants } from '~/ui/button'
import { SimplePage } from './simple-page'
import { Message } from '~/i18n/fallback'

interface Teaser {
  icon: LucideIcon
  title: MessageDescriptor
  text: MessageDescriptor
}

interface ComingSoonContent {
  title: MessageDescriptor
  subtitle: MessageDescriptor
  features: [Teaser, Teaser, Teaser]
  /** Where the secondary button leads meanwhile: the home page's tools or news section. */
  meanwhile: 'tools' | 'news'
}

/** docs/product.md#coming-soon-pages: a placeholder page with a badge, title, subtitle, back-to-home button and three teasers. */
function ComingSoon({ content }: { content: ComingSoonContent }) {
  const langParam = useLangParam()
  return (
    <SimplePage
      centered
      badge={
        <>
          <Hourglass aria-hidden className="size-4" />
          <Trans comment="Badge above the heading of the pages not written yet (Best VPNs, Encrypted Email, Password Managers, Secure Cloud Storage, Blog). Short: about 20 characters.">
            Coming Soon
          </Trans>
        </>
      }
      title={<Message of={content.title} />}
      subtitle={<Message of={content.subtitle} />}
    >
      <ul className="mt-12 grid gap-4 md:grid-cols-3">
        {content.features.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="rounded-xl border border-border bg-card p-6 text-card-foreground">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon aria-hidden className="size-6" />
            </span>
            <h2 className="mt-4 text-lg font-semibold">
              <Message of={title} />
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              <Message of={text} />
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <Link to="/{-$lang}" params={{ lang: langParam }} className={buttonVariants()}>
          <ArrowLeft aria-hidden className="size-4" />
          <Trans comment="Button that leads to the home page: on the Coming Soon pages and the newsletter confirm/unsubscribe pages. Short: about 25 characters.">
            Back to Home
          </Trans>
        </Link>
        <Link to="/{-$lang}" params={{ lang: langParam }} hash={content.meanwhile} className={buttonVariants({ variant: 'secondary' })}>
          {content.meanwhile === 'tools' ? <Trans>See our current recommendations</Trans> : <Trans>Read the latest news</Trans>}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </SimplePage>
  )
}

const BEST_VPNS: ComingSoonContent = {
  title: msg`Best VPNs`,
  subtitle: msg`Our in-depth VPN guide is on its way: independent tests of the services that keep your connection private.`,
  meanwhile: 'tools',
  features: [
    {
      icon: Gauge,
      title: msg({
        message: `Speed tests`,
        comment: 'A "Coming Soon" page (/best-vpns): heading of one of three cards on what the page will offer.',
      }),
      text: msg`Download, upload and latency measured from several EU countries.`,
    },
    {
      icon: ShieldCheck,
      title: msg({
        message: `Privacy audits`,
        comment: 'A "Coming Soon" page (/best-vpns): heading of one of three cards on what the page will offer.',
      }),
      text: msg`No-logs policies, jurisdictions and independent audits checked.`,
    },
    {
      icon: Users,
      title: msg({
        message: `User reviews`,
        comment: 'A "Coming Soon" page (/best-vpns): heading of one of three cards on what the page will offer.',
      }),
      text: msg`Experiences from people who use these VPNs every day.`,
    },
  ],
}

const ENCRYPTED_EMAIL: ComingSoonContent = {
  title: msg`Encrypted Email`,
  subtitle: msg`A detailed guide to email providers that encrypt your messages so that only you and the people you write to can read them.`,
  meanwhile: 'tools',
  features: [
    {
      icon: LockKeyhole,
      title: msg({
        message: `Encryption compared`,
        comment: 'A "Coming Soon" page (/encrypted-email): heading of one of three cards on what the page will offer.',
      }),
      text: msg`End-to-end encryption, zero-access storage and PGP support side by side.`,
    },
    {
      icon: ArrowRightLeft,
      title: msg({
        message: `Migration guides`,
        comment: 'A "Coming Soon" page (/encrypted-email): heading of one of three cards on what the page will offer.',
      }),
      text: msg`Step-by-step help to move your address, contacts and old messages.`,
    },
    {
      icon: Landmark,
      title: msg({
        message: `Jurisdiction check`,
        comment: 'A "Coming Soon" page (/encrypted-email): heading of one of three cards on what the page will offer.',
      }),
      text: msg`Where each provider is based and which surveillance laws apply to it.`,
    },
  ],
}

const PASSWORD_MANAGERS: ComingSoonContent = {
  title: msg`Password Managers`,
  subtitle: msg`A practical comparison of password managers that protect your logins with zero-knowledge encryption.`,
  meanwhile: 'tools',
  features: [
    {
      icon: KeyRound,
      title: msg({
        message: `Security architecture`,
        comment: 'A "Coming Soon" page (/password-managers): heading of one of three cards on what the page will offer.',
      }),
      text: msg`How each manager encrypts your vault and what its security audits found.`,
    },
    {
      icon: MonitorSmartphone,
      title: msg({
        message: `Cross-device tests`,
        comment: 'A "Coming Soon" page (/password-managers): heading of one of three cards on what the page will offer.',
      }),
      text: msg`Browser extensions, mobile apps and autofill tried in daily use.`,
    },
    {
      icon: Fingerprint,
      title: msg({
        message: `Passkey support`,
        comment:
          'A "Coming Soon" page (/password-managers): heading of one of three cards on what the page will offer. "Passkey" as your language names it (often kept).',
      }),
      text: msg`Which managers already store passkeys and two-factor codes.`,
    },
  ],
}

const SECURE_CLOUD_STORAGE: ComingSoonContent = {
  title: msg`Secure Cloud Storage`,
  subtitle: msg`Our guide to cloud storage that encrypts your files before they leave your device.`,
  meanwhile: 'tools',
  features: [
    {
      icon: EyeOff,
      title: msg({
        message: `Zero-knowledge checks`,
        comment: 'A "Coming Soon" page (/secure-cloud-storage): heading of one of three cards on what the page will offer.',
      }),
      text: msg`We verify whether a provider could read your files, or really cannot.`,
    },
    {
      icon: Coins,
      title: msg({
        message: `Price per terabyte`,
        comment: 'A "Coming Soon" page (/secure-cloud-storage): heading of one of three cards on what the page will offer.',
      }),
      text: msg`Plans and real costs compared, free plans included.`,
    },
    {
      icon: RefreshCw,
      title: msg({
        message: `Sync and sharing`,
        comment: 'A "Coming Soon" page (/secure-cloud-storage): heading of one of three cards on what the page will offer.',
      }),
      text: msg`Encrypted sharing links, file versions and sync speed tested.`,
    },
  ],
}

const BLOG: ComingSoonContent = {
  title: msg`Blog`,
  subtitle: msg`Articles about Chat Control, digital rights and protecting your privacy are coming soon.`,
  meanwhile: 'news',
  features: [
    {
      icon: BookOpen,
      title: msg({
        message: `Privacy guides`,
        comment: 'A "Coming Soon" page (/blog): heading of one of three cards on what the page will offer.',
      }),
      text: msg`Clear, step-by-step guides to protecting your data.`,
    },
    {
      icon: Lightbulb,
      title: msg({
        message: `Security tips`,
        comment: 'A "Coming Soon" page (/blog): heading of one of three cards on what the page will offer.',
      }),
      text: msg`Short, practical advice for staying safe online every day.`,
    },
    {
      icon: Newspaper,
      title: msg({
        message: `Latest news`,
        comment: 'A "Coming Soon" page (/blog): heading of one of three cards on what the page will offer.',
      }),
      text: msg`Analysis of Chat Control and other EU surveillance plans.`,
    },
  ],
}

export const BestVpnsPage = () => <ComingSoon content={BEST_VPNS} />
export const EncryptedEmailPage = () => <ComingSoon content={ENCRYPTED_EMAIL} />
export const PasswordManagersPage = () => <ComingSoon content={PASSWORD_MANAGERS} />
export const SecureCloudStoragePage = () => <ComingSoon content={SECURE_CLOUD_STORAGE} />
export const BlogPage = () => <ComingSoon content={BLOG} />
