import { timeToMinutes } from '@academy/contracts';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { fromIsoDate } from '../lib/iso-date.js';
import type { ScheduleDraft } from './schedule-draft.js';

/** The same shape the busy-times lookup reads, so both go through one mapper. */
export const PERSONAL_SCHEDULE_DETAIL = {
  exclusions: { select: { excludedDate: true }, orderBy: { excludedDate: 'asc' } },
  teacher: { select: { name: true } },
} as const satisfies Prisma.PersonalScheduleInclude;

/**
 * GET /teacher-schedule lists at most this many coming and past schedules. The screen shows
 * three before "show more"; the calendar itself reads a month at a time (busy times).
 */
export const SIDEBAR_LIMITS = { coming: 500, past: 100 } as const;

function rowData(draft: ScheduleDraft) {
  return {
    title: draft.title,
    scheduleDate: fromIsoDate(draft.scheduleDate),
    startMinute: timeToMinutes(draft.startTime),
    endMinute: timeToMinutes(draft.endTime),
    description: draft.description,
    notes: draft.notes,
    scheduleType: draft.scheduleType,
    isRecurring: draft.isRecurring,
    recurringPattern: draft.recurringPattern,
    recurringUntil: draft.recurringUntil === null ? null : fromIsoDate(draft.recurringUntil),
    relatedOnedayId: draft.relatedId,
    studentName: draft.studentName,
    studentContact: draft.studentContact,
  };
}

const exclusionRows = (dates: readonly string[]) =>
  dates.map((date) => ({ excludedDate: fromIsoDate(date) }));

function reread(tx: Prisma.TransactionClient, id: number) {
  return tx.personalSchedule.findUniqueOrThrow({
    where: { id },
    include: PERSONAL_SCHEDULE_DETAIL,
  });
}

function insert(
  tx: Prisma.TransactionClient,
  teacherId: number,
  draft: ScheduleDraft,
  excludedDates: readonly string[],
) {
  return tx.personalSchedule.create({
    data: { ...rowData(draft), teacherId, exclusions: { create: exclusionRows(excludedDates) } },
  });
}

/** Rewrites the teacher's own schedule; the count is 0 when it is gone or not theirs. */
async function updateOwned(
  tx: Prisma.TransactionClient,
  id: number,
  teacherId: number,
  draft: ScheduleDraft,
): Promise<number> {
  const { count } = await tx.personalSchedule.updateMany({
    where: { id, teacherId },
    data: rowData(draft),
  });
  return count;
}

async function replaceExclusions(
  tx: Prisma.TransactionClient,
  scheduleId: number,
  dates: readonly string[],
): Promise<void> {
  await tx.personalScheduleExclusion.deleteMany({ where: { scheduleId } });
  await tx.personalScheduleExclusion.createMany({
    data: exclusionRows(dates).map((exclusion) => ({ ...exclusion, scheduleId })),
  });
}

async function touchOwned(
  tx: Prisma.TransactionClient,
  id: number,
  teacherId: number,
  at: Date,
): Promise<number> {
  const { count } = await tx.personalSchedule.updateMany({
    where: { id, teacherId },
    data: { updatedAt: at },
  });
  return count;
}

async function addExclusion(
  tx: Prisma.TransactionClient,
  scheduleId: number,
  date: string,
): Promise<void> {
  await tx.personalScheduleExclusion.createMany({
    data: [{ scheduleId, excludedDate: fromIsoDate(date) }],
    skipDuplicates: true,
  });
}

async function deleteOwned(
  tx: Prisma.TransactionClient,
  id: number,
  teacherId: number,
): Promise<number> {
  const { count } = await tx.personalSchedule.deleteMany({ where: { id, teacherId } });
  return count;
}

/**
 * One part of the sidebar, nearest `today` first and capped: the schedules still to come (one-off
 * events from `today`, series running until `today` or later), or the past ones.
 */
function findSidebarPart(
  prisma: PrismaClient,
  teacherId: number,
  today: Date,
  part: keyof typeof SIDEBAR_LIMITS,
) {
  const when = part === 'coming' ? { gte: today } : { lt: today };
  const order = part === 'coming' ? 'asc' : 'desc';
  return prisma.personalSchedule.findMany({
    where: {
      teacherId,
      OR: [
        { isRecurring: false, scheduleDate: when },
        { isRecurring: true, recurringUntil: when },
      ],
    },
    orderBy: [{ scheduleDate: order }, { startMinute: order }, { id: order }],
    take: SIDEBAR_LIMITS[part],
    include: PERSONAL_SCHEDULE_DETAIL,
  });
}

/** Data access for a teacher's own personal and one-day-class schedules. */
export function createTeacherScheduleRepository(prisma: PrismaClient) {
  return {
    /**
     * The teacher's schedules for the sidebar, earliest day first: those still to come (one-off
     * events from `today`, series running until `today` or later) and the latest past ones.
     * Both parts are capped, so years of one-day classes are never read at once.
     */
    async findByTeacher(teacherId: number, today: Date) {
      const [coming, past] = await Promise.all([
        findSidebarPart(prisma, teacherId, today, 'coming'),
        findSidebarPart(prisma, teacherId, today, 'past'),
      ]);
      // A running series may have begun before past events: one order for the whole list.
      return [...past, ...coming].sort(
        (a, b) =>
          a.scheduleDate.getTime() - b.scheduleDate.getTime() ||
          a.startMinute - b.startMinute ||
          a.id - b.id,
      );
    },
    findById(id: number) {
      return prisma.personalSchedule.findUnique({
        where: { id },
        include: PERSONAL_SCHEDULE_DETAIL,
      });
    },
    /** The class of a one-day application in the calendar: at most one (a partial unique index). */
    findOnedayClass(relatedOnedayId: number) {
      return prisma.personalSchedule.findFirst({
        where: { relatedOnedayId, scheduleType: 'oneday_class' },
        include: PERSONAL_SCHEDULE_DETAIL,
      });
    },
    async onedayApplicationExists(id: number): Promise<boolean> {
      const row = await prisma.onedayApplication.findUnique({
        where: { id },
        select: { id: true },
      });
      return row !== null;
    },
    reread,
    insert,
    updateOwned,
    replaceExclusions,
    touchOwned,
    addExclusion,
    deleteOwned,
  };
}

export type TeacherScheduleRepository = ReturnType<typeof createTeacherScheduleRepository>;
export type TeacherScheduleRow = NonNullable<
  Awaited<ReturnType<TeacherScheduleRepository['findById']>>
>;
