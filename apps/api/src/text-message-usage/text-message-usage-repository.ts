import type { PrismaClient } from '../generated/prisma/client.js';

/** How many rows of one outcome: the status, and for a text message how it was delivered. */
export interface TOutcomeCount {
  status: string;
  deliveredAs: string | null;
  count: number;
}

/** The month's rows of both outboxes, counted by outcome (docs/product/text-messages.md). */
export function createTextMessageUsageRepository(prisma: PrismaClient) {
  return {
    /** Text messages queued in [from, to), by status and delivery type. */
    async textMessagesBetween(from: Date, to: Date): Promise<TOutcomeCount[]> {
      const groups = await prisma.textMessage.groupBy({
        by: ['status', 'deliveredAs'],
        where: { createdAt: { gte: from, lt: to } },
        _count: { _all: true },
      });
      return groups.map((group) => ({
        status: group.status,
        deliveredAs: group.deliveredAs,
        count: group._count._all,
      }));
    },

    /** E-mails queued in [from, to), by status. */
    async emailsBetween(from: Date, to: Date): Promise<TOutcomeCount[]> {
      const groups = await prisma.mailOutbox.groupBy({
        by: ['status'],
        where: { createdAt: { gte: from, lt: to } },
        _count: { _all: true },
      });
      return groups.map((group) => ({
        status: group.status,
        deliveredAs: null,
        count: group._count._all,
      }));
    },
  };
}

export type TextMessageUsageRepository = ReturnType<typeof createTextMessageUsageRepository>;
