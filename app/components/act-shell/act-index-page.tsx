import { actContent } from '~/components/pages/static-content-loaders'
import { StaticContent } from '~/components/static/static-content'
import { VisitorCountry } from './visitor-country'
import { SiteSearchForm } from '~/components/search/search-form'

/**
 * The action index (/act): the introduction, the 27 member states as plain links (first, so a
 * phone reaches them at once), then where it stands, who decides and the letter,
 * server HTML that is never hydrated (static-content.tsx). Between them, the one part
 * the app renders: once it runs — the visitor's first intent on the list boots it
 * (docs/decisions/006) — VisitorCountry offers the visitor's own country first, from the
 * geolocation server function. Without JavaScript the list is all there is, and enough.
 */
export function ActIndexPage() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
      <StaticContent content={actContent} render={(m) => <m.ActIndexIntro />} />
      <VisitorCountry />
      <StaticContent content={actContent} render={(m) => <m.ActIndexList />} />
      {/* After the list, which a phone must show within two screens: a visitor who knows their MEP's name finds the card (docs/product.md#search). */}
      <SiteSearchForm className="mt-10 max-w-2xl" />
      <StaticContent content={actContent} render={(m) => <m.ActIndexMore />} />
    </section>
  )
}
