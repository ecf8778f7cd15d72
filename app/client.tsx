// The client entry (TanStack Start's custom client entry): load the page's catalog,
// then hydrate. When it runs is decided in the page itself: the prerendered pages load
// this file when the visitor starts to use a control the app enhances — at once while
// geolocation decides the language (the skeleton shows) — see app/boot/intent.ts,
// scripts/defer-boot.ts and docs/decisions/006. Every control works as HTML until
// then, and a reader who never touches one never loads it.
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { StartClient } from '@tanstack/react-start/client'
import { loadCatalog } from './i18n/lingui'
import { DEFAULT_LANG } from './i18n/languages'
import { bootLang } from './boot/boot-lang'

// The server rendered the page in the language its root route decided (bootLang). Load
// that catalog before hydrating, so the first client render matches the server HTML. (The
// static content — StaticContent, app/components/static/ — keeps its server HTML: its catalogs are
// not needed here.)
void loadCatalog(bootLang() ?? DEFAULT_LANG).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  })
})
