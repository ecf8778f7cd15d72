import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

// English is the source language; translators edit locales/{nl,de,fr}/messages.po only.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'nl', 'de', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/app'],
    },
  ],
  // No line numbers: a catalog only changes when a message changes, so the
  // "catalog is up to date" check in `npm test` is stable.
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
})
