/**
 * The floating breadcrumb's section tracking (docs/product.md#floating-breadcrumb), one
 * implementation for both of its runners: the React component (floating-breadcrumb.tsx)
 * and, until the app boots, the page script (trackInPage, app/boot/page-script.ts), which
 * writes the same classes and attributes into the server's element. The component adopts
 * that element's state when it mounts (adoptBreadcrumb), so nothing flashes back.
 */

// docs/product.md#floating-breadcrumb: margins 20 % top / 60 % bottom, threshold 0.1.
const OBSERVER_OPTIONS: IntersectionObserverInit = { rootMargin: '-20% 0px -60% 0px', threshold: 0.1 }

/** On each section's sticky sentinel (section-sentinel.tsx); the value is the section id. */
export const SECTION_SENTINEL_ATTR = 'data-section-sentinel'
/** On each of the breadcrumb's links; the value is the section id. */
export const BREADCRUMB_SECTION_ATTR = 'data-section'
/** On the breadcrumb's <nav>. */
export const BREADCRUMB_ATTR = 'data-breadcrumb'

export interface BreadcrumbState {
  /** The section in view. */
  active: string
  /** The footer is on screen: the breadcrumb steps aside (unless it holds the focus). */
  footerVisible: boolean
}

/**
 * Watches the sections (by their sentinels) and the footer; reports every change.
 * When two sections share the band, the later one (in `ids` order) fills most of the
 * screen. Returns the function that stops watching.
 */
export function trackSections(ids: readonly string[], onChange: (change: Partial<BreadcrumbState>) => void): () => void {
  const inBand = new Set<string>()
  const sections = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const id = entry.target.getAttribute(SECTION_SENTINEL_ATTR) ?? ''
      if (entry.isIntersecting) inBand.add(id)
      else inBand.delete(id)
    }
    const active = [...ids].reverse().find((id) => inBand.has(id))
    if (active) onChange({ active })
  }, OBSERVER_OPTIONS)
  document.querySelectorAll(`[${SECTION_SENTINEL_ATTR}]`).forEach((el) => sections.observe(el))
  const footer = document.querySelector('footer')
  const footerObserver = new IntersectionObserver(([entry]) => onChange({ footerVisible: Boolean(entry?.isIntersecting) }))
  if (footer) footerObserver.observe(footer)
  return () => {
    sections.disconnect()
    footerObserver.disconnect()
  }
}

export const navClass = (hidden: boolean): string =>
  `fixed inset-x-0 bottom-3 z-30 flex justify-center px-3 transition-all duration-300 ${
    hidden ? 'pointer-events-none translate-y-4 opacity-0' : 'opacity-100'
  }`

export const linkClass = (current: boolean): string =>
  `inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-medium transition-colors ${
    current ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground'
  }`

/**
 * On narrow screens only the current section shows its label, on up to two lines within
 * the room the other sections' icons leave: "Outils de confidentialité" does not fit one
 * line at 320 px, and a cut-off name is no name (tests/e2e/overflow.spec.ts).
 */
export const labelClass = (current: boolean): string =>
  current
    ? 'max-w-[calc(100vw-14.5rem)] break-words text-center leading-tight md:max-w-none md:text-left'
    : 'sr-only whitespace-nowrap md:not-sr-only'

/** Key of the expando property where the page's own tracker keeps its stop function. */
const PAGE_TRACKER = 'ccStopTracking'
type TrackedElement = HTMLElement & { [PAGE_TRACKER]?: () => void }

/**
 * The breadcrumb before the app has booted: the server's <nav> follows the sections
 * with the component's classes and attributes. Never hidden (inert) while it holds the
 * keyboard focus, as in the component.
 */
export function trackInPage(doc: Document): void {
  const nav = doc.querySelector<TrackedElement>(`[${BREADCRUMB_ATTR}]`)
  if (!nav) return
  const links = Array.from(nav.querySelectorAll<HTMLAnchorElement>(`a[${BREADCRUMB_SECTION_ATTR}]`))
  const ids = links.map((a) => a.getAttribute(BREADCRUMB_SECTION_ATTR) ?? '')
  const state: BreadcrumbState = { active: ids[0] ?? '', footerVisible: false }
  // Writes only what changed: a reader's scrolling should cost no style work when the
  // section in view stays the same.
  const set = (el: Element, className: string) => {
    if (el.className !== className) el.className = className
  }
  const render = () => {
    const hidden = state.footerVisible && !nav.contains(doc.activeElement)
    set(nav, navClass(hidden))
    if (nav.inert !== hidden) nav.inert = hidden
    if (hidden) nav.setAttribute('data-hidden', 'true')
    else nav.removeAttribute('data-hidden')
    links.forEach((a, i) => {
      const current = ids[i] === state.active
      set(a, linkClass(current))
      if (current) a.setAttribute('aria-current', 'location')
      else a.removeAttribute('aria-current')
      const label = a.querySelector('span')
      if (label) set(label, labelClass(current))
    })
  }
  const stop = trackSections(ids, (change) => {
    Object.assign(state, change)
    render()
  })
  nav.addEventListener('focusout', render)
  nav[PAGE_TRACKER] = () => {
    stop()
    nav.removeEventListener('focusout', render)
  }
}

/**
 * The state to start from: on the server the first section; in the browser what the
 * breadcrumb on the screen shows, after stopping the page's tracker.
 */
export function adoptBreadcrumb(first: string): BreadcrumbState {
  const nav = typeof document === 'undefined' ? null : document.querySelector<TrackedElement>(`[${BREADCRUMB_ATTR}]`)
  if (!nav) return { active: first, footerVisible: false }
  nav[PAGE_TRACKER]?.()
  delete nav[PAGE_TRACKER]
  const current = nav.querySelector(`a[aria-current][${BREADCRUMB_SECTION_ATTR}]`)
  return { active: current?.getAttribute(BREADCRUMB_SECTION_ATTR) ?? first, footerVisible: nav.hasAttribute('data-hidden') }
}
