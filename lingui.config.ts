import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// English is the source language; translators edit locales/{nl,de,fr}/messages.po only.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'nl', 'de', 'fr'],
  fallbackLocales: { default: 'en' },
  // Two catalogs: the long legal texts have their own, loaded only on the legal pages,
  // so every other page downloads a much smaller catalog (docs/decisions/002).
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: ['<rootDir>/app/content/legal/**'],
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
