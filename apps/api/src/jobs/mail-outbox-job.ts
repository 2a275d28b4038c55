import { runOutboxJob } from './drain-outbox.js';
import { scheduledJob } from './scheduled-job.js';

/** Sent rows (already emptied of subject and text), failed and discarded ones are kept this long. */
export const MAIL_OUTBOX_RETENTION_DAYS = 30;

/**
 * The retry path of the outbox (docs/product/mail.md): each minute it sends the mails that are
 * due, those left by a failed SMTP exchange or a process that stopped before sending, and forgets
 * settled rows after MAIL_OUTBOX_RETENTION_DAYS. Claiming a row is atomic, so a run beside the
 * request's own after-commit send, or on another process, never sends a mail twice.
 */
export const mailOutboxJob = scheduledJob(
  'mail-outbox',
  { cron: '* * * * *', retries: 2, retryDelaySeconds: 30, expireInSeconds: 20 * 60 },
  ({ prisma, now, outbox, report }) =>
    runOutboxJob({
      now,
      send: (limit) => outbox.sendPendingMail({ limit, now: now() }),
      retentionDays: MAIL_OUTBOX_RETENTION_DAYS,
      forget: (createdBefore) =>
        prisma.mailOutbox.deleteMany({
          where: {
            status: { in: ['sent', 'failed', 'discarded'] },
            createdAt: { lt: createdBefore },
          },
        }),
      report,
      message: 'mail outbox worked through',
    }),
);
