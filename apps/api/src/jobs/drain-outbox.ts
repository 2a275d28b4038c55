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

const DAY_MS = 86_400_000;

/**
 * One run of an outbox's job: drains what is due (nothing without `send`, when the channel is
 * off), forgets the settled rows older than `retentionDays` (`forget` gets that instant and
 * answers how many rows went) and reports the run only when it did something.
 */
export async function runOutboxJob(run: {
  now: () => Date;
  send?: (limit: number) => Promise<TOutboxRun>;
  retentionDays: number;
  forget: (createdBefore: Date) => Promise<{ count: number }>;
  report: (summary: Record<string, unknown>, message: string) => void;
  message: string;
}): Promise<void> {
  const totals = run.send ? await drainOutbox(run.send) : { sent: 0, retried: 0, failed: 0 };
  const cutoff = new Date(run.now().getTime() - run.retentionDays * DAY_MS);
  const { count: forgotten } = await run.forget(cutoff);
  if (totals.sent + totals.retried + totals.failed + forgotten > 0) {
    run.report({ ...totals, forgotten }, run.message);
  }
}
