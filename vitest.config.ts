import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'

// Confirmation mails of unit tests go to a throw-away outbox, not the project's .data/.
const OUTBOX = { OUTBOX_DIR: `${process.env.TMPDIR ?? '/tmp'}/cc-vitest-outbox-${process.pid}`, SMTP_URL: '' }

// Unit tests only, without the TanStack Start plugin (docs/decisions/001).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  test: {
    environment: 'node',
    // One worker per core. Vitest's default leaves a core free (availableParallelism() - 1), one
    // worker on two cores; many files wait on child processes, databases and sockets, and both
    // projects on two workers took 143 s where one took 180 s (`npx vitest run --maxWorkers=2`).
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    // Two projects in one run, so one pool of workers takes both (`--project unit` runs one):
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], env: OUTBOX } },
      // A language is data for the tests too (docs/translating.md#adding-a-language): the same
      // tests with one more language in the list (app/i18n/languages.ts reads
      // EXTRA_TEST_LANGUAGE). Left out: the tests of mail delivery, the database stores, the
      // link checker and the content's message ids and plain-Node imports, which read no
      // language list and are the slowest to repeat.
      {
        extends: true,
        test: {
          name: 'extra language (pl)',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: [
            'tests/unit/newsletter-send-robustness.test.ts',
            'tests/unit/newsletter-export.test.ts',
            'tests/unit/newsletter-flood.test.ts',
            'tests/unit/newsletter-outbox.test.ts',
            'tests/unit/db-*.test.ts',
            'tests/unit/check-links.test.ts',
            'tests/unit/content-texts.test.ts',
            'tests/unit/content-plain-node.test.ts',
          ],
          env: { ...OUTBOX, EXTRA_TEST_LANGUAGE: 'pl' },
        },
      },
    ],
  },
})
