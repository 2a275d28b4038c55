import { runOutboxJob } from './drain-outbox.js';
import { scheduledJob } from './scheduled-job.js';

/** Settled rows (sent, delivered, fell back, failed, cancelled) are kept this long, as mail is. */
export const TEXT_MESSAGE_RETENTION_DAYS = 30;

/**
 * The retry path of the text-message outbox (docs/product/text-messages.md): each minute it
 * sends the messages that are due (left by a failed call, a process that stopped before sending,
 * or waiting out the quiet hours) and forgets settled rows after TEXT_MESSAGE_RETENTION_DAYS.
 * Without a provider configured nothing is queued, and it only forgets. Claiming a row is
 * atomic, so a run beside a request's own kick, or on another process, never sends one twice.
 */
export const textMessageOutboxJob = scheduledJob(
  'text-message-outbox',
  { cron: '* * * * *', retries: 2, retryDelaySeconds: 30, expireInSeconds: 20 * 60 },
  ({ prisma, now, texts, report }) =>
    runOutboxJob({
      now,
      send: texts && ((limit) => texts.outbox.sendPendingTextMessages({ limit, now: now() })),
      retentionDays: TEXT_MESSAGE_RETENTION_DAYS,
      forget: (createdBefore) =>
        prisma.textMessage.deleteMany({
          where: {
            status: { in: ['sent', 'delivered', 'fell_back', 'failed', 'cancelled'] },
            createdAt: { lt: createdBefore },
          },
        }),
      report,
      message: 'text-message outbox worked through',
    }),
);
