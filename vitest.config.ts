import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'

// Unit tests only, without the TanStack Start plugin (docs/decisions/001).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
    // Confirmation mails of unit tests go to a throw-away outbox, not the project's .data/.
    env: { OUTBOX_DIR: `${process.env.TMPDIR ?? '/tmp'}/cc-vitest-outbox-${process.pid}`, SMTP_URL: '' },
  },
})
