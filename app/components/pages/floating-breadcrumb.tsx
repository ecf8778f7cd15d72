import { useEffect, useState } from 'react'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { House, Info, Newspaper, ShieldCheck, type LucideIcon } from 'lucide-react'
import { HOME_SECTIONS, type HomeSectionId } from '~/content/home-sections'

const ICONS: Record<HomeSectionId, LucideIcon> = {
  home: House,
  'chat-control': Info,
  tools: ShieldCheck,
  news: Newspaper,
}

// docs/product.md#floating-breadcrumb: margins 20 % top / 60 % bottom, threshold 0.1.
const OBSERVER_OPTIONS: IntersectionObserverInit = { rootMargin: '-20% 0px -60% 0px', threshold: 0.1 }

/**
 * Floating breadcrumb of the home page: follows the section in view, highlights it
 * and marks it `aria-current`. It steps aside while the footer is on screen so it
 * never covers the footer's links.
 */
export function FloatingBreadcrumb() {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const [active, setActive] = useState<HomeSectionId>('home')
  const [footerVisible, setFooterVisible] = useState(false)
  // Never hidden (inert) while it holds the keyboard focus: that would drop the focus
  // to <body> in the middle of a Tab sequence near the end of the page.
  const [focusWithin, setFocusWithin] = useState(false)
  const hidden = footerVisible && !focusWithin

  useEffect(() => {
    const ids: string[] = HOME_SECTIONS.map((s) => s.id)
    const inBand = new Set<string>()
    // Each section is represented by its sticky sentinel (see section-sentinel.tsx).
    // When two sections share the band, the later one fills most of the screen.
    const sections = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const id = (entry.target as HTMLElement).dataset.sectionSentinel ?? ''
        if (entry.isIntersecting) inBand.add(id)
        else inBand.delete(id)
      }
      const next = ids.findLast((id) => inBand.has(id))
      if (next) setActive(next as HomeSectionId)
    }, OBSERVER_OPTIONS)
    document.querySelectorAll('[data-section-sentinel]').forEach((el) => sections.observe(el))
    const footer = document.querySelector('footer')
    const footerObserver = new IntersectionObserver(([entry]) => setFooterVisible(Boolean(entry?.isIntersecting)))
    if (footer) footerObserver.observe(footer)
    return () => {
      sections.disconnect()
      footerObserver.disconnect()
    }
  }, [])

  return (
    <nav
      aria-label={t`Page sections`}
      inert={hidden}
      data-hidden={hidden || undefined}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false)
      }}
      className={`fixed inset-x-0 bottom-3 z-30 flex justify-center px-3 transition-all duration-300 ${
        hidden ? 'pointer-events-none translate-y-4 opacity-0' : 'opacity-100'
      }`}
    >
      <ol className="flex max-w-full items-center gap-1 rounded-full border border-border bg-card/95 p-1 shadow-lg backdrop-blur">
        {HOME_SECTIONS.map((section) => {
          const Icon = ICONS[section.id]
          const current = section.id === active
          return (
            <li key={section.id}>
              {/* A plain in-page anchor: the router's Link would mark every hash link of
                  this page aria-current="page". */}
              <a
                href={`#${section.id}`}
                aria-current={current ? 'location' : undefined}
                data-section={section.id}
                className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium transition-colors ${
                  current ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground'
                }`}
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                {/* On narrow screens only the current section shows its label. */}
                <span
                  className={current ? 'max-w-[calc(100vw-14.5rem)] truncate md:max-w-none' : 'sr-only whitespace-nowrap md:not-sr-only'}
                >
                  {i18n._(section.label)}
                </span>
              </a>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
