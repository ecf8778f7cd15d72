import { HeroSection } from '~/components/sections/hero-section'
import { ExplainerSection } from '~/components/sections/explainer-section'
import { ToolsSection } from '~/components/sections/tools-section'
import { NewsSection } from '~/components/sections/news-section'
import { FloatingBreadcrumb } from '~/components/sections/floating-breadcrumb'

/** Home page (spec §2.2): hero, Chat Control explainer, tools, news, floating breadcrumb. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <ExplainerSection />
      <ToolsSection />
      <NewsSection />
      <FloatingBreadcrumb />
    </>
  )
}
