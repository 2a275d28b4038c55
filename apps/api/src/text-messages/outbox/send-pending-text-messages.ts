import { ALIMTALK_TEMPLATES, type TTextMessageKind } from '@academy/contracts';
import { claimDueRows } from '../../db/claim-due-rows.js';
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js';
import type { Logger } from '../../logger/logger.js';
import {
  type TKakaoButton,
  type TTextMessage,
  type TTextMessageProvider,
  type TTextMessageResult,
  TextMessageProviderError,
} from '../text-message-provider.js';
import { findProviderTemplateIds } from '../template-states-repository.js';
import { endTextMessages } from './end-text-messages.js';
import { firstSendingInstant } from './quiet-hours.js';
import { securelyRedacted } from './secure-redaction.js';
import { errorText, STORED_ERROR_MAX_LENGTH } from '../../lib/error-text.js';

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

interface TClaimedTextMessage {
  id: bigint;
  dedupeKey: string;
  phone: string;
  kind: TTextMessageKind;
  templateCode: string;
  variables: Record<string, string>;
  text: string;
  channel: 'alimtalk' | 'sms';
  buttons: TKakaoButton[];
  attempts: number;
  /** Set: an earlier call that may have reached the provider went unanswered (see the schema). */
  firstSentAt: Date | null;
}

type TSenderDeps = {
  prisma: PrismaClient;
  provider: TTextMessageProvider;
  logger: Logger;
  /**
   * Whether a 알림톡 that cannot be delivered goes as SMS/LMS (SOLAPI_SMS_FALLBACK, on unless
   * set off). A secure template never does, whatever this says.
   */
  smsFallback?: boolean;
};

export interface TSendPendingTextMessagesResult {
  sent: number;
  retried: number;
  failed: number;
}

/** The wait before the next attempt once `attempts` attempts have failed. */
export const textRetryDelayMs = (attempts: number) =>
  FIRST_TEXT_RETRY_DELAY_MS * 2 ** (attempts - 1);

const storedErrorText = (error: unknown) => errorText(error).slice(0, STORED_ERROR_MAX_LENGTH);

/** The due rows, claimed as the mail outbox claims its own (see claimDueRows). */
const TEXT_OUTBOX = {
  table: 'text_messages',
  returning: Prisma.sql`"id", "dedupe_key" AS "dedupeKey", "phone", "kind",
    "template_code" AS "templateCode", "variables", "text", "channel", "buttons", "attempts",
    "first_sent_at" AS "firstSentAt"`,
  leaseMs: TEXT_CLAIM_LEASE_MS,
} as const;

/**
 * A secure template's fallback would be an ordinary SMS/LMS with the whole text, the password
 * too, on the lock screen and in the message inbox: it goes as 알림톡 or not at all
 * (docs/decisions/0033-temporary-passwords-by-alimtalk.md).
 */
const isSecure = (kind: TTextMessageKind): boolean => ALIMTALK_TEMPLATES[kind].ko.secure;

function providerMessageOf(
  row: TClaimedTextMessage,
  templateIds: ReadonlyMap<string, string>,
  smsFallback: boolean,
): TTextMessage {
  // A plain SMS/LMS carries the filled text alone (docs/decisions/0045); the provider picks SMS
  // or LMS by its length.
  if (row.channel === 'sms')
    return { kind: 'sms', key: row.dedupeKey, to: row.phone, text: row.text };
  return {
    kind: 'alimtalk',
    key: row.dedupeKey,
    to: row.phone,
    // The provider's id for our code, as the template sync found it; a code it has not seen
    // goes under its own code (docs/decisions/0034-alimtalk-template-sync.md).
    templateId: templateIds.get(row.templateCode) ?? row.templateCode,
    variables: row.variables,
    buttons: row.buttons,
    text: row.text,
    smsFallback: smsFallback && !isSecure(row.kind),
  };
}

/** A settled row of a secure template keeps its values and text masked (secure-redaction.ts). */
const settledForm = (row: TClaimedTextMessage) => securelyRedacted(row) ?? {};

/**
 * A row that failed for good, with what the provider or the call said: through
 * `endTextMessages`, which releases the mail held behind it in the same transaction.
 */
const recordFailure = (
  prisma: PrismaClient,
  row: TClaimedTextMessage,
  data: { statusCode?: string; lastError: string },
  now: Date,
) =>
  prisma.$transaction((tx) =>
    endTextMessages(
      tx,
      { id: row.id },
      { ...data, status: 'failed', lockedUntil: null, ...settledForm(row) },
      now,
    ),
  );

async function recordResult(
  prisma: PrismaClient,
  row: TClaimedTextMessage,
  result: TTextMessageResult,
  now: Date,
) {
  if (result.outcome === 'refused') {
    const lastError = result.statusText.slice(0, STORED_ERROR_MAX_LENGTH);
    await recordFailure(prisma, row, { statusCode: result.statusCode, lastError }, now);
    return;
  }
  await prisma.textMessage.update({
    where: { id: row.id },
    data: {
      status: 'sent',
      providerMessageId: result.providerMessageId,
      sentAt: now,
      lockedUntil: null,
      lastError: null,
      ...settledForm(row),
    },
  });
}

/**
 * Answers whether the row will be tried again. `alwaysRetry`: whatever the error, the row waits
 * for its next attempt (a failed lookup after an unanswered call).
 */
