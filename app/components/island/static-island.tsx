import { use, useEffect, useReducer, useState, useSyncExternalStore, type ReactNode } from 'react'
import { useLingui } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { loadNamespace, type Namespace } from '~/i18n/lingui'
import type { Locale } from '~/i18n/languages'
import { useLocale } from '~/i18n/use-lang-param'

/**
 * Static islands (docs/decisions/006): page content that needs no JavaScript — text,
 * cards, plain links — rendered into the HTML by the server and kept as it is by the
 * browser. Its components and its strings (a catalog namespace of their own) are not
 * part of the page's start-up JavaScript; they are downloaded only when the browser
 * itself has to render the content: after a client-side navigation to the page, or a
 * language switch on it (the route's loader prepares them, so nothing flashes).
 */
export interface Island<M> {
  /** Loads the module and merges the namespace of a language into an i18n instance. */
  prepare: (i18n: I18n, locale: Locale) => Promise<M>
  /** True once both are done for this instance and language. */
  isReady: (i18n: I18n, locale: string) => boolean
  /** The loaded module, if any. */
  module: () => M | undefined
}

export function defineIsland<M>(importer: () => Promise<M>, namespace: Namespace): Island<M> {
  let module: M | undefined
  let loading: Promise<M> | undefined
  const load = () =>
    (loading ??= importer().then(
      (loaded) => (module = loaded),
      (error: unknown) => {
        loading = undefined // a lost connection: the next attempt loads again
        throw error
      },
    ))
  // Per i18n instance (one per router: per request on the server) and language; the
  // same promise each time, as React's `use` needs.
  const prepared = new WeakMap<I18n, Map<string, Promise<M>>>()
  const ready = new WeakMap<I18n, Set<string>>()
  return {
    prepare(i18n, locale) {
      const byLocale = prepared.get(i18n) ?? new Map<string, Promise<M>>()
      prepared.set(i18n, byLocale)
      let promise = byLocale.get(locale)
      if (!promise) {
        promise = Promise.all([load(), loadNamespace(i18n, locale, namespace)]).then(
          ([loaded]) => {
            const locales = ready.get(i18n) ?? new Set<string>()
            ready.set(i18n, locales.add(locale))
            return loaded
          },
          (error: unknown) => {
            byLocale.delete(locale)
            throw error
          },
        )
        byLocale.set(locale, promise)
      }
      return promise
    },
    isReady: (i18n, locale) => module !== undefined && (ready.get(i18n)?.has(locale) ?? false),
    module: () => module,
  }
}

const noSubscription = () => () => {}

/**
 * Renders `render(module)` on the server and on client-side renders; during hydration
 * it keeps the server's HTML untouched (an element whose innerHTML React does not
 * manage: React neither hydrates nor replaces it). The wrapper is `display: contents`,
 * so the layout is that of the content.
 */
export function StaticIsland<M>({ island, render }: { island: Island<M>; render: (module: M) => ReactNode }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  // The server snapshot is used only while hydrating: true exactly when this island's
  // HTML came from the server.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  )
  const [serverLocale] = useState(() => (hydrating && typeof document !== 'undefined' ? locale : null))
  const [, update] = useReducer((n: number) => n + 1, 0)
  const ready = island.isReady(i18n, locale)
  // The server's HTML stays while it is in the page's language — and, after a language
  // switch, until the new language's content is loaded (no empty flash, no shift).
  const keepServerHtml = serverLocale !== null && (locale === serverLocale || !ready)

  useEffect(() => {
    if (keepServerHtml && locale !== serverLocale) void island.prepare(i18n, locale).then(update, () => {})
  }, [keepServerHtml, locale, serverLocale, island, i18n])

  if (keepServerHtml) {
    return <div key="server" data-island="" className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  }
  const module = ready ? island.module()! : use(island.prepare(i18n, locale))
  return (
    <div key="client" data-island="" className="contents">
      {render(module)}
    </div>
  )
}
