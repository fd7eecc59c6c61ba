#!/usr/bin/env bash
# Builds the apps (dist/) and the gateway (build/), unless neither can have changed since they were
# last built: after each build it keeps a fingerprint of the build's inputs (the Node version, the
# installed packages, and every file git tracks or would track outside tests/, bench/, .ci/ and
# the Markdown), and the same fingerprint with both builds present skips the work. `npm start`
# builds, so the `npm test` after it, and a second `npm start`, need not build the same again
# (about 20 s on 2 cores). Without git (a copy of the files only) it always builds; BUILD_ALWAYS=1
# forces a build.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=build/.inputs-fingerprint

fingerprint() {
  git rev-parse --is-inside-work-tree >/dev/null 2>&1 || return 0
  {
    node --version
    cat node_modules/.package-lock.json 2>/dev/null || true
    # A deleted file drops out of the list (sha1sum skips it), which changes the fingerprint too.
    git ls-files -z --cached --others --exclude-standard -- . ':!tests' ':!bench' ':!.ci' ':!*.md' | xargs -0 sha1sum 2>/dev/null || true
  } | sha1sum | cut -d' ' -f1
}

current="$(fingerprint)"
if [[ -z ${BUILD_ALWAYS:-} && -n $current && -f $stamp && "$(cat "$stamp")" == "$current" && -f dist/shell/index.html && -f build/gateway/main.js ]]; then
  echo "build: dist/ and build/ are current (no input changed since they were built)"
  exit 0
fi
# No fingerprint while a build runs: one cut short must not pass for current.
rm -f "$stamp"
npm run --silent build
npm run --silent build:server
if [[ -n $current ]]; then echo "$current" >"$stamp"; fi
