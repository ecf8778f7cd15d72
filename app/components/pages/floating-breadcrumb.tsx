import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { House, Info, Newspaper, ShieldCheck, type LucideIcon } from 'lucide-react'
import { HOME_SECTIONS, type HomeSectionId } from '~/content/home-sections'
import { Message } from '~/i18n/fallback'
import {
  adoptBreadcrumb,
  BREADCRUMB_ATTR,
  BREADCRUMB_SECTION_ATTR,
  labelClass,
  linkClass,
  navClass,
  trackSections,
} from './section-tracking'

const ICONS: Record<HomeSectionId, LucideIcon> = {
  home: House,
  'chat-control': Info,
  tools: ShieldCheck,
  news: Newspaper,
}

/**
 * Floating breadcrumb of the home page: follows the section in view, highlights it
 * and marks it `aria-current`. It steps aside while the footer is on screen so it
 * never covers the footer's links. Until the app boots the page script does the same
 * with the same code (section-tracking.ts); this component adopts its state.
 */
export function FloatingBreadcrumb() {
  const { t } = useLingui()
  const [initial] = useState(() => adoptBreadcrumb(HOME_SECTIONS[0].id))
  const [active, setActive] = useState(initial.active as HomeSectionId)
  const [footerVisible, setFooterVisible] = useState(initial.footerVisible)
  // Never hidden (inert) while it holds the keyboard focus: that would drop the focus
  // to <body> in the middle of a Tab sequence near the end of the page.
  const [focusWithin, setFocusWithin] = useState(false)
  const hidden = footerVisible && !focusWithin

  useEffect(
    () =>
      trackSections(
        HOME_SECTIONS.map((s) => s.id),
        (change) => {
          if (change.active) setActive(change.active as HomeSectionId)
          if (change.footerVisible !== undefined) setFooterVisible(change.footerVisible)
        },
      ),
    [],
  )

  return (
    <nav
      aria-label={t({
        message: `Page sections`,
        comment: 'Home page: accessible name (screen readers) of the floating bar that lists the page’s sections.',
      })}
      inert={hidden}
      data-hidden={hidden || undefined}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false)
      }}
      {...{ [BREADCRUMB_ATTR]: '' }}
      className={navClass(hidden)}
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
                {...{ [BREADCRUMB_SECTION_ATTR]: section.id }}
                className={linkClass(current)}
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                <span className={labelClass(current)}>
                  <Message of={section.label} />
                </span>
              </a>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
