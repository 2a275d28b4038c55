import type { JobDefinition } from '../jobs/job-definition.js';
import { createUnitOfWork } from '../unit-of-work/unit-of-work.js';
import { createAnonymizeLeftMembers } from './anonymize-left-members.js';

/**
 * Daily at 03:30 Seoul: anonymizes the members who left a year ago and deletes the payment records
 * of those who left five years ago (docs/product/privacy.md). Idempotent: a retry or a second run
 * finds nothing left to do.
 */
export const personalDataRetentionJob: JobDefinition = {
  name: 'personal-data-retention',
  cron: '30 3 * * *',
  retry: { limit: 3, delaySeconds: 5 * 60, backoff: true },
  expireInSeconds: 15 * 60,
  async run({ prisma, now, logger, outbox }) {
    const anonymizeLeftMembers = createAnonymizeLeftMembers({
      prisma,
      units: createUnitOfWork({ prisma, outbox }),
      now,
    });
    const result = await anonymizeLeftMembers();
    logger.info({ job: 'personal-data-retention', ...result }, 'retention applied');
  },
};
