import type { PrismaClient } from '../generated/prisma/client.js';

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
  | { status: 'delivered' | 'fell_back'; statusCode: string; at: Date }
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

    /** Records the final state of a row still `sent`; answers whether it changed. */
    async recordFinal(id: bigint, result: TTextMessageReportResult): Promise<boolean> {
      const statusCode = result.statusCode.slice(0, MAX_STATUS_CODE_LENGTH);
      const { count } = await prisma.textMessage.updateMany({
        where: { id, status: 'sent' },
        data:
          result.status === 'failed'
            ? {
                status: 'failed',
                statusCode,
                lastError: result.statusText?.slice(0, MAX_STATUS_TEXT_LENGTH) ?? null,
              }
            : { status: result.status, statusCode, deliveredAt: result.at },
      });
      return count === 1;
    },
  };
}

export type TextMessageReportRepository = ReturnType<typeof createTextMessageReportRepository>;
