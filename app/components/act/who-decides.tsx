import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Landmark, Users } from 'lucide-react'

/** The action pages' h1 and the sentence under it. */
export function ActPageHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="max-w-3xl">
      <h1 className="mt-2 text-[clamp(1.5rem,7vw,1.875rem)] font-extrabold tracking-tight text-balance break-words hyphens-auto sm:text-5xl">
        {title}
      </h1>
      <p className="mt-4 text-base leading-relaxed text-pretty text-muted-foreground sm:mt-5 sm:text-lg">{subtitle}</p>
    </header>
  )
}

function Side({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-5">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        {icon}
        {title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-pretty text-muted-foreground">{children}</p>
    </div>
  )
}

/**
 * The two institutions that decide an EU regulation, in two sentences each: the
 * ordinary legislative procedure, in which the Council and the Parliament must agree on
 * one text. Without a date: it describes how the procedure works, not where it stands.
 */
export function WhoDecides() {
  const { t } = useLingui()
  return (
    <div className="mt-8 grid gap-4 md:grid-cols-2">
      <Side
        icon={<Landmark aria-hidden className="size-5 shrink-0 text-primary" />}
        title={t({
          message: `The Council: your government`,
          comment: 'Action pages: heading of the box explaining the Council of the EU, where the 27 governments decide.',
        })}
      >
        {t({
          message: `Each government negotiates through its permanent representation in Brussels — its ambassadors meet in Coreper — and votes through its ministers. The Council must agree to the final text.`,
          comment:
            'Action pages: how a government takes part in the Council. "Coreper" is the committee of the member states’ ambassadors; keep the name.',
        })}
      </Side>
      <Side
        icon={<Users aria-hidden className="size-5 shrink-0 text-primary" />}
        title={t({
          message: `The European Parliament: your MEPs`,
          comment: 'Action pages: heading of the box explaining the European Parliament and its members (MEPs).',
        })}
      >
        {t({
          message: `720 members elected in 2024 vote on the Parliament's position and on the final text. They read letters from the people they represent — a few sentences in your own words count most.`,
          comment:
            'Action pages: how the Parliament takes part, and why a personal letter matters. 720 is its number of seats (2024–2029).',
        })}
      </Side>
    </div>
  )
}
