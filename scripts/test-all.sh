#!/usr/bin/env bash
# `npm test`: every suite, in stages, stopping at the first that fails, and at the end the time each
# stage took, so a slow stage shows in every run's log. Run through scripts/with-node.sh (npm test
# does). STAGE_TIMES, when set, is a file that earlier stages (.ci/run's install) wrote their times to.
set -uo pipefail
cd "$(dirname "$0")/.."
times="${STAGE_TIMES:-$(mktemp)}"
touch "$times"

summary() {
  echo
  echo "== stage times"
  awk -F'\t' '{ printf "  %-28s %4d s  %s\n", $1, $2, $3; total += $2 } END { printf "  %-28s %4d s\n", "total", total }' "$times"
}

stage() {
  local name=$1
  shift
  echo
  echo "== $name"
  local start=$SECONDS
  "$@"
  local status=$?
  printf '%s\t%d\t%s\n' "$name" $((SECONDS - start)) "$([[ $status -eq 0 ]] && echo ok || echo "FAILED ($status)")" >>"$times"
  if [[ $status -ne 0 ]]; then
    summary
    exit "$status"
  fi
}

stage "check" bash -c 'npm run --silent generate:prisma && npm run --silent check'
# A worker per core: Vitest's default keeps one core for itself, which left the unit tests in a
# single worker on 2 cores (110 s there; 74 s with two).
stage "unit" npx vitest run --project packages --project shell --project admin --project public --project public-mocking --maxWorkers=100%
# The build before the API tests: the tests that need a gateway process of their own run the
# compiled one when it is current, where tsx would compile the server for every start. Skipped
# when `npm start` (or a run before) built the same inputs (scripts/build-all.sh).
stage "build" bash scripts/build-all.sh
stage "API on PGlite and PostgreSQL" bash scripts/api-tests.sh
stage "E2E" bash scripts/e2e.sh
summary
