#!/usr/bin/env bash
# `npm test`: type check, catalogs, unit tests, the migrations on a real PostgreSQL
# server, production build, end-to-end tests in Debian Chromium (chromium and
# postgresql are installed with apt-get when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then bash scripts/install-deps.sh; fi

if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Debian chromium for end-to-end tests…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# A real PostgreSQL server for the migration and role tests (scripts/test-postgres.ts).
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing Debian postgresql for the database tests…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi

# The 40 pages are prerendered at build time with SITE_URL baked into canonical and
# hreflang links; the e2e server (playwright.config.ts) runs with the same value.
export SITE_URL="${SITE_URL:-https://chatcontrol.info}"
# A production build needs the data controller's identity (app/config.server.ts,
# assertProductionConfig); the test build names a test operator unless one is set.
export CONTROLLER_NAME="${CONTROLLER_NAME:-Chat Control Info Test Operator}"
export CONTROLLER_ADDRESS="${CONTROLLER_ADDRESS:-Rue de la Loi 1, 1000 Brussels, Belgium}"
export CONTROLLER_EMAIL="${CONTROLLER_EMAIL:-privacy@chatcontrol.info}"

echo "== i18n catalogs and glossary"
npm run i18n:check
echo "== type check"
npx tsc --noEmit
echo "== unit tests"
npx vitest run
echo "== migrations and role permissions on a real PostgreSQL server"
npx tsx scripts/test-postgres.ts
echo "== production build"
npm run build
echo "== end-to-end tests"
npx playwright test
