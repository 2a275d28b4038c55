import { seoulMonthOf } from '@academy/contracts';
import { scheduledJob } from '../jobs/scheduled-job.js';
import { jobUnits } from '../jobs/job-units.js';
import { createIssueMonthlyDues } from './issue-monthly-dues.js';
import { createTuitionRepository } from './tuition-repository.js';

/**
 * Issues the current Seoul month's tuition dues to the active members (docs/product/tuition.md),
 * five minutes into the first day of the month. A retry, or a run queued by hand, issues only
 * the dues still missing: the unique member and month keeps one due each.
 */
export const monthlyTuitionJob = scheduledJob(
  'monthly-tuition',
  { cron: '5 0 1 * *', retries: 5, retryDelaySeconds: 5 * 60, expireInSeconds: 15 * 60 },
  async (context) => {
    const { prisma, now, report } = context;
    const month = seoulMonthOf(now());
    const issueMonthlyDues = createIssueMonthlyDues({
      units: jobUnits(context),
      tuition: createTuitionRepository(prisma),
    });
    const { issuedCount } = await issueMonthlyDues(month);
    report({ month, issued: issuedCount }, 'tuition dues issued');
  },
);
