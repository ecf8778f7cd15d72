#!/usr/bin/env bash
# Install the exact dependency tree of package-lock.json, printing one line per fact and, on
# failure, npm's output in full.
# `npm ci` is tried first. npm 11 on these machines refuses the lock file because the
# registry it reaches does not list Tailwind's optional native packages for other
# platforms ("Missing: @tailwindcss/oxide-android-arm64@ from lock file"); `npm install`
# then installs the same locked versions without rewriting the lock file.
# npm's warnings are left out (.npmrc, loglevel=error): on a machine whose own Node is older
# than 24 it warns, package by package, that the engines want Node 24 — which the lock file
# installs and every npm script runs on (docs/decisions/010-node-24-from-the-lock-file.md).
set -euo pipefail
cd "$(dirname "$0")/.."
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT
START=$SECONDS
if npm ci --no-audit --no-fund >"$LOG" 2>&1; then
  HOW="npm ci"
else
  echo "npm ci refused the lock file ($(grep -m1 -E 'Missing|npm error' "$LOG" | sed 's/^npm error //' || echo 'see npm ci'));" \
    "installing the locked versions with npm install"
  if ! npm install --no-audit --no-fund >"$LOG" 2>&1; then
    cat "$LOG" >&2
    echo "error: npm install failed (its output is above)" >&2
    exit 1
  fi
  HOW="npm install"
fi
echo "installed the locked dependencies with $HOW in $((SECONDS - START)) s ($(ls node_modules | wc -l) top-level folders," \
  "Node $(node_modules/.bin/node --version 2>/dev/null || echo '?') from the lock file runs the scripts)"
