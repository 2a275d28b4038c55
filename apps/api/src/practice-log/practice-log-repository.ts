import { PRACTICE_LOG_LIMITS, type TPracticeEntryInput } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';

/** Bound of a read of several members' practice (a busy day's lessons over their windows). */
const MAX_SUMMARY_ROWS = 20_000;

const newestFirst = [
  { practiceDate: 'desc' as const },
  { createdAt: 'desc' as const },
  { id: 'desc' as const },
];

export type PracticeEntryRow = Awaited<
  ReturnType<ReturnType<typeof createPracticeLogRepository>['findPage']>
>[number];

/** Practice entries (docs/product/lesson-notes.md), and the lesson notes' pieces they suggest. */
export function createPracticeLogRepository(prisma: PrismaClient) {
  return {
    countOnDay(tx: Prisma.TransactionClient, memberId: number, date: string): Promise<number> {
      return tx.practiceEntry.count({ where: { memberId, practiceDate: fromIsoDate(date) } });
    },
    create(tx: Prisma.TransactionClient, memberId: number, input: TPracticeEntryInput) {
      return tx.practiceEntry.create({
        data: {
          memberId,
          practiceDate: fromIsoDate(input.date),
          minutes: input.minutes,
          exercise: input.exercise,
          tempoBpm: input.tempoBpm ?? null,
        },
      });
    },
    findPage(memberId: number, page: number) {
      return prisma.practiceEntry.findMany({
        where: { memberId },
        orderBy: newestFirst,
        skip: (page - 1) * PRACTICE_LOG_LIMITS.PAGE_SIZE,
        take: PRACTICE_LOG_LIMITS.PAGE_SIZE,
      });
    },
    count(memberId: number): Promise<number> {
      return prisma.practiceEntry.count({ where: { memberId } });
    },
    /** Entries of the members from `from` to `to`, both days counted. */
    findBetween(memberIds: readonly number[], from: string, to: string) {
      return prisma.practiceEntry.findMany({
        where: {
          memberId: { in: [...memberIds] },
          practiceDate: { gte: fromIsoDate(from), lte: fromIsoDate(to) },
        },
        orderBy: newestFirst,
        take: MAX_SUMMARY_ROWS,
      });
    },
    /** The pieces of the member's newest lesson notes, to suggest as exercises. */
    async findNotePieces(memberId: number): Promise<string[]> {
      const rows = await prisma.lessonNote.findMany({
        where: { memberId, piece: { not: '' } },
        orderBy: { lessonDate: 'desc' },
        select: { piece: true },
        take: PRACTICE_LOG_LIMITS.SUGGESTIONS * 2,
      });
      return rows.map((row) => row.piece);
    },
    /** Deletes the entry when it is the member's; answers whether it was. */
    async deleteOwn(memberId: number, id: number): Promise<boolean> {
      const { count } = await prisma.practiceEntry.deleteMany({ where: { id, memberId } });
      return count > 0;
    },
  };
}

export type PracticeLogRepository = ReturnType<typeof createPracticeLogRepository>;
