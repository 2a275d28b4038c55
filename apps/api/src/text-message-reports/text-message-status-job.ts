import { scheduledJob } from '../jobs/scheduled-job.js';
import { createCheckTextMessageStatuses } from './check-text-message-statuses.js';
import { createConfirmTextMessages } from './confirm-text-messages.js';
import { createTextMessageReportRepository } from './text-message-report-repository.js';

/**
 * Every 10 minutes: asks the provider about the text messages whose delivery report never came
 * (docs/product/text-messages.md, docs/product/jobs.md). Without a provider configured nothing
 * was sent and it does nothing. A provider that cannot be asked fails the run, which is retried;
 * two runs at once take different rows, and each row is recorded once.
 */
export const textMessageStatusJob = scheduledJob(
  'text-message-status',
  { cron: '*/10 * * * *', retries: 3, retryDelaySeconds: 60, expireInSeconds: 15 * 60 },
  async ({ prisma, now, logger, texts, report }) => {
    if (!texts) return;
    const reports = createTextMessageReportRepository(prisma);
    const { provider } = texts.outbox;
    const checkTextMessageStatuses = createCheckTextMessageStatuses({
      reports,
      confirm: createConfirmTextMessages({ reports, provider, logger, now }),
      now,
    });
    const result = await checkTextMessageStatuses();
    if (result.asked > 0) report({ ...result }, 'text-message statuses checked');
  },
);
