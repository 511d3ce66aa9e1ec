#!/usr/bin/env bash
# The README's test command: everything, from a clean clone. Installs what is missing
# (npm packages, Debian's chromium and postgresql), then typecheck, lint, unit tests of every
# package (api on SQLite and PostgreSQL), production builds and the end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's Node (root devDependency `node`) comes first, also when this script is run directly.
export PATH="$PWD/node_modules/.bin:$PATH"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Systempakete (chromium, postgresql)"
pg_url=$(bash scripts/ensure-system.sh)
export TEST_DATABASE_URL=${TEST_DATABASE_URL:-$pg_url}
export PUPPETEER_EXECUTABLE_PATH=${PUPPETEER_EXECUTABLE_PATH:-/usr/bin/chromium}

if [ ! -x node_modules/.bin/lerna ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "npm ci"
  npm ci --no-audit --no-fund
  hash -r
fi

step "Laufzeit"
node scripts/node-runtime.mjs

step "shared-contracts bauen"
npm run build -w shared-contracts

step "Typprüfung"
npx lerna run typecheck --concurrency 2 --loglevel warn

step "Lint"
npm run lint

step "Unit- und API-Tests (API auf SQLite und PostgreSQL)"
npx lerna run test --concurrency 1 --ignore @amb/e2e --loglevel warn

step "Produktions-Builds"
npx lerna run build --concurrency 2 --ignore @amb/e2e --loglevel warn

step "End-to-End-Tests in Chromium"
npm test -w e2e
