// The module behind the home page's static islands (see home-island.ts).
export { HeroSection } from '~/components/sections/hero-section'
export { ExplainerSection } from '~/components/sections/explainer-section'
export { ToolsSection } from '~/components/sections/tools-section'
export { NewsIntro, NewsArticles, NewsAside } from '~/components/sections/news-content'
