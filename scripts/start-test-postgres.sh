#!/usr/bin/env bash
# Installs (where missing) and starts the local PostgreSQL server the API tests also run on, with
# the password the tests connect with: postgres/postgres on 127.0.0.1:5432.
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
# As the server's user. Under scripts/at.sh, libfaketime shares its state through a semaphore of
# the user who started the run (FAKETIME_SHARED), which the server's user may not open.
as_postgres() { runuser -u postgres -- env -u FAKETIME_SHARED "$@"; }
read -r version name < <(pg_lsclusters --no-header | awk 'NR==1 {print $1, $2}')
# Started when it is not running. It reads the real clock even under scripts/at.sh: pg_ctlcluster
# starts it with a cleaned environment, and a server on the moved clock stalled pg-boss's start-up
# (jobs-postgres.test.ts).
as_postgres pg_ctlcluster "$version" "$name" start 2>/dev/null || true
as_postgres psql -q -c "ALTER USER postgres PASSWORD 'postgres'"
# A server for tests: nothing written to it has to survive a crash of the machine, so writes are
# not forced to disk (fsync) and pages are not written whole into the log after a checkpoint. The
# API suite on PostgreSQL took 162 s instead of 219 s (docs/testing.md). Commits still wait for
# their log record (synchronous_commit stays on): with it off, the query-plan tests saw plans that
# production does not get.
as_postgres psql -q -c "ALTER SYSTEM SET fsync = off" -c "ALTER SYSTEM SET full_page_writes = off" \
  -c "SELECT pg_reload_conf()" >/dev/null
