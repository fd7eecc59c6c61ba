#!/usr/bin/env bash
# The API and database tests (vitest project `api`) against a throwaway PostgreSQL. Arguments go to
# vitest (a file, `-t name`, `--changed`).
#
# Without arguments, the whole suite on one cluster: first every file but the timing ones, four
# files at a time on two cores (API_WORKERS; much of a file's time is spent waiting on a database,
# a child process or a timer: three at a time kept 1.65 of the 2 cores busy, and the run took
# 667 s where two at a time took 724 s; later, four at a time took 222-228 s where three took
# 240 s, with the CPU 98% busy; a worker's files share its modules, see vitest.config.ts); then
# the files that measure how fast an answer comes (a drain deadline, the same answer time for
# known and unknown addresses), one after another in a single worker, so that no other file
# competes with what they measure.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -gt 0 ]]; then
  exec bash scripts/with-postgres.sh npx vitest run --project api "$@"
fi
TIMING_FILES=(
  tests/api/connection-limits.test.ts
  tests/api/auth-enumeration.test.ts
  tests/api/reverse-proxy.test.ts
)
excludes=()
for file in "${TIMING_FILES[@]}"; do excludes+=(--exclude "$file"); done
exec bash scripts/with-postgres.sh bash -c '
  set -e
  npx vitest run --project api --maxWorkers=${API_WORKERS:-4} "${@:2:$1}"
  npx vitest run --project api --maxWorkers=1 "${@:$(($1 + 2))}"
' api-tests "${#excludes[@]}" "${excludes[@]}" "${TIMING_FILES[@]}"
