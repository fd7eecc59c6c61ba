#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster:
#
#   bash scripts/with-postgres.sh npx vitest run tests/db
#
# Starts a fresh cluster in a temp dir (trust auth, fsync off, a free port on 127.0.0.1), exports
# TEST_PG_URL=postgres://postgres@127.0.0.1:PORT/postgres, runs the command, then always stops
# and deletes the cluster and exits with the command's exit code. When TEST_PG_URL is already set,
# it only runs the command (against that server). WITH_PG_OPTIONS adds server options, e.g.
# "-c shared_preload_libraries=pg_stat_statements" for the bench's statement counts.
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 64
fi

if [[ -n "${TEST_PG_URL:-}" ]]; then
  exec "$@"
fi

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
if [[ ! -x "$PG_BIN/initdb" ]]; then
  echo "with-postgres: no PostgreSQL binaries in $PG_BIN (set PG_BIN)" >&2
  exit 1
fi

# initdb and postgres refuse to run as root: run them as the postgres OS user then.
as_pg() {
  if [[ $(id -u) -eq 0 ]]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

WORK="$(mktemp -d "${TMPDIR:-/tmp}/with-postgres.XXXXXX")"
DATA="$WORK/data"
LOG="$WORK/postgres.log" # written by the server (postgres user)
[[ $(id -u) -eq 0 ]] && chown postgres: "$WORK"
chmod 700 "$WORK"

cleanup() {
  local code=$?
  if [[ -f "$DATA/postmaster.pid" ]]; then
    as_pg "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A free TCP port, as the kernel hands one out (a tiny race with other processes is acceptable).
PORT="${TEST_PG_PORT:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"

if ! initdb_out="$(as_pg "$PG_BIN/initdb" -D "$DATA" -A trust -U postgres --no-sync 2>&1)"; then
  echo "$initdb_out" >&2
  echo "with-postgres: initdb failed" >&2
  exit 1
fi
# The socket goes to $WORK (not a shared /tmp path) so parallel clusters never collide.
if ! as_pg "$PG_BIN/pg_ctl" -D "$DATA" -l "$LOG" -w -t 60 \
  -o "-p $PORT -k $WORK -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200 ${WITH_PG_OPTIONS:-}" \
  start >/dev/null; then
  cat "$LOG" >&2
  echo "with-postgres: PostgreSQL did not start" >&2
  exit 1
fi

export TEST_PG_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL 15 on port $PORT (TEST_PG_URL=$TEST_PG_URL)" >&2

set +e
"$@"
status=$?
set -e
exit "$status"
