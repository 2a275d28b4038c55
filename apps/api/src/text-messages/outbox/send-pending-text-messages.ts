import type { TTextMessageKind } from '@academy/contracts';
import type { PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger/logger.js';
import {
  type TKakaoButton,
  type TTextMessage,
  type TTextMessageProvider,
  type TTextMessageResult,
  TextMessageProviderError,
} from '../text-message-provider.js';
import { firstSendingInstant } from './quiet-hours.js';

/** Attempts per message before it is marked failed (the last one about an hour after the first). */
export const MAX_TEXT_MESSAGE_ATTEMPTS = 8;
/** The wait after the first failed attempt; it doubles after each further failure. */
export const FIRST_TEXT_RETRY_DELAY_MS = 30_000;
/**
 * How long a claimed row belongs to the process that claimed it: longer than a provider call
 * may take (its timeout is 10 s), so only a sender that crashed mid-send loses it.
 */
export const TEXT_CLAIM_LEASE_MS = 5 * 60_000;
/** The provider takes idempotency keys of at most 100 characters. */
const PROVIDER_KEY_MAX_LENGTH = 100;
const MAX_ERROR_LENGTH = 1000;

interface TClaimedTextMessage {
  id: bigint;
  dedupeKey: string;
  phone: string;
  kind: TTextMessageKind;
  templateCode: string;
  variables: Record<string, string>;
  text: string;
  buttons: TKakaoButton[];
  attempts: number;
}

export interface TSendPendingTextMessagesResult {
  sent: number;
  retried: number;
  failed: number;
}

/** The wait before the next attempt once `attempts` attempts have failed. */
export const textRetryDelayMs = (attempts: number) =>
  FIRST_TEXT_RETRY_DELAY_MS * 2 ** (attempts - 1);

const errorText = (error: unknown) =>
  String(error instanceof Error ? error.message : error).slice(0, MAX_ERROR_LENGTH);

/**
 * Claims the due rows in one statement (`FOR UPDATE SKIP LOCKED` under a conditional UPDATE that
 * counts the attempt and takes a lease), as the mail outbox does: two processes never claim one
 * row, and a crashed sender's rows are due again once their lease ends.
 */
async function claimDue(
  prisma: PrismaClient,
  limit: number,
  now: Date,
): Promise<TClaimedTextMessage[]> {
  const leaseEnd = new Date(now.getTime() + TEXT_CLAIM_LEASE_MS);
  const claimed = await prisma.$queryRaw<TClaimedTextMessage[]>`
    UPDATE "text_messages" SET "attempts" = "attempts" + 1, "locked_until" = ${leaseEnd}
    WHERE "id" IN (
      SELECT "id" FROM "text_messages"
      WHERE "status" = 'queued' AND "next_attempt_at" <= ${now}
        AND ("locked_until" IS NULL OR "locked_until" <= ${now})
      ORDER BY "next_attempt_at", "id"
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "dedupe_key" AS "dedupeKey", "phone", "kind", "template_code" AS "templateCode",
      "variables", "text", "buttons", "attempts"`;
  // RETURNING keeps no order: send in the order the messages were queued.
  return claimed.sort((a, b) => (a.id < b.id ? -1 : 1));
}

function providerMessageOf(row: TClaimedTextMessage): TTextMessage {
  return {
    kind: 'alimtalk',
    key: row.dedupeKey,
    to: row.phone,
    // Until the template sync maps our codes to the provider's template ids, the templates are
    // registered under our codes (docs/product/text-messages.md, "Still missing").
    templateId: row.templateCode,
    variables: row.variables,
    buttons: row.buttons,
    text: row.text,
    smsFallback: true,
  };
}

async function recordResult(
  prisma: PrismaClient,
  row: TClaimedTextMessage,
  result: TTextMessageResult,
  now: Date,
) {
  await prisma.textMessage.update({
    where: { id: row.id },
    data:
      result.outcome === 'accepted'
        ? {
            status: 'sent',
            providerMessageId: result.providerMessageId,
            sentAt: now,
            lockedUntil: null,
            lastError: null,
          }
        : {
            status: 'failed',
            statusCode: result.statusCode,
            lastError: result.statusText.slice(0, MAX_ERROR_LENGTH),
            lockedUntil: null,
          },
  });
}

/** Answers whether the row will be tried again. */
async function recordError(
  prisma: PrismaClient,
  row: TClaimedTextMessage,
  error: unknown,
  now: Date,
) {
  // Only a call that got no answer to act on is worth repeating; a refusal of the call itself
  // (a 4xx, an answer in another shape) would fail the same way.
  const retryable = !(error instanceof TextMessageProviderError) || error.retryable;
  const retries = retryable && row.attempts < MAX_TEXT_MESSAGE_ATTEMPTS;
  const retryAt = new Date(now.getTime() + textRetryDelayMs(row.attempts));
  await prisma.textMessage.update({
    where: { id: row.id },
    data: {
      lastError: errorText(error),
      lockedUntil: null,
      ...(error instanceof TextMessageProviderError && error.httpStatus !== null
        ? { statusCode: String(error.httpStatus) }
        : {}),
      ...(retries
        ? { nextAttemptAt: firstSendingInstant(row.kind, retryAt) }
        : { status: 'failed' }),
    },
  });
  return retries;
}

/**
 * Sends the due text messages in one batch through the provider and records each result:
 * accepted → sent with the provider's message id; refused → failed with its status; a batch the
 * provider did not answer → queued again with backoff when worth retrying (failed after the last
 * attempt), failed otherwise. The provider's idempotency key is the row's dedupe key.
 */
export function createSendPendingTextMessages(deps: {
  prisma: PrismaClient;
  provider: TTextMessageProvider;
  logger: Logger;
}) {
  const { prisma, provider, logger } = deps;
  return async function sendPendingTextMessages({
    limit,
    now,
  }: {
    limit: number;
    now: Date;
  }): Promise<TSendPendingTextMessagesResult> {
    const result: TSendPendingTextMessagesResult = { sent: 0, retried: 0, failed: 0 };
    const claimed = await claimDue(prisma, limit, now);
    const tooLong = claimed.filter((row) => row.dedupeKey.length > PROVIDER_KEY_MAX_LENGTH);
    for (const row of tooLong) {
      await recordError(
        prisma,
        row,
        new TextMessageProviderError('key too long for the provider', false),
        now,
      );
      result.failed += 1;
    }
    const batch = claimed.filter((row) => row.dedupeKey.length <= PROVIDER_KEY_MAX_LENGTH);
    if (batch.length === 0) return result;
    let answers: TTextMessageResult[];
    try {
      answers = await provider.send(batch.map(providerMessageOf));
    } catch (error) {
      for (const row of batch) {
        const retries = await recordError(prisma, row, error, now);
        result[retries ? 'retried' : 'failed'] += 1;
      }
      logger.warn({ err: error, messages: batch.length }, 'sending text messages failed');
      return result;
    }
    for (const [index, row] of batch.entries()) {
      const answer = answers[index];
      if (!answer) continue;
      await recordResult(prisma, row, answer, now);
      result[answer.outcome === 'accepted' ? 'sent' : 'failed'] += 1;
    }
    return result;
  };
}

export type SendPendingTextMessages = ReturnType<typeof createSendPendingTextMessages>;
