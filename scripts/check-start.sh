#!/usr/bin/env bash
# Runs `npm start` as the README's first command does (after `npm install`), on a free port and an
# empty data folder, with the machine's own Node first on PATH, and checks that the site answers:
# the home page, GraphQL, and the startup banner with the demo admin's login. Stops it afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
data="$(mktemp -d)"
log="$(mktemp)"
setsid env PORT="$port" DATA_DIR="$data" npm start >"$log" 2>&1 &
pid=$!
cleanup() {
  kill -TERM -- "-$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$data" "$log"
}
trap cleanup EXIT
for _ in $(seq 1 300); do
  if curl -fs -o /dev/null "http://localhost:$port/"; then break; fi
  if ! kill -0 "$pid" 2>/dev/null; then
    cat "$log"
    echo "check-start: npm start exited before the site answered" >&2
    exit 1
  fi
  sleep 1
done
fail() { cat "$log"; echo "check-start: $1" >&2; exit 1; }
# Each answer is read whole before it is searched: `curl | grep -q` fails under pipefail whenever
# grep stops reading at the match while curl still writes the rest of a long page.
home="$(curl -fs "http://localhost:$port/")" || fail "the home page did not answer"
grep -q '<title>FreshMeals</title>' <<<"$home" || fail "the home page did not answer with the site"
graphql="$(curl -fs -H 'content-type: application/json' -d '{"query":"{ __typename }"}' "http://localhost:$port/graphql")" || fail "GraphQL did not answer"
grep -q '"Query"' <<<"$graphql" || fail "GraphQL did not answer with its schema"
grep -q "FreshMeals is running at http://localhost:$port/" "$log" || fail "the banner did not print the URL"
grep -q "Demo admin login: admin@example.com / Admin@1234" "$log" || fail "the banner did not print the demo admin's login"
grep -m1 '^Using Node' "$log" || true
echo "check-start: npm start served the site on port $port"
