/** What one batch of an outbox did. */
export interface TOutboxRun {
  sent: number;
  retried: number;
  failed: number;
}

/** Rows one batch claims; a job's run sends at most MAX_BATCHES of them and leaves the rest. */
const BATCH_SIZE = 50;
const MAX_BATCHES = 20;

/**
 * Sends an outbox's due rows batch after batch until a batch comes back short (nothing more is
 * due) or MAX_BATCHES have gone, so one run has a bound however much is waiting.
 */
export async function drainOutbox(
  sendBatch: (limit: number) => Promise<TOutboxRun>,
): Promise<TOutboxRun> {
  const totals = { sent: 0, retried: 0, failed: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const result = await sendBatch(BATCH_SIZE);
    totals.sent += result.sent;
    totals.retried += result.retried;
    totals.failed += result.failed;
    if (result.sent + result.retried + result.failed < BATCH_SIZE) break;
  }
  return totals;
}
