#!/usr/bin/env bash
# Runs a command as if it were a given instant in Seoul: every process it starts (the Playwright
# runner, the e2e server, Chromium) shares one clock shifted by the same offset, which keeps
# running from there (libfaketime's relative offset; Debian's faketime / libfaketime package).
#
#   scripts/at.sh <when> <command> [args...]
#
# <when> is an ISO date-time, read as Seoul time unless it names its own offset, or "now":
#   scripts/at.sh 2026-11-29T23:30 pnpm exec playwright test e2e/makeups.spec.ts
#   scripts/at.sh 2026-12-31T22:00+09:00 env CI=true pnpm exec playwright test
#   scripts/at.sh now pnpm exec playwright test      # the real clock, nothing preloaded
#
# TZ is left as it is (the machine's clock is UTC on CI); set it yourself to try another zone.
# FAKETIME_DONT_FAKE_MONOTONIC=1 in the environment is passed on, should a program hang.
set -euo pipefail

if [[ $# -lt 2 ]]; then
  sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 64
fi

when=$1
shift

if [[ $when == now ]]; then
  exec "$@"
fi

library=${FAKETIME_LIBRARY:-/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1}
if [[ ! -r $library ]]; then
  echo "at.sh: $library not found (apt-get install libfaketime, or set FAKETIME_LIBRARY)" >&2
  exit 69
fi

# A date-time without its own offset is Seoul's.
if [[ $when =~ (Z|[+-][0-9]{2}:?[0-9]{2})$ ]]; then
  instant=$when
else
  instant="$when+09:00"
fi
target=$(date -d "$instant" +%s)
offset=$((target - $(date +%s)))

if [[ $offset -ge 0 ]]; then
  sign=+
else
  sign=-
  offset=$((-offset))
fi

echo "at.sh: running at $(TZ=Asia/Seoul date -d "@$target" '+%Y-%m-%d %H:%M:%S %a') Seoul (offset ${sign}${offset}s)" >&2
export LD_PRELOAD=${library}${LD_PRELOAD:+:$LD_PRELOAD}
export FAKETIME="${sign}${offset}"
export FAKETIME_DONT_RESET=1

# libfaketime keeps the moved clock's start in shared memory, which the first process to load it
# makes and removes when it exits. A shell that made it removed it whenever one of its forked
# copies (a subshell) exited too, and the processes started after that failed ("sem_open
# failed"). So a holder that never forks makes it and keeps it for the command's whole run; every
# process of the command joins it (FAKETIME_SHARED).
sleep 2147483647 &
holder=$!
shared="/faketime_sem_$holder /faketime_shm_$holder"
release() {
  kill "$holder" 2>/dev/null || true
  rm -f "/dev/shm/sem.faketime_sem_$holder" "/dev/shm/faketime_shm_$holder"
}
trap release EXIT
for _ in $(seq 1 100); do
  [[ -e /dev/shm/sem.faketime_sem_$holder ]] && break
  sleep 0.05
done
export FAKETIME_SHARED=$shared
status=0
"$@" || status=$?
exit "$status"
