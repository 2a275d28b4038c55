import { WITH_CONSENT } from './application-family.js';
import type { TLessonApplicationStatus } from '@academy/contracts';
import { emailKey } from '../lib/email-key.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { newestFirstPage } from '../db/newest-first.js';

const withHandler = { handler: { select: { name: true } }, ...WITH_CONSENT } as const;

/** Data access for staff decisions on regular lesson applications. */
export function createLessonApplicationsRepository(prisma: PrismaClient) {
  return {
    findPage(status: TLessonApplicationStatus | undefined, skip: number, take: number) {
      const where = status ? { status } : {};
      return newestFirstPage(
        { skip, take },
        (page) => prisma.lessonApplication.findMany({ where, include: withHandler, ...page }),
        prisma.lessonApplication.count({ where }),
      );
    },
    findById(id: number, tx: Prisma.TransactionClient = prisma) {
      return tx.lessonApplication.findUnique({ where: { id }, include: withHandler });
    },
    /**
     * Members already registered with the applicant's phone number or e-mail address (any
     * letter case), at most two: one by each. Both lookups use a unique key.
     */
    async findMemberIdsByContact(
      tx: Prisma.TransactionClient,
      contact: { phoneNumber: string | null; email: string | null },
    ): Promise<number[]> {
      const { phoneNumber, email } = contact;
      const [byPhone, byEmail] = await Promise.all([
        phoneNumber === null
          ? null
          : tx.member.findUnique({ where: { phoneNumber }, select: { id: true } }),
        email === null
          ? null
          : tx.accountEmail.findUnique({
              where: { email: emailKey(email) },
              select: { memberId: true },
            }),
      ]);
      const ids = [byPhone?.id, byEmail?.memberId].filter((id): id is number => id != null);
      return [...new Set(ids)];
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

export type LessonApplicationsRepository = ReturnType<typeof createLessonApplicationsRepository>;
export type LessonApplicationRow = NonNullable<
  Awaited<ReturnType<LessonApplicationsRepository['findById']>>
>;
