import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { getVisitorCountry } from '~/geo/geo.functions'
import { loadQueryRuntime } from '~/lib/query'
import { fromStoredCode, langParam, toStoredCode, type Lang } from '~/i18n/languages'
import { useLang } from '~/i18n/use-lang'
import { PENDING_ATTR } from '~/i18n/pending'
import { rememberManualChoice, resolveLanguage, GEOLOCATION_ERROR } from '~/i18n/resolve-language'
import { findByInternalPath, switchLanguagePath, toPublicPathname } from '~/i18n/slugs'

/**
 * The visitor's language choice: detection before paint (app/boot/pre-paint.ts) and here,
 * and the selectors' manual change. Not the page's language, which the route decides and
 * app/i18n/use-lang.tsx hands out (`useLang`); changing the choice navigates to the page in
 * the chosen language, which then becomes the page's language.
 */
interface LanguageChoice {
  /** The page's language (useLang), the selectors' current value. */
  lang: Lang
  /** True while geolocation decides the language (selectors are disabled). */
  loading: boolean
  changeLanguage: (lang: Lang) => void
}

const LanguageChoiceContext = createContext<LanguageChoice | null>(null)

// <html data-lang-pending> is set by the pre-paint script, outside React's render; React
// reads it, and the effect below removes it once detection has decided.
function subscribePending(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [PENDING_ATTR] })
  return () => observer.disconnect()
}
const readPending = () => document.documentElement.hasAttribute(PENDING_ATTR)
const serverPending = () => false

const CLIENT_GEO_TIMEOUT_MS = 5000

export function LanguageChoiceProvider({ children }: { children: ReactNode }) {
  const lang = useLang()
  const router = useRouter()
  const navigate = useNavigate()
  const pending = useSyncExternalStore(subscribePending, readPending, serverPending)

  /** Go (replacing history) to the current page in another language. */
  const goTo = useCallback(
    (target: Lang) => {
      const { pathname, hash } = router.state.location
      const ref = findByInternalPath(pathname)
      if (ref) {
        const to = { to: ref.routeId, params: { lang: langParam(target) } } as const
        // Load the target page's code and strings first (its loader: e.g. the home page's
        // static content, docs/decisions/006), so the whole page changes language in one
        // render — content replaced later would take the keyboard focus with it.
        void router
          .preloadRoute(to)
          .catch(() => undefined)
          .then(() => navigate({ ...to, hash, search: true, replace: true }))
      } else {
        window.location.replace(switchLanguagePath(toPublicPathname(pathname), target))
      }
    },
    [navigate, router],
  )

  // Step 4 of docs/product.md#language-resolution, only when steps 1–3 could not decide before paint: a TanStack
  // Query fetch (no retry, 5 s), the query library loaded only now (app/lib/query.ts).
  useEffect(() => {
    if (!pending) return
    let current = true
    const detect = (signal?: AbortSignal) =>
      resolveLanguage({
        storage: window.localStorage,
        browserLanguages: navigator.languages ?? [navigator.language],
        geolocate: async () => {
          const timeout = AbortSignal.timeout(CLIENT_GEO_TIMEOUT_MS)
          const { countryCode } = await getVisitorCountry({ signal: signal ? AbortSignal.any([signal, timeout]) : timeout })
          if (!countryCode) throw new Error(GEOLOCATION_ERROR)
          return countryCode
        },
      })
    void loadQueryRuntime()
      .then(
        ({ getQueryClient }) =>
          getQueryClient().fetchQuery({
            queryKey: ['language-detection'],
            retry: false,
            staleTime: Infinity,
            queryFn: ({ signal }) => detect(signal),
          }),
        // The query chunk could not load (connection lost): decide without it.
        () => detect(),
      )
      .then((decision) => {
        if (!current) return
        const target = fromStoredCode(decision.language)
        if (target !== lang) goTo(target)
        document.documentElement.removeAttribute(PENDING_ATTR)
      })
    return () => {
      current = false
    }
  }, [pending, lang, goTo])

  const changeLanguage = useCallback(
    (target: Lang) => {
      rememberManualChoice(window.localStorage, toStoredCode(target))
      if (target !== lang) goTo(target)
    },
    [lang, goTo],
  )

  const value = useMemo(() => ({ lang, loading: pending, changeLanguage }), [lang, pending, changeLanguage])
  return <LanguageChoiceContext.Provider value={value}>{children}</LanguageChoiceContext.Provider>
}

export function useLanguageChoice(): LanguageChoice {
  const state = useContext(LanguageChoiceContext)
  if (!state) throw new Error('useLanguageChoice must be used inside <LanguageChoiceProvider>')
  return state
}