async function recordError(
  prisma: PrismaClient,
  row: TClaimedTextMessage,
  error: unknown,
  now: Date,
  alwaysRetry = false,
) {
  // Only a call that got no answer to act on is worth repeating; a refusal of the call itself
  // (a 4xx, an answer in another shape) would fail the same way.
  const retryable = alwaysRetry || !(error instanceof TextMessageProviderError) || error.retryable;
  const retries = retryable && row.attempts < MAX_TEXT_MESSAGE_ATTEMPTS;
  const retryAt = new Date(now.getTime() + textRetryDelayMs(row.attempts));
  const said = {
    lastError: storedErrorText(error),
    ...(error instanceof TextMessageProviderError && error.httpStatus !== null
      ? { statusCode: String(error.httpStatus) }
      : {}),
  };
  if (!retries) {
    await recordFailure(prisma, row, said, now);
    return false;
  }
  await prisma.textMessage.update({
    where: { id: row.id },
    data: { ...said, lockedUntil: null, nextAttemptAt: firstSendingInstant(row.kind, retryAt) },
  });
  return true;
}

const isAmbiguous = (
  row: TClaimedTextMessage,
): row is TClaimedTextMessage & { firstSentAt: Date } => row.firstSentAt !== null;

/**
 * The rows whose earlier call went unanswered may be at the provider already: asks it for their
 * keys first. A row it holds is sent with that message id, not sent again; the rows it does not
 * hold are answered, to be sent. A lookup that fails sends nothing: its rows wait for their next
 * attempt (failed after the last), since sending blind could send them twice.
 */
async function settleAmbiguous(
  { prisma, provider, logger }: TSenderDeps,
  rows: readonly (TClaimedTextMessage & { firstSentAt: Date })[],
  now: Date,
  result: TSendPendingTextMessagesResult,
): Promise<TClaimedTextMessage[]> {
  if (rows.length === 0) return [];
  let found: Map<string, string>;
  try {
    found = await provider.findByKeys(
      rows.map((row) => ({ key: row.dedupeKey, to: row.phone, since: row.firstSentAt })),
    );
  } catch (error) {
    for (const row of rows) {
      const retries = await recordError(prisma, row, error, now, true);
      result[retries ? 'retried' : 'failed'] += 1;
    }
    logger.warn({ err: error, messages: rows.length }, 'looking up text messages failed');
    return [];
  }
  const notFound: TClaimedTextMessage[] = [];
  for (const row of rows) {
    const providerMessageId = found.get(row.dedupeKey);
    if (providerMessageId === undefined) {
      notFound.push(row);
      continue;
    }
    await recordResult(
      prisma,
      row,
      { key: row.dedupeKey, outcome: 'accepted', providerMessageId },
      now,
    );
    result.sent += 1;
  }
  return notFound;
}

/** Sends one batch and records each answer, or the error for every row. */
async function sendBatch(
  { prisma, provider, logger, smsFallback = true }: TSenderDeps,
  batch: readonly TClaimedTextMessage[],
  now: Date,
  result: TSendPendingTextMessagesResult,
) {
  if (batch.length === 0) return;
  const templateIds = await findProviderTemplateIds(
    prisma,
    batch.map((row) => row.templateCode),
  );
  // Before the call, not after: once it is made, only its answer tells whether the provider
  // took the batch, and a lost answer must leave the rows to be looked up, not sent blind.
  await prisma.textMessage.updateMany({
    where: { id: { in: batch.map((row) => row.id) }, firstSentAt: null },
    data: { firstSentAt: now },
  });
  let answers: TTextMessageResult[];
  try {
    answers = await provider.send(
      batch.map((row) => providerMessageOf(row, templateIds, smsFallback)),
    );
  } catch (error) {
    for (const row of batch) {
      const retries = await recordError(prisma, row, error, now);
      result[retries ? 'retried' : 'failed'] += 1;
    }
    logger.warn({ err: error, messages: batch.length }, 'sending text messages failed');
    return;
  }
  for (const [index, row] of batch.entries()) {
    const answer = answers[index];
    if (!answer) continue;
    await recordResult(prisma, row, answer, now);
    result[answer.outcome === 'accepted' ? 'sent' : 'failed'] += 1;
  }
}

/**
 * Sends the due text messages in one batch through the provider and records each result:
 * accepted → sent with the provider's message id; refused → failed with its status; a batch the
 * provider did not answer → queued again with backoff when worth retrying (failed after the last
 * attempt), failed otherwise. The provider's idempotency key is the row's dedupe key. A row whose
 * earlier call went unanswered is looked up at the provider by that key before it is sent again
 * (settleAmbiguous), so a lost answer never sends a message twice.
 */
export function createSendPendingTextMessages(deps: TSenderDeps) {
  const { prisma } = deps;
  return async function sendPendingTextMessages({
    limit,
    now,
  }: {
    limit: number;
    now: Date;
  }): Promise<TSendPendingTextMessagesResult> {
    const result: TSendPendingTextMessagesResult = { sent: 0, retried: 0, failed: 0 };
    const claimed = await claimDueRows<TClaimedTextMessage>(prisma, TEXT_OUTBOX, { limit, now });
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
    const due = claimed.filter((row) => row.dedupeKey.length <= PROVIDER_KEY_MAX_LENGTH);
    const notAtProvider = await settleAmbiguous(deps, due.filter(isAmbiguous), now, result);
    const batch = [...due.filter((row) => !isAmbiguous(row)), ...notAtProvider];
    // Sent in the order the messages were queued.
    await sendBatch(
      deps,
      batch.toSorted((a, b) => (a.id < b.id ? -1 : 1)),
      now,
      result,
    );
    return result;
  };
}

export type SendPendingTextMessages = ReturnType<typeof createSendPendingTextMessages>;
