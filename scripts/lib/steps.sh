# Sourced by scripts/test.sh and .ci/run: runs each step of a test run with its time, and prints
# the time of every step when the run ends, passed or failed (docs/testing.md keeps the figures).
STEP_TIMES=()
# Seconds from `date`, not bash's SECONDS: under scripts/at.sh the shell's own start time could be
# read before the clock was moved, and a step then lasted about the offset.
now() { date +%s; }
RUN_STARTED=$(now)

# Wall time on a shared virtual machine depends on its neighbours: the hypervisor may hand a
# large share of the cores' time to other machines ("steal"). Each step also reports the CPU
# seconds its processes used (user and system, as the kernel counts the shell's finished
# children) and the steal share while it ran, so runs on a busy host can still be compared.
TICKS=$(getconf CLK_TCK 2>/dev/null || echo 100)
cpu_ticks() { [ -r /proc/$$/stat ] && awk '{print $16 + $17}' /proc/$$/stat || echo 0; }
steal_ticks() { [ -r /proc/stat ] && awk '/^cpu /{print $9, $2+$3+$4+$5+$6+$7+$8+$9}' /proc/stat || echo "0 0"; }
RUN_CPU=$(cpu_ticks)

step() {
  local name="$1"
  shift
  local started cpu steal total steal_after total_after
  started=$(now)
  cpu=$(cpu_ticks)
  read -r steal total <<<"$(steal_ticks)"
  echo "--- $name"
  "$@"
  read -r steal_after total_after <<<"$(steal_ticks)"
  STEP_TIMES+=("$(printf '%-32s %5d s %6d cpu-s  steal %3d %%' "$name" $(($(now) - started)) \
    $((($(cpu_ticks) - cpu) / TICKS)) $((100 * (steal_after - steal) / (total_after - total + 1))))")
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
  printf '%-32s %5d s %6d cpu-s\n' "whole run" "$(($(now) - RUN_STARTED))" \
    $((($(cpu_ticks) - RUN_CPU) / TICKS))
  [ "$status" -eq 0 ] || echo "(stopped by a failed step)"
}
trap print_step_times EXIT
