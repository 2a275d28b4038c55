import type { PrismaClient } from '../generated/prisma/client.js';
import type { TextMessageStatus } from '../generated/prisma/enums.js';

/** One outbox row as the log reads it: no text, no variables, no full phone kept past here. */
export interface TTextMessageLogEntry {
  id: bigint;
  createdAt: Date;
  deliveredAt: Date | null;
  kind: string;
  language: string;
  memberId: number | null;
  phone: string;
  status: string;
  deliveredAs: string | null;
  statusCode: string | null;
  lastError: string | null;
}

export interface TTextMessageLogFilter {
  status?: TextMessageStatus | undefined;
  kind?: string | undefined;
}

/** The text-message outbox read for the admin's log (docs/product/text-messages.md). */
export function createTextMessageLogRepository(prisma: PrismaClient) {
  return {
    /**
     * A page of rows, newest first. The id is the queue order, and its primary key serves the
     * order and the skip without a sort of the table.
     */
    async page(
      filter: TTextMessageLogFilter,
      skip: number,
      take: number,
    ): Promise<{ rows: TTextMessageLogEntry[]; total: number }> {
      const where = { status: filter.status, kind: filter.kind };
      const [rows, total] = await Promise.all([
        prisma.textMessage.findMany({
          where,
          orderBy: { id: 'desc' },
          skip,
          take,
          select: {
            id: true,
            createdAt: true,
            deliveredAt: true,
            kind: true,
            language: true,
            memberId: true,
            phone: true,
            status: true,
            deliveredAs: true,
            statusCode: true,
            lastError: true,
          },
        }),
        prisma.textMessage.count({ where }),
      ]);
      return { rows, total };
    },

    /** The names of the members among `ids` who are still there. */
    async memberNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const members = await prisma.member.findMany({
        where: { id: { in: [...ids] } },
        select: { id: true, name: true },
      });
      return new Map(members.map((member) => [member.id, member.name]));
    },
  };
}

export type TextMessageLogRepository = ReturnType<typeof createTextMessageLogRepository>;
