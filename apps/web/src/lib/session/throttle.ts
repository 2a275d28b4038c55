export type TThrottle = {
  /** Runs `task` unless the last run was less than the interval ago. Returns whether it ran. */
  attempt: (task: () => void) => boolean;
  /** Counts a run that happened elsewhere (app start, a forced refresh). */
  mark: () => void;
};

export function createThrottle(intervalMs: number, now: () => number = Date.now): TThrottle {
  let lastRun: number | null = null;
  return {
    attempt(task) {
      if (lastRun !== null && now() - lastRun < intervalMs) return false;
      lastRun = now();
      task();
      return true;
    },
    mark() {
      lastRun = now();
    },
  };
}
