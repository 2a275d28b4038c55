#!/usr/bin/env bash
# Installs (where missing) and starts the local PostgreSQL server the API tests also run on, with
# the password the tests connect with: postgres/postgres on 127.0.0.1:5432.
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
# As the server's user. Under scripts/at.sh, libfaketime shares its state through a semaphore of
# the user who started the run (FAKETIME_SHARED), which the server's user may not open: its
# processes keep their own (the moved clock is a fixed offset, the same in every process).
as_postgres() { runuser -u postgres -- env -u FAKETIME_SHARED "$@"; }
read -r version name data_dir log_file < <(pg_lsclusters --no-header | awk 'NR==1 {print $1, $2, $6, $7}')
if [ -n "${FAKETIME:-}" ]; then
  # A run at another instant (scripts/at.sh): the server reads the same moved clock as the tests.
  # pg_ctl, not pg_ctlcluster, which starts the server with a cleaned environment (no preload).
  as_postgres pg_ctlcluster "$version" "$name" stop 2>/dev/null || true
  as_postgres "/usr/lib/postgresql/$version/bin/pg_ctl" start --wait --silent -D "$data_dir" \
    -l "$log_file" -o "-c config_file=/etc/postgresql/$version/$name/postgresql.conf"
else
  # Restarted, so a server left running on a moved clock by such a run reads the real one again.
  as_postgres pg_ctlcluster "$version" "$name" stop 2>/dev/null || true
  as_postgres pg_ctlcluster "$version" "$name" start
fi
as_postgres psql -q -c "ALTER USER postgres PASSWORD 'postgres'"
