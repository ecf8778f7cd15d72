import { StaticIsland } from '~/components/island/static-island'
import { NewsSection } from '~/components/sections/news-section'
import { FloatingBreadcrumb } from '~/components/sections/floating-breadcrumb'
import { homeIsland } from './home-island'

/**
 * Home page (docs/product.md#home-page): hero, Chat Control explainer, tools, news, floating breadcrumb.
 * The sections are static islands (server HTML, no hydration); the view-all button
 * and the breadcrumb are the page's interactive parts.
 */
export function HomePage() {
  return (
    <>
      <StaticIsland
        island={homeIsland}
        render={(m) => (
          <>
            <m.HeroSection />
            <m.ExplainerSection />
            <m.ToolsSection />
          </>
        )}
      />
      <NewsSection />
      <FloatingBreadcrumb />
    </>
  )
}
