import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger/logger.js';
import { serialKicks } from '../../lib/serial-kicks.js';
import type { Mailer } from '../mailer.js';
import { createSendPendingMail, type SendPendingMail } from './send-pending-mail.js';

/** How many due mails one after-commit kick sends at most; the rest waits for the job. */
const KICK_LIMIT = 20;

export interface MailOutbox {
  /** For the `mail-outbox` job: sends what is due. */
  sendPendingMail: SendPendingMail;
  /**
   * Call after the transaction that queued a mail has committed: sends it at once in the
   * background. The caller does not wait, and a failure only leaves the mail for a retry.
   */
  sendSoon(): void;
  /** Resolves once every kick so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

export function createMailOutbox(deps: {
  prisma: PrismaClient;
  mailer: Mailer;
  logger: Logger;
}): MailOutbox {
  const sendPendingMail = createSendPendingMail(deps);
  const kicks = serialKicks(
    () => sendPendingMail({ limit: KICK_LIMIT, now: new Date() }),
    (error) => deps.logger.error({ err: error }, 'sending queued mail failed'),
  );
  return { sendPendingMail, sendSoon: kicks.kick, settled: kicks.settled };
}
