#!/usr/bin/env bash
# Runs each Playwright spec file against its own fresh gateway and database (the webServer of
# playwright.config.ts starts one per invocation with a new DATA_DIR), so no spec sees the data
# another left behind. Extra arguments go to every `playwright test` call. Build the apps first.
set -uo pipefail
cd "$(dirname "$0")/.."
specs=("$@")
if [ ${#specs[@]} -eq 0 ]; then
  mapfile -t specs < <(ls tests/e2e/*.spec.ts)
fi
failed=()
for spec in "${specs[@]}"; do
  echo "== $spec"
  if ! npx playwright test "$spec"; then failed+=("$spec"); fi
done
echo "E2E: $(( ${#specs[@]} - ${#failed[@]} )) of ${#specs[@]} spec files passed"
if [ ${#failed[@]} -gt 0 ]; then
  printf 'failed: %s\n' "${failed[@]}"
  exit 1
fi
