#!/usr/bin/env bash
# `npm run generate:prisma`: the Prisma client and the Pothos types from prisma/schema.prisma, unless
# they were generated from the same inputs (the schema, the Prisma config, the installed packages and
# the Node version). Generating rewrites every file under prisma/generated/, and a file there newer
# than the compiled gateway marks that build as out of date: the tests that start gateway processes
# then ran the sources through tsx, and the browser tests rebuilt the server, after every `npm start`
# and `npm test` had generated the same client again. GENERATE_ALWAYS=1 generates anyway.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=prisma/generated/.inputs-fingerprint
current="$({
  node --version
  cat prisma/schema.prisma prisma.config.ts
  cat node_modules/.package-lock.json 2>/dev/null || true
} | sha1sum | cut -d' ' -f1)"
if [[ -z ${GENERATE_ALWAYS:-} && -f $stamp && "$(cat "$stamp")" == "$current" && -f prisma/generated/client/client.ts && -f prisma/generated/pothos-types.ts ]]; then
  exit 0
fi
# No fingerprint while generating: one cut short must not pass for current.
rm -f "$stamp"
PRISMA_SCHEMA_ENGINE_BINARY=/bin/true prisma generate
echo "$current" >"$stamp"
