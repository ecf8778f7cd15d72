// The application: catalog(s) first, then hydration (see client.tsx for when it starts).
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'
import { LEGAL_PAGES, loadCatalog } from './i18n/lingui'
import { DEFAULT_LOCALE, isLocale } from './i18n/languages'
import { findByPublicPath } from './i18n/slugs'

// The server rendered the page in the language of its URL (<html lang>). Load that
// catalog (and the legal one on legal pages) before hydrating, so the first client
// render matches the server HTML.
const lang = document.documentElement.lang
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
const page = findByPublicPath(location.pathname)
void Promise.all([
  loadCatalog(locale),
  page && LEGAL_PAGES.includes(page.routeId) ? loadCatalog(locale, 'legal') : null,
]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
})
