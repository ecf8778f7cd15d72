import { StaticContent } from '~/components/static/static-content'
import { FloatingBreadcrumb } from './floating-breadcrumb'
import { homeContent } from './static-content-loaders'

/**
 * Home page (docs/product.md#home-page): hero, Chat Control explainer, tools, news, floating breadcrumb.
 * The sections are static content (server HTML, never hydrated, static-content.tsx);
 * the breadcrumb is the page's only hydrated part.
 */
export function HomePage() {
  return (
    <>
      <StaticContent content={homeContent} render={(m) => <m.HomeSections />} />
      <FloatingBreadcrumb />
    </>
  )
}
