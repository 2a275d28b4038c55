import { scheduledJob } from '../jobs/scheduled-job.js';
import { jobUnits } from '../jobs/job-units.js';
import { createAnonymizeLeftMembers } from './anonymize-left-members.js';

/**
 * Daily at 03:30 Seoul: anonymizes the members who left a year ago and deletes the payment records
 * of those who left five years ago (docs/product/privacy.md). Idempotent: a retry or a second run
 * finds nothing left to do.
 */
export const personalDataRetentionJob = scheduledJob(
  'personal-data-retention',
  { cron: '30 3 * * *', retries: 3, retryDelaySeconds: 5 * 60, expireInSeconds: 15 * 60 },
  async (context) => {
    const { prisma, now, report } = context;
    const anonymizeLeftMembers = createAnonymizeLeftMembers({
      prisma,
      units: jobUnits(context),
      now,
    });
    const result = await anonymizeLeftMembers();
    report({ ...result }, 'retention applied');
  },
);
