// The application: catalog(s) first, then hydration (see client.tsx for when it starts).
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'
import { loadCatalog } from './i18n/lingui'
import { DEFAULT_LOCALE, isLocale } from './i18n/languages'

// The server rendered the page in the language of its URL (<html lang>). Load that
// catalog before hydrating, so the first client render matches the server HTML. (The
// home and legal pages' static content keeps its server HTML: its catalogs are not
// needed here, see docs/decisions/006.)
const lang = document.documentElement.lang
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
void loadCatalog(locale).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
})
