import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/lib/chromium'
import { TEST_CONTROLLER } from './scripts/lib/test-controller'

const PORT = Number(process.env.E2E_PORT ?? 4173)
export const BASE_URL = `http://127.0.0.1:${PORT}`

// End-to-end tests run Debian's Chromium against the production build
// (`npm run build` first; scripts/test.sh does it).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The end of every run names the slowest spec files and tests (README.md, "Tests": the
  // time budget), which Playwright's own slow-file report does not for parallel files.
  reporter: [['list'], ['./tests/e2e/slowest-reporter.ts']],
  reportSlowTests: null,
  use: {
    baseURL: BASE_URL,
    locale: 'en-US',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] },
  },
  webServer: {
    // The Node that runs Playwright (Node 24 from node_modules/.bin, see scripts/test.sh).
    command: `"${process.execPath}" --import tsx server/serve.ts`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: 'https://chatcontrol.info',
      // The same controller identity as the build (scripts/test.sh): client-side
      // navigations read it from this server.
      ...TEST_CONTROLLER,
      // One database folder per server port: parallel runs never share a PGlite folder.
      PGLITE_DIR: `.data/e2e-pglite-${PORT}`,
      // Confirmation mails (no SMTP_URL): .eml files here instead of the developer's outbox.
      OUTBOX_DIR: `.data/e2e-outbox-${PORT}`,
      SMTP_URL: '',
      // …which a public SITE_URL allows only when asked (app/config.server.ts).
      MAIL_TO_FOLDER: '1',
    },
  },
})
