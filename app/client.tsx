// The client entry only waits for the browser to paint the server's HTML, then loads
// the application (app/boot.tsx). Started at once, the app's JavaScript ran — and its
// ~130 KiB downloaded — before the first full paint on slow phones and delayed the
// largest text by up to a second (Lighthouse: LCP "render delay"); the page is
// complete and readable without it. The build removes the modulepreload hints from
// the prerendered HTML (scripts/defer-preloads.mjs); they are added here instead.

import { PENDING_ATTR } from './i18n/pending'

interface BootstrapData {
  router?: { manifest?: { routes?: Record<string, { preloads?: (string | { href: string })[] }> } }
}

/** Fetch the chunks of this page's routes (Start's manifest, in the page's bootstrap data) in parallel. */
function preloadRouteChunks() {
  const routes = (window as { $_TSR?: BootstrapData }).$_TSR?.router?.manifest?.routes ?? {}
  const seen = new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]'), (l) => l.href))
  for (const route of Object.values(routes)) {
    for (const preload of route.preloads ?? []) {
      const href = new URL(typeof preload === 'string' ? preload : preload.href, location.href).href
      if (seen.has(href)) continue
      seen.add(href)
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
  }
}

function boot() {
  preloadRouteChunks()
  void import('./boot')
}

// While geolocation decides the language, the page shows a skeleton: boot at once,
// the decision needs the app.
// Otherwise two frames: the first paints the parsed page, the second starts after it.
const start = () =>
  document.documentElement.hasAttribute(PENDING_ATTR)
    ? boot()
    : requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(boot, 0)))
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
else start()
