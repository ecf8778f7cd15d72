import { HeroSection } from './hero-section'
import { ExplainerSection } from './explainer-section'
import { ToolsSection } from './tools-section'
import { NewsSection } from './news-section'

/**
 * The home page's content sections: text, cards, plain links and the view-all
 * `<details>` — no event handlers, no state. Rendered as static server HTML
 * (home-page.tsx); their strings are the `home` catalog (lingui.config.ts).
 */
export function HomeSections() {
  return (
    <>
      <HeroSection />
      <ExplainerSection />
      <ToolsSection />
      <NewsSection />
    </>
  )
}
