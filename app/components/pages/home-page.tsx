import { Hydrate } from '@tanstack/react-start'
import { never } from '@tanstack/react-start/hydration'
import { HomeSections } from '~/components/sections/home-sections'
import { useLocale } from '~/i18n/use-lang-param'
import { FloatingBreadcrumb } from './floating-breadcrumb'

/**
 * Home page (spec §2.2): hero, Chat Control explainer, tools, news, floating breadcrumb.
 *
 * The sections are static: `Hydrate` with `never()` (TanStack Start's deferred
 * hydration) keeps the server's HTML and never hydrates it, and its compiler moves
 * them into a chunk of their own that a first visit never downloads. Keyed by the
 * language, so a language switch mounts the boundary afresh and renders the sections
 * in the new language on the client (the home route's loader has their strings ready,
 * docs/decisions/006). The breadcrumb is the page's only hydrated part.
 */
export function HomePage() {
  const locale = useLocale()
  return (
    <>
      <Hydrate key={locale} when={never()}>
        <HomeSections />
      </Hydrate>
      <FloatingBreadcrumb />
    </>
  )
}
