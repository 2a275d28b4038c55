import type { TLessonRequestStatus } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

const withHandler = { handler: { select: { name: true } } } as const;

/** Data access for staff decisions on regular lesson applications. */
export function createLessonRequestsRepository(prisma: PrismaClient) {
  return {
    async findPage(status: TLessonRequestStatus | undefined, skip: number, take: number) {
      const where = status ? { status } : {};
      const [rows, total] = await Promise.all([
        prisma.lessonApplication.findMany({
          where,
          include: withHandler,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip,
          take,
        }),
        prisma.lessonApplication.count({ where }),
      ]);
      return { rows, total };
    },
    findById(id: number, tx: Prisma.TransactionClient = prisma) {
      return tx.lessonApplication.findUnique({ where: { id }, include: withHandler });
    },
    /** Decides a pending request; false when it was not pending (another decision won). */
    async decide(
      tx: Prisma.TransactionClient,
      id: number,
      data: {
        status: 'approved' | 'rejected';
        handlerId: number;
        teacherResponse: string | null;
        decidedAt: Date;
      },
    ): Promise<boolean> {
      const { count } = await tx.lessonApplication.updateMany({
        where: { id, status: 'pending' },
        data,
      });
      return count === 1;
    },
  };
}

export type LessonRequestsRepository = ReturnType<typeof createLessonRequestsRepository>;
export type LessonRequestRow = NonNullable<
  Awaited<ReturnType<LessonRequestsRepository['findById']>>
>;
