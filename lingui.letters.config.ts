import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { EXTRACTORS } from './locales/content-extractor'
import { EXTRA_LETTER_LANGUAGES } from './app/content/letter-languages.ts'

// The letter to an MEP in the official languages of the EU the site does not speak
// (app/content/letter-languages.ts, docs/translating.md#letter-languages): one catalog per
// language, locales/letters/<code>.po, made from app/content/letters.ts alone. The site's four
// languages write the same letter in their `act` catalogs (lingui.config.ts). A second
// configuration because Lingui gives every catalog of a configuration the same list of
// locales: twenty more languages in lingui.config.ts would mean twenty more of every catalog.
// `npm run i18n:extract` updates these catalogs too; vite.config.ts compiles them on import,
// and `npm run i18n:check` checks them (scripts/check-letters.ts).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', ...EXTRA_LETTER_LANGUAGES],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/letters/{locale}',
      include: ['<rootDir>/app/content/letters.ts'],
    },
  ],
  // The texts of app/content by the content's own extractor (notes from locales/notes.ts),
  // everything else by Lingui's Babel extractor (locales/content-extractor.ts).
  extractors: EXTRACTORS,
  orderBy: 'origin',
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
})
