# Sourced by scripts/test.sh and .ci/run: runs each step of a test run with its time, and prints
# the time of every step when the run ends, passed or failed (docs/testing.md keeps the figures).
STEP_TIMES=()
# Seconds from `date`, not bash's SECONDS: under scripts/at.sh the shell's own start time could be
# read before the clock was moved, and a step then lasted about the offset.
now() { date +%s; }
RUN_STARTED=$(now)

step() {
  local name="$1"
  shift
  local started
  started=$(now)
  echo "--- $name"
  "$@"
  STEP_TIMES+=("$(printf '%-32s %5d s' "$name" $(($(now) - started)))")
}

# Runs commands side by side (each given as one string), prefixing their lines; fails if any fails.
side_by_side() {
  local pids=() command status=0
  for command in "$@"; do
    (
      bash -c "$command" 2>&1 | sed -u "s|^|[$command] |"
      exit "${PIPESTATUS[0]}"
    ) &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do wait "$pid" || status=1; done
  return $status
}

print_step_times() {
  local status=$?
  echo "--- time per step"
  printf '%s\n' "${STEP_TIMES[@]}"
  printf '%-32s %5d s\n' "whole run" "$(($(now) - RUN_STARTED))"
  [ "$status" -eq 0 ] || echo "(stopped by a failed step)"
}
trap print_step_times EXIT
