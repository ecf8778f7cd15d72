// Debian's Chromium, as the end-to-end tests (playwright.config.ts), the audit
// (scripts/audit.ts) and the icon generator (scripts/generate-icons.ts) launch it.
// Playwright cannot download its own browsers here; the machine's network is closed,
// so everything that phones home is switched off (without it, Chromium's background
// connections are refused, many at a time).
import { readEnvironment } from '../../app/config.server'

const env = readEnvironment(['CHROMIUM_PATH', 'CHROME_PATH'])
export const CHROMIUM_PATH = env.CHROMIUM_PATH ?? env.CHROME_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
