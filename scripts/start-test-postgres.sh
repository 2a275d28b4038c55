#!/usr/bin/env bash
# Installs (where missing) and starts the local PostgreSQL server the API tests also run on, with
# the password the tests connect with: postgres/postgres on 127.0.0.1:5432.
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
cluster="$(pg_lsclusters --no-header | awk 'NR==1 {print $1" "$2}')"
# shellcheck disable=SC2086 # version and name are two arguments
if [ -n "${FAKETIME:-}" ]; then
  # A run at another instant (scripts/at.sh): the server reads the same moved clock as the tests.
  pg_ctlcluster $cluster restart
else
  pg_ctlcluster $cluster start 2>/dev/null || true
fi
su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'postgres'\""
