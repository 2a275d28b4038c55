/**
 * Runs `task` once the browser has nothing more urgent to do (at the latest after `timeoutMs`),
 * for start-up work no first paint needs (docs/performance.md). Safari has no
 * requestIdleCallback: there it runs on the next turn of the event loop. Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
