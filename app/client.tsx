import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'
import { loadCatalog } from './i18n/lingui'
import { DEFAULT_LOCALE, isLocale } from './i18n/languages'

// The server rendered the page in the language of its URL (<html lang>). Load that
// catalog before hydrating so the first client render matches the server HTML.
const lang = document.documentElement.lang
void loadCatalog(isLocale(lang) ? lang : DEFAULT_LOCALE).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
})
