import { drainOutbox } from './drain-outbox.js';
import { scheduledJob } from './scheduled-job.js';

/** Sent rows (already emptied of subject and text), failed and discarded ones are kept this long. */
export const MAIL_OUTBOX_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The retry path of the outbox (docs/product/mail.md): each minute it sends the mails that are
 * due, those left by a failed SMTP exchange or a process that stopped before sending, and forgets
 * settled rows after MAIL_OUTBOX_RETENTION_DAYS. Claiming a row is atomic, so a run beside the
 * request's own after-commit send, or on another process, never sends a mail twice.
 */
export const mailOutboxJob = scheduledJob(
  'mail-outbox',
  { cron: '* * * * *', retries: 2, retryDelaySeconds: 30, expireInSeconds: 20 * 60 },
  async ({ prisma, now, outbox, report }) => {
    const totals = await drainOutbox((limit) => outbox.sendPendingMail({ limit, now: now() }));
    const { count: forgotten } = await prisma.mailOutbox.deleteMany({
      where: {
        status: { in: ['sent', 'failed', 'discarded'] },
        createdAt: { lt: new Date(now().getTime() - MAIL_OUTBOX_RETENTION_DAYS * DAY_MS) },
      },
    });
    if (totals.sent + totals.retried + totals.failed + forgotten > 0) {
      report({ ...totals, forgotten }, 'mail outbox worked through');
    }
  },
);
