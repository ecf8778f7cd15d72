import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowDown, CalendarClock, CircleCheck, Clock, ShieldAlert, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { buttonVariants } from '~/ui/button'
import { pill } from './styles'
import { AMBASSADORS_VOTE, AS_OF } from '~/content/as-of'
import { formatDay } from '~/content/format'
import { useLang } from '~/i18n/use-lang'
import { SectionSentinel } from './section-sentinel'

/**
 * Hero (docs/product.md#hero): the message, two calls to action, three trust lines and three
 * stat cards. The "3 days until the vote" card is fixed text by specification.
 */
export function HeroSection() {
  const { t } = useLingui()
  const lang = useLang()
  const asOf = formatDay(AS_OF, lang)
  const vote = formatDay(AMBASSADORS_VOTE, lang)
  const trustLines = [
    t({
      message: `Recommendations used by 10,000+ users`,
      comment:
        'Home page, the hero: one of three short claims under the buttons. Write 10,000+ as your language writes the number (10.000+, 10 000+).',
    }),
    t`Independent research, affiliate links clearly disclosed`,
    t`No trackers and no third-party scripts on this site`,
  ]
  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="relative border-b border-border bg-gradient-to-b from-primary/10 via-background to-background"
    >
      <SectionSentinel section="home" />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:py-20 lg:grid-cols-[1.4fr_1fr] lg:items-center">
        <div>
          <p className={`${pill} bg-destructive/10 text-destructive`}>
            <ShieldAlert aria-hidden className="size-4" />
            {t({
              message: `${asOf}: EU governments to vote on Chat Control on ${vote}`,
              comment:
                'Hero badge. asOf: the day the site describes (4 October 2025); vote: the ambassadors’ vote it was set for (8 October 2025).',
            })}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            <Trans>Stop Chat Control. Protect your private messages.</Trans>
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-muted-foreground sm:text-xl">
            <Trans comment="Home page, the hero: the text under the slogan. It describes the Commission's proposal of 2022, not a law in force: keep the year and the conditional.">
              As the Commission proposed it in 2022, the EU's Chat Control regulation would scan private messages, break end-to-end
              encryption and force backdoors into the apps you use every day. Learn what is at stake — and protect yourself today.
            </Trans>
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="#tools" className={buttonVariants()}>
              {t({
                message: `Protect Yourself Now`,
                comment:
                  'Home page, the hero (top of the page): main button that leads to the tools section. Short: about 25 characters; an imperative.',
              })}
              <ArrowDown aria-hidden className="size-4" />
            </a>
            <a href="#chat-control" className={buttonVariants({ variant: 'secondary' })}>
              {t({
                message: `Learn About Chat Control`,
                comment: 'Home page, the hero: second button, it leads to the section "What is Chat Control?". Short: about 30 characters.',
              })}
            </a>
          </div>
          <ul className="mt-8 space-y-2 text-sm text-muted-foreground">
            {trustLines.map((line) => (
              <li key={line} className="flex items-start gap-2">
                <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                {line}
              </li>
            ))}
          </ul>
        </div>
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
          <StatCard
            icon={<Users aria-hidden className="size-6" />}
            value={t({
              message: `450M+`,
              comment:
                'Home page, the hero, first figure card: "450M+" = more than 450 million (the EU’s population). Write the number as your language abbreviates it (e.g. 450 Mio.+, 450 mln+).',
            })}
            label={t({
              message: `EU citizens affected`,
              comment:
                'Home page, the hero, first figure card: the label under "450M+" (people in the EU whose messages could be scanned).',
            })}
          />
          <StatCard
            icon={<CalendarClock aria-hidden className="size-6" />}
            value="3"
            label={t({
              message: `days until the vote`,
              comment: 'Home page, the hero, second figure card: the label under the large "3" (a fixed figure, always 3). Lower case.',
            })}
            detail={t({
              message: `Ambassadors' vote of ${vote}, counted from ${asOf}`,
              comment: 'Under the hero card "3 days until the vote": which vote and from which day the 3 days count.',
            })}
            accent
          />
          <StatCard
            icon={<Clock aria-hidden className="size-6" />}
            value={t({
              message: `24/7`,
              comment:
                'Home page, the hero, third figure card: "24/7" = all the time (24 hours a day, 7 days a week). Keep it as short as the figure.',
            })}
            label={t({
              message: `privacy protection`,
              comment: 'Home page, the hero, third figure card: the label under "24/7". Lower case, two or three words.',
            })}
          />
        </ul>
      </div>
    </section>
  )
}

function StatCard({
  icon,
  value,
  label,
  detail,
  accent,
}: {
  icon: ReactNode
  value: string
  label: string
  detail?: string
  accent?: boolean
}) {
  return (
    <li className="flex items-center gap-4 rounded-2xl border border-border bg-card p-5 shadow-sm">
      <span
        className={`flex size-12 shrink-0 items-center justify-center rounded-xl ${
          accent ? 'bg-secondary/15 text-secondary' : 'bg-primary/10 text-primary'
        }`}
      >
        {icon}
      </span>
      <p className="flex flex-col">
        <span className="text-3xl font-extrabold tabular-nums">{value}</span>
        <span className="text-sm text-muted-foreground">{label}</span>
        {detail && (
          <span className="mt-1 text-xs text-muted-foreground" data-vote-date>
            {detail}
          </span>
        )}
      </p>
    </li>
  )
}
