import type { TJobName } from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Logger } from '../logger/logger.js';
import type { MailOutbox } from '../mail/outbox/mail-outbox.js';
import type { TOnlinePayments } from '../payments/online-payments.js';
import type { TextMessageOutbox } from '../text-messages/outbox/text-message-outbox.js';
import type { TTextChannel } from '../unit-of-work/text-channel.js';

/** The text channel as jobs get it: its outbox, and where its buttons' links point. */
export interface TJobTextChannel extends TTextChannel {
  outbox: TextMessageOutbox;
}

/**
 * What a job's handler gets: the database, the clock it must read "now" from, a logger, and the
 * mail outbox (a job that queues mail asks it to send once its transaction has committed), and
 * the text channel when a provider is configured (jobUnits builds a job's unit of work from them).
 */
export interface JobContext {
  prisma: PrismaClient;
  now: () => Date;
  logger: Logger;
  outbox: MailOutbox;
  texts?: TJobTextChannel;
  /** Toss Payments when it is set up (the reconciliation job asks it about lost payments). */
  payments?: TOnlinePayments;
}

/** How a failed attempt is tried again; the attempts are spaced out when `backoff` is on. */
export interface JobRetryPolicy {
  /** Attempts after the first one. */
  limit: number;
  delaySeconds: number;
  backoff: boolean;
}

/**
 * One background job (docs/product/jobs.md). The handler must be idempotent: a retry, or a run
 * queued by hand beside a scheduled one, repeats it.
 */
export interface JobDefinition {
  name: TJobName;
  /** Five-field cron expression read in Asia/Seoul; null for a job that runs only when queued. */
  cron: string | null;
  retry: JobRetryPolicy;
  /** An attempt still going after this long counts as failed and is retried. */
  expireInSeconds: number;
  run(context: JobContext): Promise<void>;
}
