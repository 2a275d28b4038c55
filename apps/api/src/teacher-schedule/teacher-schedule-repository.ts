import type { Prisma, PrismaClient } from '../generated/prisma/client.js';

/** The same shape the busy-times lookup reads, so both go through one mapper. */
export const PERSONAL_SCHEDULE_DETAIL = {
  exclusions: { select: { excludedDate: true }, orderBy: { excludedDate: 'asc' } },
  teacher: { select: { name: true } },
} as const satisfies Prisma.PersonalScheduleInclude;

/** Data access for a teacher's own personal and one-day-class schedules. */
export function createTeacherScheduleRepository(prisma: PrismaClient) {
  return {
    /** Every schedule of the teacher, earliest day first. */
    findByTeacher(teacherId: number) {
      return prisma.personalSchedule.findMany({
        where: { teacherId },
        orderBy: [{ scheduleDate: 'asc' }, { startMinute: 'asc' }, { id: 'asc' }],
        include: PERSONAL_SCHEDULE_DETAIL,
      });
    },
    findById(id: number) {
      return prisma.personalSchedule.findUnique({
        where: { id },
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
