import type { ReactNode } from 'react'

interface SimplePageProps {
  title: ReactNode
  /** One or two sentences under the title. */
  subtitle?: ReactNode
  /** Small label above the title (e.g. "Coming Soon"). */
  badge?: ReactNode
  /** Centred hero-style header, for short pages such as the Coming Soon placeholders. */
  centered?: boolean
  children?: ReactNode
}

/** Page header (badge, h1, subtitle) and body wrapper shared by the short inner pages. */
export function SimplePage({ title, subtitle, badge, centered = false, children }: SimplePageProps) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <header className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-3xl'}>
        {badge && (
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-sm font-semibold text-primary">
            {badge}
          </p>
        )}
        <h1
          className={`text-[clamp(1.5rem,7vw,1.875rem)] font-extrabold tracking-tight text-balance break-words hyphens-auto sm:text-5xl ${badge ? 'mt-4' : ''}`}
        >
          {title}
        </h1>
        {subtitle && <p className="mt-5 text-lg leading-relaxed text-muted-foreground text-pretty">{subtitle}</p>}
      </header>
      {children}
    </section>
  )
}
