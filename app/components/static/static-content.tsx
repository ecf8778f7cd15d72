import { use, useState, type ReactNode } from 'react'
import { useHydrated } from '@tanstack/react-router'
import { useLang } from '~/i18n/use-lang'

/**
 * Static page content — the home page's sections, the legal documents: text, cards,
 * plain links, `<details>`; no handlers, no state. The server renders it; the browser
 * keeps the server's nodes as they are and never hydrates them, so a first visit
 * downloads neither its code nor its strings. A client-side render (a navigation to
 * the page, a language switch on it) renders it in the browser.
 *
 * Why not TanStack Start's `Hydrate` with `never()`, which was built for this: in
 * @tanstack/react-start 1.169.5 (and on the router repository's main branch) it
 *  1. replaces the server's nodes with a copy right after hydration (its own
 *     `useHydrated` re-render reaches the dehydrated Suspense boundary, which React
 *     then client-renders with the copy as fallback): the keyboard focus on a link in
 *     the content drops to <body>, observers lose their targets;
 *  2. shows only its `fallback`, for good, when it mounts after hydration (NeverGate
 *     suspends forever), so a navigation or a language switch shows no content.
 * Both measured in docs/decisions/006.
 */

/** A module of static content, loaded on demand (by the route loader, see static-content-loaders.ts). */
export function defineStaticContent<M>(importer: () => Promise<M>) {
  let module: M | undefined
  let loading: Promise<M> | undefined
  const load = (): Promise<M> =>
    (loading ??= importer().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        loading = undefined // a lost connection: the next attempt loads again
        throw error
      },
    ))
  return { load, loaded: () => module }
}

export type StaticContentModule<M> = ReturnType<typeof defineStaticContent<M>>

/**
 * True while this page shows the server's HTML: the element was hydrated from the
 * document and the language has not changed since. Once false it stays false.
 */
function useServerHtml(): boolean {
  const hydrated = useHydrated()
  const lang = useLang()
  const [serverLocale, setServerLocale] = useState<string | null>(() => (hydrated ? null : lang))
  if (serverLocale !== null && serverLocale !== lang) setServerLocale(null)
  return serverLocale !== null
}

/**
 * Renders `render(module)` on the server and in client-side renders. While the page
 * shows the server's HTML, the browser renders an element whose inner HTML React does
 * not manage (empty `dangerouslySetInnerHTML`, hydration warning suppressed): React
 * keeps the server's nodes — focus, `<details>` state, observers stay — and needs
 * neither the module nor its strings. `display: contents`: the layout is the content's.
 */
export function StaticContent<M>({ content, render }: { content: StaticContentModule<M>; render: (module: M) => ReactNode }) {
  const serverHtml = useServerHtml()
  if (serverHtml && typeof document !== 'undefined') {
    return <div key="server" data-static="" className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  }
  const module = content.loaded() ?? use(content.load())
  return (
    <div key="client" data-static="" className="contents">
      {render(module)}
    </div>
  )
}
