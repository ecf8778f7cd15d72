import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// The home page's static sections (static islands, app/components/pages/home-islands.tsx)
// and the data they show.
const HOME_SOURCES = [
  ...[
    'hero-section',
    'explainer-section',
    'explainer-cta',
    'timeline',
    'tools-section',
    'tool-group',
    'tool-card',
    'trust-box',
    'news-content',
    'article-card',
    'country-tracker',
    'action-box',
  ].map((name) => `<rootDir>/app/components/sections/${name}.tsx`),
  ...['tools', 'news', 'countries', 'threats', 'timeline', 'affiliate-links', 'format'].map((name) => `<rootDir>/app/content/${name}.ts`),
]

// English is the source language; translators edit locales/{nl,de,fr}/messages.po only.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'nl', 'de', 'fr'],
  fallbackLocales: { default: 'en' },
  // Three catalogs: the long legal texts have their own, loaded only on the legal pages,
  // so every other page downloads a much smaller catalog (docs/decisions/002); the home
  // page's static sections have theirs, loaded only when the browser renders them
  // itself (docs/decisions/006).
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: ['<rootDir>/app/content/legal/**', ...HOME_SOURCES],
    },
    {
      path: '<rootDir>/locales/{locale}/home',
      include: HOME_SOURCES,
    },
    {
      path: '<rootDir>/locales/{locale}/legal',
      include: ['<rootDir>/app/content/legal'],
    },
  ],
  // No line numbers: a catalog only changes when a message changes, so the
  // "catalog is up to date" check in `npm test` is stable.
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
})
