/** Resolves when `promise` settles or `ms` have passed, whichever comes first. */
function settledWithin(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The session check (GET /auth/verify) in flight, which a refresh waits for: `track` starts
 * following one; `settled` resolves once it settles or after `ms` at most, null when there is none.
 */
export function createCheckTracker() {
  let checkInFlight: Promise<unknown> | null = null;
  const track = (check: Promise<unknown>) => {
    const tracked = check.catch(() => undefined);
    checkInFlight = tracked;
    void tracked.then(() => {
      if (checkInFlight === tracked) checkInFlight = null;
    });
  };
  const settled = (ms: number) => checkInFlight && settledWithin(checkInFlight, ms);
  return [track, settled] as const;
}
