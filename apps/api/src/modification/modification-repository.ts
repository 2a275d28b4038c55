import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { slotsRunningBetween } from '../schedule/lesson-row-filters.js';

const withMember = { member: { select: { name: true, phoneNumber: true, email: true } } } as const;

/** Data access for schedule change requests. */
export function createModificationRepository(prisma: PrismaClient) {
  return {
    /** The member's lesson slots in effect on some day of [start, end]. */
    findLessonSchedules(memberId: number, start: Date, end: Date) {
      return prisma.lessonSchedule.findMany({
        where: {
          memberId,
          ...slotsRunningBetween(start, end),
        },
        orderBy: [{ effectiveFrom: 'desc' }, { id: 'desc' }],
      });
    },
    findSingleOverrideDates(lessonScheduleId: number) {
      return prisma.lessonOverride.findMany({
        where: { lessonScheduleId, scope: 'single' },
        select: { originalDate: true },
      });
    },
    findPending(memberId: number) {
      return prisma.scheduleChangeRequest.findMany({
        where: { memberId, status: 'pending' },
        select: {
          status: true,
          originalDate: true,
          requestedDate: true,
          requestedStartMinute: true,
        },
      });
    },
    /** The member's pending requests, soonest lesson date first (a handful at most). */
    findPendingBySoonestLesson(memberId: number) {
      return prisma.scheduleChangeRequest.findMany({
        where: { memberId, status: 'pending' },
        orderBy: [{ originalDate: 'asc' }, { id: 'asc' }],
        select: {
          id: true,
          originalDate: true,
          requestedDate: true,
          requestedStartMinute: true,
          requestedEndMinute: true,
          createdAt: true,
        },
      });
    },
    create(tx: Prisma.TransactionClient, data: Prisma.ScheduleChangeRequestUncheckedCreateInput) {
      return tx.scheduleChangeRequest.create({ data, include: withMember });
    },
    async findPage(where: Prisma.ScheduleChangeRequestWhereInput, skip: number, take: number) {
      const [rows, total] = await Promise.all([
        prisma.scheduleChangeRequest.findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip,
          take,
          include: withMember,
        }),
        prisma.scheduleChangeRequest.count({ where }),
      ]);
      return { rows, total };
    },
  };
}

export type ModificationRepository = ReturnType<typeof createModificationRepository>;
export type ModificationRow = Awaited<ReturnType<ModificationRepository['create']>>;
export type PendingModificationRow = Awaited<
  ReturnType<ModificationRepository['findPendingBySoonestLesson']>
>[number];
