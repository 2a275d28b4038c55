import { scheduledJob } from './scheduled-job.js';
import { createRateLimitCounters } from '../rate-limits/rate-limit-counters-repository.js';
import { forgetOldFormSubmissions } from '../db/form-submissions.js';

/** Rows removed per statement, and statements per run: a run's work stays bounded. */
const BATCH_SIZE = 5_000;
const MAX_BATCHES = 20;

/**
 * Forgets rate-limit counters whose window has closed. A closed window already counts as zero
 * (the next hit starts a new one), so this changes no answer; it keeps addresses that came once
 * from filling the table. Whatever a run leaves, the next one takes. It also forgets the guest
 * forms' fingerprints older than their minute (docs/decisions/0061).
 */
export const rateLimitCleanupJob = scheduledJob(
  'rate-limit-cleanup',
  { cron: '17 * * * *', retries: 3, retryDelaySeconds: 60, expireInSeconds: 5 * 60 },
  async ({ prisma, now, report }) => {
    const counters = createRateLimitCounters(prisma);
    let removed = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const count = await counters.deleteClosed(now(), BATCH_SIZE);
      removed += count;
      if (count < BATCH_SIZE) break;
    }
    if (removed > 0) report({ removed }, 'closed counters removed');
    const forgotten = await forgetOldFormSubmissions(prisma, now());
    if (forgotten > 0) report({ forgotten }, 'old form fingerprints forgotten');
  },
);
