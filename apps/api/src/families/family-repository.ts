import { slotsRunningBetween } from '../db/lesson-row-filters.js';
import type { PrismaClient } from '../generated/prisma/client.js';

/** More children than any family has: the list's bound. */
export const FAMILY_MAX_CHILDREN = 20;

/** Data access for a guardian's view of their family. */
export function createFamilyRepository(prisma: PrismaClient) {
  return {
    /**
     * The guardian's own children only (their guardian id is the caller's), with the weekly
     * slot running on `day`, the teacher and the unpaid dues.
     */
    findChildren(guardianId: number, day: Date) {
      return prisma.member.findMany({
        where: { guardianId },
        orderBy: { id: 'asc' },
        take: FAMILY_MAX_CHILDREN,
        select: {
          id: true,
          name: true,
          birthDate: true,
          guardianRelation: true,
          teacher: { select: { name: true } },
          lessonSchedules: {
            where: slotsRunningBetween(day, day),
            orderBy: [{ effectiveFrom: 'desc' }, { id: 'desc' }],
            take: 1,
            select: { dayOfWeek: true, startMinute: true, endMinute: true },
          },
          tuitionDues: {
            where: { paidAt: null },
            select: { amount: true, siblingDiscount: true },
          },
        },
      });
    },
  };
}

export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
export type FamilyChildRow = Awaited<ReturnType<FamilyRepository['findChildren']>>[number];
