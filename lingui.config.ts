import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { EXTRACTORS } from './locales/content-extractor'
import { DEFAULT_LANG, PUBLIC_LANGS } from './app/i18n/languages'

// Catalogs follow the folders, not a list of files:
// - `home`: the home page's static sections (app/components/sections/, kept as the server
//   rendered them by StaticContent, home-page.tsx) and the data they show (app/content/);
// - `legal`: the legal documents (app/content/legal/);
// - `messages`: everything else — the shell every page hydrates, and
//   app/content/home-sections.ts, which the hydrated breadcrumb and the footer use, and
//   app/content/now.ts, the statement of where it stands now: the home page, the updates
//   page, the "Act now" pages and the newsletter's updates issue all show it, and only the
//   `messages` catalog is loaded by all of them (its one text costs every page a few
//   hundred bytes; a catalog of its own would cost every page a request).
const SECTIONS = '<rootDir>/app/components/sections'
const CONTENT_OF_HOME = '<rootDir>/app/content/!(home-sections|now|updates|corrections|roll-calls|letters|page-letters).ts'
// The updates page and what it shows: what happened after the as-of date and the corrections log.
const UPDATES = ['<rootDir>/app/components/updates', '<rootDir>/app/content/updates.ts', '<rootDir>/app/content/corrections.ts']
// "Act now" (the action index and the country pages): the pages, the roll calls they explain
// and the letters they write (app/content/roll-calls.ts, app/content/letters.ts,
// app/content/page-letters.ts). The letter to an MEP in the other official languages of the
// EU has catalogs of its own: lingui.letters.config.ts.
const ACT = [
  '<rootDir>/app/components/act',
  '<rootDir>/app/content/roll-calls.ts',
  '<rootDir>/app/content/letters.ts',
  '<rootDir>/app/content/page-letters.ts',
]

// English is the source language; translators edit the catalogs of locales/{nl,de,fr}/.
// The languages are the app's one list (app/i18n/languages.ts).
export default defineConfig({
  sourceLocale: DEFAULT_LANG,
  locales: [...PUBLIC_LANGS],
  fallbackLocales: { default: 'en' },
  // Six catalogs, one file each in locales/<language>/ (tests/unit/catalog-count.test.ts counts
  // them against this line and locales/GLOSSARY.md): the shell's `messages`; the long legal
  // texts have their own, loaded only on the legal pages, so every other page downloads a much
  // smaller catalog (docs/decisions/002); the home page's static sections have theirs, loaded
  // only when the browser renders them itself — after a client-side navigation or a language
  // switch (docs/decisions/006); the updates page and the "Act now" pages have theirs; the
  // newsletter's mails have theirs, never sent to a browser.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/app'],
      exclude: [
        '<rootDir>/app/content/legal/**',
        '<rootDir>/app/newsletter/mail/**',
        `${SECTIONS}/**`,
        CONTENT_OF_HOME,
        '<rootDir>/app/components/updates/**',
        '<rootDir>/app/content/updates.ts',
        '<rootDir>/app/content/corrections.ts',
        '<rootDir>/app/components/act/**',
        ...ACT,
      ],
    },
    // The newsletter's emails: read by the server and by the operator commands
    // (scripts/newsletter/mail-i18n.ts), never by the browser.
    {
      path: '<rootDir>/locales/{locale}/mail',
      include: ['<rootDir>/app/newsletter/mail/mail-messages.ts'],
    },
    {
      path: '<rootDir>/locales/{locale}/home',
      include: [SECTIONS, CONTENT_OF_HOME],
    },
    // The updates page (what happened since the as-of date, the corrections log), also read
    // by the Atom feeds and the newsletter's "updates since" issues.
    {
      path: '<rootDir>/locales/{locale}/updates',
      include: UPDATES,
    },
    {
      path: '<rootDir>/locales/{locale}/act',
      include: ACT,
    },
    {
      path: '<rootDir>/locales/{locale}/legal',
      include: ['<rootDir>/app/content/legal'],
    },
  ],
  // Entries in the order of the source: file by file, and within a file in the order of
  // the page (a section's heading, its text and its button side by side), so a translator
  // reads a catalog page by page (docs/translating.md). Each `#:` line names the file.
  // The texts of app/content by the content's own extractor (notes from locales/notes.ts),
  // everything else by Lingui's Babel extractor (locales/content-extractor.ts).
  extractors: EXTRACTORS,
  orderBy: 'origin',
  // No line numbers: a catalog only changes when a message changes, not when code above it
  // moves, so the "catalog is up to date" check of `npm run i18n:check` stays stable and
  // parallel branches do not conflict on every .po file. The order above still follows the
  // lines (the extractor knows them); a translator finds the place by the entry's comment
  // (page and section), which a line number would not give.
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
})
