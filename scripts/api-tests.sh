#!/usr/bin/env bash
# The API and database tests (vitest project `api`) against a throwaway PostgreSQL. Arguments go to
# vitest (a file, `-t name`, `--changed`).
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/with-postgres.sh npx vitest run --project api "$@"
