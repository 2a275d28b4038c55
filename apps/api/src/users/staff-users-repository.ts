import type { TUserStatus } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

/** Data access for the staff member list and member deletion. */
export function createStaffUsersRepository(prisma: PrismaClient) {
  return {
    findAll(status: TUserStatus | undefined) {
      return prisma.member.findMany({
        where: status ? { status } : {},
        include: { lessonSchedules: { orderBy: { effectiveFrom: 'desc' }, take: 1 } },
      });
    },
    findStatus(id: number) {
      return prisma.member.findUnique({ where: { id }, select: { id: true, status: true } });
    },
    /** Deletes an active member (schedules cascade); false when it was not active any more. */
    async deleteActive(tx: Prisma.TransactionClient, id: number): Promise<boolean> {
      const { count } = await tx.member.deleteMany({ where: { id, status: 'active' } });
      return count === 1;
    },
  };
}

export type StaffUsersRepository = ReturnType<typeof createStaffUsersRepository>;
export type StaffUserRow = Awaited<ReturnType<StaffUsersRepository['findAll']>>[number];
