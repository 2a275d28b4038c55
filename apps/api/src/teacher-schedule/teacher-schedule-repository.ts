import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

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
        prisma.personalSchedule.findMany({
          where: {
            teacherId,
            OR: [
              { isRecurring: false, scheduleDate: { gte: today } },
              { isRecurring: true, recurringUntil: { gte: today } },
            ],
          },
          orderBy: [{ scheduleDate: 'asc' }, { startMinute: 'asc' }, { id: 'asc' }],
          take: SIDEBAR_LIMITS.coming,
          include: PERSONAL_SCHEDULE_DETAIL,
        }),
        prisma.personalSchedule.findMany({
          where: {
            teacherId,
            OR: [
              { isRecurring: false, scheduleDate: { lt: today } },
              { isRecurring: true, recurringUntil: { lt: today } },
            ],
          },
          orderBy: [{ scheduleDate: 'desc' }, { startMinute: 'desc' }, { id: 'desc' }],
          take: SIDEBAR_LIMITS.past,
          include: PERSONAL_SCHEDULE_DETAIL,
        }),
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
  };
}

export type TeacherScheduleRepository = ReturnType<typeof createTeacherScheduleRepository>;
export type TeacherScheduleRow = NonNullable<
  Awaited<ReturnType<TeacherScheduleRepository['findById']>>
>;
