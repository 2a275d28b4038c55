import type { Config } from '../../config/config.js';
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger/logger.js';
import { serialKicks } from '../../lib/serial-kicks.js';
import { createSolapiProvider } from '../solapi/solapi-provider.js';
import type { TTextMessageProvider } from '../text-message-provider.js';
import {
  createSendPendingTextMessages,
  type SendPendingTextMessages,
} from './send-pending-text-messages.js';

/** How many due messages one after-commit kick sends at most; the rest waits for the job. */
const KICK_LIMIT = 20;

export interface TextMessageOutbox {
  /** The provider it sends through, which also confirms the delivery reports. */
  provider: TTextMessageProvider;
  /** For the `text-message-outbox` job: sends what is due. */
  sendPendingTextMessages: SendPendingTextMessages;
  /**
   * Call after the transaction that queued a message has committed: sends it at once in the
   * background. The caller does not wait, and a failure only leaves the message for a retry.
   */
  sendSoon(): void;
  /** Resolves once every kick so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

/** The text-message outbox, mirroring the mail outbox (mail/outbox/mail-outbox.ts). */
export function createTextMessageOutbox(deps: {
  prisma: PrismaClient;
  provider: TTextMessageProvider;
  logger: Logger;
  /** SOLAPI_SMS_FALLBACK; on when not given. */
  smsFallback?: boolean;
}): TextMessageOutbox {
  const sendPendingTextMessages = createSendPendingTextMessages(deps);
  const kicks = serialKicks(
    () => sendPendingTextMessages({ limit: KICK_LIMIT, now: new Date() }),
    (error) => deps.logger.error({ err: error }, 'sending queued text messages failed'),
  );
  return {
    provider: deps.provider,
    sendPendingTextMessages,
    sendSoon: kicks.kick,
    settled: kicks.settled,
  };
}

/**
 * The outbox over the configured provider (Solapi, docs/decisions/0031); null when none is
 * configured: the text channel is off and every message goes by mail as before.
 */
export function createConfiguredTextMessageOutbox(deps: {
  config: Pick<Config, 'textMessages'>;
  prisma: PrismaClient;
  logger: Logger;
}): TextMessageOutbox | null {
  const { solapi, smsFallback } = deps.config.textMessages;
  if (solapi === null) return null;
  return createTextMessageOutbox({
    prisma: deps.prisma,
    provider: createSolapiProvider(solapi),
    logger: deps.logger,
    smsFallback,
  });
}
