import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { slotsRunningBetween } from '../db/lesson-row-filters.js';
import { newestFirstPage } from '../db/newest-first.js';

const withMember = { member: { select: { name: true, phoneNumber: true, email: true } } } as const;

/** A lesson staff moved: a schedule change decided as it is made, staff's reason as answer. */
function createApprovedMove(
  tx: Prisma.TransactionClient,
  move: {
    memberId: number;
    lessonScheduleId: number;
    originalDate: Date;
    requestedDate: Date;
    requestedStartMinute: number;
    requestedEndMinute: number;
    reason: string;
    handlerId: number;
  },
) {
  return tx.scheduleChange.create({
    data: {
      ...move,
      changeStartDate: move.originalDate,
      changeEndDate: move.originalDate,
      status: 'approved',
      teacherResponse: move.reason,
    },
    include: withMember,
  });
}

/** Data access for schedule change requests. */
export function createScheduleChangeRepository(prisma: PrismaClient) {
  return {
    /** The member's lesson slots in effect on some day of [start, end]. */
    findLessonSchedules(memberId: number, start: Date, end: Date) {
      return prisma.weeklySlot.findMany({
        where: {
          memberId,
          ...slotsRunningBetween(start, end),
        },
        orderBy: [{ effectiveFrom: 'desc' }, { id: 'desc' }],
      });
    },
    findSingleOverrideDates(lessonScheduleId: number) {
      return prisma.lessonMove.findMany({
        where: { lessonScheduleId, scope: 'single' },
        select: { originalDate: true },
      });
    },
    /** The member's lesson dates in [start, end] they gave notice of absence for. */
    findNoticedDates(memberId: number, start: Date, end: Date) {
      return prisma.attendance.findMany({
        where: { memberId, status: 'absent_with_notice', lessonDate: { gte: start, lte: end } },
        select: { lessonDate: true },
      });
    },
    findPending(memberId: number) {
      return prisma.scheduleChange.findMany({
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
      return prisma.scheduleChange.findMany({
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
    findOwn(memberId: number, id: number) {
      return prisma.scheduleChange.findFirst({
        where: { id, memberId },
        select: { status: true },
      });
    },
    /** Marks the member's request cancelled if it is still pending; null when it was not. */
    async withdrawPending(tx: Prisma.TransactionClient, memberId: number, id: number) {
      const { count } = await tx.scheduleChange.updateMany({
        where: { id, memberId, status: 'pending' },
        data: { status: 'cancelled' },
      });
      if (count === 0) return null;
      return tx.scheduleChange.findUniqueOrThrow({ where: { id }, include: withMember });
    },
    createApprovedMove,
    create(tx: Prisma.TransactionClient, data: Prisma.ScheduleChangeUncheckedCreateInput) {
      return tx.scheduleChange.create({ data, include: withMember });
    },
    findPage(where: Prisma.ScheduleChangeWhereInput, skip: number, take: number) {
      return newestFirstPage(
        { skip, take },
        (page) => prisma.scheduleChange.findMany({ where, ...page, include: withMember }),
        prisma.scheduleChange.count({ where }),
      );
    },
  };
}

export type ScheduleChangeRepository = ReturnType<typeof createScheduleChangeRepository>;
export type ScheduleChangeRow = Awaited<ReturnType<ScheduleChangeRepository['create']>>;
export type PendingScheduleChangeRow = Awaited<
  ReturnType<ScheduleChangeRepository['findPendingBySoonestLesson']>
>[number];
