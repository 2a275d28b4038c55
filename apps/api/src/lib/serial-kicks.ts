/**
 * Runs `work` in the background each time it is kicked, one run after another: an outbox's
 * after-commit send, so one process never sends twice at once for itself. A failed run is handed
 * to `failed` (it only leaves its rows for a retry); `settled` resolves once every kick so far has
 * finished (tests, shutdown).
 */
export function serialKicks(work: () => Promise<unknown>, failed: (error: unknown) => void) {
  let running: Promise<void> = Promise.resolve();
  return {
    kick(): void {
      running = running.then(work).then(() => undefined, failed);
    },
    settled: (): Promise<void> => running,
  };
}
