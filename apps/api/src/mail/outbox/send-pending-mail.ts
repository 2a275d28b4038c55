import { claimDueRows } from '../../db/claim-due-rows.js';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger/logger.js';
import type { Mailer } from '../mailer.js';
import { errorText, STORED_ERROR_MAX_LENGTH } from '../../lib/error-text.js';

/** Attempts per mail before it is marked failed (the last one about four hours after the first). */
export const MAX_MAIL_ATTEMPTS = 10;
/** The wait after the first failed attempt; it doubles after each further failure. */
export const FIRST_RETRY_DELAY_MS = 30_000;
/**
 * How long a claimed row belongs to the process that claimed it. Longer than any SMTP exchange
 * (see the transport timeouts in mailer.ts), so only a sender that crashed mid-send loses it.
 */
export const CLAIM_LEASE_MS = 15 * 60_000;

interface ClaimedMail {
  id: bigint;
  recipient: string;
  subject: string;
  text: string;
  attempts: number;
}

/** The wait before the next attempt once `attempts` attempts have failed. */
export const retryDelayMs = (attempts: number) => FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1);

export interface SendPendingMailResult {
  sent: number;
  retried: number;
  failed: number;
}

/** What sending needs of each claimed mail, and how long a claim holds the row. */
const MAIL_OUTBOX = {
  table: 'mail_outbox',
  returning: Prisma.sql`"id", "recipient", "subject", "text", "attempts"`,
  leaseMs: CLAIM_LEASE_MS,
} as const;

/**
 * Sends the due mails of the outbox. Rows are claimed in one statement (`FOR UPDATE SKIP LOCKED`
 * under a conditional UPDATE that also counts the attempt and takes a lease), so processes that
 * run this at the same time never claim the same row; a row is marked sent right after its SMTP
 * exchange and is never claimed again.
 */
export function createSendPendingMail(deps: {
  prisma: PrismaClient;
  mailer: Mailer;
  logger: Logger;
}) {
  const { prisma, mailer, logger } = deps;
  return async function sendPendingMail({
    limit,
    now,
  }: {
    limit: number;
    now: Date;
  }): Promise<SendPendingMailResult> {
    const claimed = await claimDueRows<ClaimedMail>(prisma, MAIL_OUTBOX, { limit, now });
    const result: SendPendingMailResult = { sent: 0, retried: 0, failed: 0 };
    for (const mail of claimed) {
      try {
        await mailer.send({ to: mail.recipient, subject: mail.subject, text: mail.text });
      } catch (error) {
        const lastError = errorText(error).slice(0, STORED_ERROR_MAX_LENGTH);
        const givesUp = mail.attempts >= MAX_MAIL_ATTEMPTS;
        await prisma.mailOutbox.update({
          where: { id: mail.id },
          data: {
            lastError,
            lockedUntil: null,
            ...(givesUp
              ? { status: 'failed' }
              : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)) }),
          },
        });
        logger.warn(
          { mailOutboxId: String(mail.id), attempts: mail.attempts, err: error },
          givesUp ? 'mail failed for good' : 'mail failed, will retry',
        );
        result[givesUp ? 'failed' : 'retried'] += 1;
        continue;
      }
      // Subject and text are erased once sent: code mails carry one-time codes in both, which
      // must not stay readable in the database or its backups.
      await prisma.mailOutbox.update({
        where: { id: mail.id },
        data: {
          status: 'sent',
          sentAt: now,
          lockedUntil: null,
          lastError: null,
          subject: '',
          text: '',
        },
      });
      result.sent += 1;
    }
    return result;
  };
}

export type SendPendingMail = ReturnType<typeof createSendPendingMail>;
