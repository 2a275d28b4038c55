import { jobUnits } from '../jobs/job-units.js';
import { scheduledJob } from '../jobs/scheduled-job.js';
import { createSyncTextMessageTemplates } from './sync-text-message-templates.js';
import { createTextMessageTemplatesRepository } from './text-message-templates-repository.js';

/**
 * Every hour (and when the API starts, or an admin asks), keeps what the provider holds of our
 * 알림톡 templates: each code's template id and review state, or that it is gone
 * (docs/decisions/0034-alimtalk-template-sync.md). One list call of a few pages; without a
 * provider configured it does nothing. A failed call writes nothing and is tried again.
 */
export const textMessageTemplatesJob = scheduledJob(
  'text-message-templates',
  { cron: '7 * * * *', retries: 3, retryDelaySeconds: 60, expireInSeconds: 5 * 60 },
  async (context) => {
    if (!context.texts) return;
    const sync = createSyncTextMessageTemplates({
      units: jobUnits(context),
      templates: createTextMessageTemplatesRepository(context.prisma),
      provider: context.texts.outbox.provider,
    });
    const result = await sync(context.now());
    context.report({ ...result }, 'text-message templates synced');
  },
);
