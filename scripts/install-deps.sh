#!/usr/bin/env bash
# Install the exact dependency tree of package-lock.json.
# `npm ci` is tried first. npm 11 on these machines refuses the lock file because the
# registry it reaches does not list Tailwind's optional native packages for other
# platforms ("Missing: @tailwindcss/oxide-android-arm64@ from lock file"); `npm install`
# then installs the same locked versions without rewriting the lock file.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! npm ci --no-audit --no-fund; then
  echo "npm ci refused the lock file; installing the locked versions with npm install"
  npm install --no-audit --no-fund
fi
