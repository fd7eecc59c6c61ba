#!/usr/bin/env bash
# The browser tests: one Playwright run over every spec file (or the ones given), with a worker per
# core and one more (playwright.config.ts). Each spec file gets a gateway of its own on a copy of a
# database seeded once for the run (tests/e2e/support/test.ts). Builds the gateway (a few seconds)
# when it is missing or older than its sources; build the apps first (`npm run build`). Extra
# arguments go to `playwright test`.
set -euo pipefail
cd "$(dirname "$0")/.."
entry=build/gateway/main.js
if [[ ! -f $entry ]] || [[ -n "$(find gateway schema prisma packages/rules/src -newer "$entry" -name '*.ts' -print -quit)" ]]; then
  npm run --silent build:server
fi
exec npx playwright test "$@"
