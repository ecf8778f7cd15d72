import { NEWSLETTER_ANCHOR } from '~/newsletter/newsletter-outcome'
import { LANGUAGE_SWITCH_ATTR } from '~/i18n/language-switch'

/**
 * Marks a group of controls the app enhances that has no other hook for the boot
 * loader (the not-found page's buttons).
 */
export const BOOT_INTENT_ATTR = 'data-boot-intent'

/**
 * What the app enhances (docs/decisions/006): the newsletter form, the language menu
 * (`<details class="lang-menu">` and its links), the language `<select>`s, and whatever
 * carries BOOT_INTENT_ATTR. Reading, scrolling and plain links never boot the app.
 */
const BOOT_INTENT_SELECTOR = [`#${NEWSLETTER_ANCHOR} form`, '.lang-menu', `[${LANGUAGE_SWITCH_ATTR}]`, `[${BOOT_INTENT_ATTR}]`].join(',')

/** Where the inline loader finds the client entry and the route's chunks. */
export const BOOT_ENTRY_ATTR = 'data-boot-entry'
export const BOOT_HINTS_ATTR = 'data-boot-hints'

/**
 * The boot loader (the page script; scripts/defer-boot.ts writes its data attributes):
 * adds the route's chunks as modulepreload hints and the client entry — at once while
 * geolocation decides the language (only the app can finish that, and the skeleton is
 * showing) or when a control the app enhances already has the focus, otherwise at the
 * visitor's first intent on such a control: pointerdown, focusin or keydown, and on a
 * device that hovers with a fine pointer, the pointer entering it (a head start of a
 * few hundred milliseconds before the click). Nothing is prevented: a click or a submit
 * before the app is ready does what the HTML does, and a typed value, an open
 * `<details>` and the focus stay where they are for the app to adopt.
 */
export function bootOnIntent(doc: Document, script: HTMLScriptElement, pendingAttr: string): void {
  const entry = script.getAttribute(BOOT_ENTRY_ATTR)
  if (!entry) return
  const hints = (script.getAttribute(BOOT_HINTS_ATTR) ?? '').split(' ').filter(Boolean)
  const events = ['pointerdown', 'focusin', 'keydown']
  if (window.matchMedia('(hover: hover) and (pointer: fine)').matches) events.push('pointerover')
  const options = { capture: true, passive: true }
  const boot = () => {
    for (const type of events) doc.removeEventListener(type, onIntent, options)
    // The entry first, then the catalog it waits for, then the route's chunks (runtime
    // first): over HTTP/1.1 a browser opens six connections to one host, so what is
    // requested seventh waits for one of the first six to finish.
    const module = doc.createElement('script')
    module.type = 'module'
    module.src = entry
    doc.head.appendChild(module)
    for (const href of hints) {
      const link = doc.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      doc.head.appendChild(link)
    }
  }
  const isIntent = (target: EventTarget | null) => target instanceof Element && target.closest(BOOT_INTENT_SELECTOR) !== null
  function onIntent(event: Event) {
    if (isIntent(event.target)) boot()
  }
  if (doc.documentElement.hasAttribute(pendingAttr) || isIntent(doc.activeElement)) return boot()
  for (const type of events) doc.addEventListener(type, onIntent, options)
}
