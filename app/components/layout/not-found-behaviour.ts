/**
 * What the not-found page (docs/product.md#not-found-page) does in the browser, one
 * implementation for the React component (not-found-page.tsx) and, until the app boots,
 * the page script (app/boot/page-script.ts): the path is logged to the console (a
 * malformed one with the router rewrite's warning, docs/product.md#malformed-paths), and
 * "Go Back" goes back in the browser's history when there is one — also when the
 * browser sent no Referer, so the server could not fill the link in.
 */

import { sanitizePathname } from '~/i18n/sanitize-path'

/** On the Go Back link (server/prerendered.ts finds it, server/fast-path.ts fills its href in per request). */
export const GO_BACK_ATTR = 'data-go-back'

const LOGGED = 'ccNotFoundLogged'
type LogWindow = Window & { [LOGGED]?: string }

/** Logs the unknown path once per document, whichever runner comes first. */
export function logNotFound(path: string): void {
  const w = window as LogWindow
  if (w[LOGGED] === path) return
  w[LOGGED] = path
  console.error(`404 Error: User attempted to access non-existent route: ${path}`)
}

/** Go Back's click: history back instead of the link, when there is a page to go back to. */
export function goBack(event: { preventDefault(): void }, back: () => void): void {
  if (window.history.length < 2) return
  event.preventDefault()
  back()
}

/**
 * The not-found page before the app has booted: logs the path and handles Go Back —
 * until `hydratedAttr` marks the app in charge (its own onClick then does it).
 */
export function notFoundInPage(doc: Document, hydratedAttr: string): void {
  if (!doc.querySelector(`a[${GO_BACK_ATTR}]`)) return
  // The app's router warns the same way when it boots (its rewrite uses this function).
  sanitizePathname(location.pathname)
  logNotFound(location.pathname + location.search + location.hash)
  doc.addEventListener('click', (event) => {
    if (
      doc.documentElement.hasAttribute(hydratedAttr) ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    const link = event.target instanceof Element ? event.target.closest(`a[${GO_BACK_ATTR}]`) : null
    if (link) goBack(event, () => history.back())
  })
}
