import { Trans, useLingui } from '@lingui/react/macro'
import { DoorOpen, EyeOff, LockOpen, Scale, type LucideIcon } from 'lucide-react'
import { THREATS, type ThreatIcon } from '~/content/threats'
import { Timeline } from './timeline'
import { ExplainerCta } from './explainer-cta'
import { sectionHeading, sectionLead } from './styles'
import { SectionSentinel } from './section-sentinel'
import { Message } from '~/i18n/fallback'

const ICONS: Record<ThreatIcon, LucideIcon> = { lock: LockOpen, eye: EyeOff, backdoor: DoorOpen, scale: Scale }

/** Chat Control explainer (docs/product.md#chat-control-explainer, anchor `chat-control`): threats, timeline, call to action. */
export function ExplainerSection() {
  const { t } = useLingui()
  return (
    <section id="chat-control" aria-labelledby="chat-control-title" className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
      <SectionSentinel section="chat-control" />
      <h2 id="chat-control-title" className={sectionHeading}>
        {t({
          message: `What is Chat Control?`,
          comment:
            'Home page: heading of the section #chat-control that explains the regulation; also the footer link to it. Glossary: nl "Chatcontrole", de "die Chatkontrolle", fr "Chat Control" without an article.',
        })}
      </h2>
      <p className={sectionLead}>
        <Trans comment="Home page, section “What is Chat Control?” (#chat-control): the lead under the heading. The quoted words are the regulation’s official title (use the Official Journal’s wording in your language). It describes the Commission’s proposal of May 2022: keep the year and the conditional.">
          Officially it is the EU regulation "to prevent and combat child sexual abuse", proposed by the Commission in May 2022. Protecting
          children matters — but the 2022 proposal would do it by scanning everyone's private communication.
        </Trans>
      </p>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2">
        {THREATS.map((threat) => {
          const Icon = ICONS[threat.icon]
          return (
            <li key={threat.id} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <span className="flex size-12 items-center justify-center rounded-xl bg-destructive/10 text-destructive">
                <Icon aria-hidden className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold">
                <Message of={threat.title} />
              </h3>
              <p className="mt-2 text-muted-foreground">
                <Message of={threat.description} />
              </p>
            </li>
          )
        })}
      </ul>
      <Timeline />
      <ExplainerCta />
    </section>
  )
}
