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
port="${E2E_PORT:-4173}"
# The next spec's server needs the port: wait until the previous one has let go of it.
wait_for_free_port() {
  for _ in $(seq 1 40); do
    curl -s -o /dev/null --max-time 1 "http://localhost:$port/healthz" || return 0
    sleep 0.5
  done
  echo "e2e: port $port is still in use after the previous spec" >&2
  return 1
}
failed=()
for spec in "${specs[@]}"; do
  echo "== $spec"
  wait_for_free_port || { failed+=("$spec"); continue; }
  if [[ "$spec" == *deploys.spec.ts ]]; then
    # It deploys into the folder the gateway serves: give it a copy, so later specs see the build.
    private="$(mktemp -d)"
    cp -r "${E2E_STATIC_DIR:-dist}/." "$private/"
    if ! E2E_STATIC_DIR="$private" npx playwright test "$spec"; then failed+=("$spec"); fi
    rm -rf "$private"
  elif [[ "$spec" == *admin-outbox.spec.ts ]]; then
    # Its gateway delivers through Postmark, at a local fake the spec runs and controls.
    if ! E2E_GATEWAY_ENV="POSTMARK_SERVER_TOKEN=e2e-token POSTMARK_API_HOST=127.0.0.1:$((port + 26))" npx playwright test "$spec"; then failed+=("$spec"); fi
  elif ! npx playwright test "$spec"; then failed+=("$spec"); fi
done
echo "E2E: $(( ${#specs[@]} - ${#failed[@]} )) of ${#specs[@]} spec files passed"
if [ ${#failed[@]} -gt 0 ]; then
  printf 'failed: %s\n' "${failed[@]}"
  exit 1
fi
