#!/usr/bin/env bash
# Compiles the gateway (with the schema, the Prisma client, the migrations runner and the seed) to
# plain JavaScript in the given folder (default build/), with the files it reads at run time that
# are not TypeScript: the SQL migrations and the page scripts of GraphiQL and the REST reference.
set -euo pipefail
out="${1:-build}"
rm -rf "$out"
node node_modules/typescript/bin/tsc -p tsconfig.server.json --outDir "$out"
mkdir -p "$out/prisma"
cp -r prisma/migrations "$out/prisma/migrations"
cp gateway/graphiql/session.js "$out/gateway/graphiql/session.js"
cp gateway/rest/docs/reference.js "$out/gateway/rest/docs/reference.js"
node scripts/bundle-server.ts "$out"
# The migrated embedded database a first start on an empty data folder loads (prisma/pglite-template.ts).
node "$out/prisma/pglite-template.js"
