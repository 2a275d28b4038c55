import type { PrismaClient } from '../generated/prisma/client.js';
import { endTextMessages } from '../text-messages/outbox/end-text-messages.js';

/** The longest provider status text kept, as the outbox keeps its errors. */
const MAX_STATUS_TEXT_LENGTH = 1000;
/** The column's width: a longer code from the provider is cut rather than fail the write. */
const MAX_STATUS_CODE_LENGTH = 20;

/** What a report needs of a text message: its row, the provider's id and where it stands. */
export interface TReportedTextMessage {
  id: bigint;
  providerMessageId: string;
  status: string;
}

/** The provider's final word on one message, as the outbox records it. */
export type TTextMessageReportResult =
  | {
      status: 'delivered' | 'fell_back';
      statusCode: string;
      /** ATA, SMS or LMS as the provider says it went out; null when it does not say. */
      deliveredAs: string | null;
      at: Date;
    }
  | { status: 'failed'; statusCode: string; statusText: string | null };

/**
 * Data access for delivery reports. A report only moves a `sent` row to its final state: every
 * write is conditional on `sent`, so a repeated or late report, or two arriving at once, never
 * changes a final state again (docs/product/text-messages.md).
 */
export function createTextMessageReportRepository(prisma: PrismaClient) {
  return {
    /** Our messages among `providerMessageIds`, oldest first; ids we never sent are not there. */
    async messagesNamed(providerMessageIds: readonly string[]): Promise<TReportedTextMessage[]> {
      if (providerMessageIds.length === 0) return [];
      const rows = await prisma.textMessage.findMany({
        where: { providerMessageId: { in: [...providerMessageIds] } },
        select: { id: true, providerMessageId: true, status: true },
        orderBy: { id: 'asc' },
      });
      return rows.flatMap((row) =>
        row.providerMessageId === null
          ? []
          : [{ id: row.id, providerMessageId: row.providerMessageId, status: row.status }],
      );
    },

    /**
     * Records the final state of a row still `sent`, settling the mail held behind it in the
     * same transaction (released at `now` if it failed); answers whether it changed.
     */
    async recordFinal(id: bigint, result: TTextMessageReportResult, now: Date): Promise<boolean> {
      const statusCode = result.statusCode.slice(0, MAX_STATUS_CODE_LENGTH);
      const count = await prisma.$transaction((tx) =>
        endTextMessages(
          tx,
          { id, status: 'sent' },
          result.status === 'failed'
            ? {
                status: 'failed',
                statusCode,
                lastError: result.statusText?.slice(0, MAX_STATUS_TEXT_LENGTH) ?? null,
              }
            : {
                status: result.status,
                statusCode,
                deliveredAs: result.deliveredAs,
                deliveredAt: result.at,
              },
          now,
        ),
      );
      return count === 1;
    },

    /**
     * Claims at most `take` rows `sent` before `sentBy` whose report has not come and that were
     * not asked about since `checkedBy`: never asked first (oldest first), then the longest
     * unasked, so a stubborn pending row never starves the others. One statement with
     * `FOR UPDATE SKIP LOCKED` that stamps `status_checked_at`: two runs never take one row.
     */
    async claimUnreported(
      now: Date,
      limits: { sentBy: Date; checkedBy: Date; take: number },
    ): Promise<(TReportedTextMessage & { sentAt: Date })[]> {
      const claimed = await prisma.$queryRaw<(TReportedTextMessage & { sentAt: Date })[]>`
        UPDATE "text_messages" SET "status_checked_at" = ${now}
        WHERE "id" IN (
          SELECT "id" FROM "text_messages"
          WHERE "status" = 'sent' AND "provider_message_id" IS NOT NULL
            AND "sent_at" <= ${limits.sentBy}
            AND ("status_checked_at" IS NULL OR "status_checked_at" <= ${limits.checkedBy})
          ORDER BY "status_checked_at" NULLS FIRST, "sent_at", "id"
          LIMIT ${limits.take}
          FOR UPDATE SKIP LOCKED
        )
        RETURNING "id", "provider_message_id" AS "providerMessageId", "status"::text AS "status",
          "sent_at" AS "sentAt"`;
      return claimed.sort((a, b) => (a.id < b.id ? -1 : 1));
    },

    /** Rows the provider could not be asked about are due at the next run, as never asked. */
    async release(ids: readonly bigint[]): Promise<void> {
      if (ids.length === 0) return;
      await prisma.textMessage.updateMany({
        where: { id: { in: [...ids] }, status: 'sent' },
        data: { statusCheckedAt: null },
      });
    },
  };
}

export type TextMessageReportRepository = ReturnType<typeof createTextMessageReportRepository>;
